import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type Checked,
  focusFirstInvalid,
  postJson,
  useFieldErrors,
  useLeadSubmit,
  useSubmitOnce,
} from "./use-lead-form";

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

describe("postJson", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["201 Created", answer(201, { id: 7 }), { kind: "ok", status: 201, body: { id: 7 } }],
    ["200 for a repeated sign-up", answer(200, { id: 7 }), { kind: "ok", status: 200, body: { id: 7 } }],
    [
      "400 with field errors",
      answer(400, { error: { message: "Please check the form.", fields: { email: "Enter a valid e-mail." } } }),
      { kind: "invalid", message: "Please check the form.", fields: { email: "Enter a valid e-mail." } },
    ],
    [
      "400 without field errors",
      answer(400, { error: { message: "Bad request." } }),
      { kind: "invalid", message: "Bad request.", fields: {} },
    ],
    ["413 too large", answer(413, { error: { message: "Too large." } }), { kind: "failed" }],
    ["429 too many requests", answer(429, { error: { message: "Slow down." } }), { kind: "failed" }],
    ["503 unavailable", answer(503), { kind: "failed" }],
  ])("sorts %s", async (_what, response, expected) => {
    const fetchMock = vi.fn().mockResolvedValue(response);
    vi.stubGlobal("fetch", fetchMock);
    expect(await postJson("/api/leads", { type: "contact" })).toEqual(expected);
    expect(fetchMock).toHaveBeenCalledWith("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: '{"type":"contact"}',
    });
  });

  it.each([
    [
      "a 409 it handles",
      answer(409, { error: { message: "Taken." }, nearest: [] }),
      { kind: "refused", status: 409, message: "Taken.", body: { error: { message: "Taken." }, nearest: [] } },
    ],
    [
      "a 429 it handles",
      answer(429, { error: { message: "Slow down." } }),
      { kind: "refused", status: 429, message: "Slow down.", body: { error: { message: "Slow down." } } },
    ],
    ["a 409 without a message", answer(409, { nearest: [] }), { kind: "failed" }],
    ["a 409 that is not JSON", new Response("conflict", { status: 409 }), { kind: "failed" }],
    ["a 413 it does not handle", answer(413, { error: { message: "Too large." } }), { kind: "failed" }],
  ])("with refusals 409 and 429, sorts %s", async (_what, response, expected) => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(response));
    expect(await postJson("/api/leads", {}, [409, 429])).toEqual(expected);
  });

  it("reports a network failure as failed instead of throwing", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(await postJson("/api/leads", {})).toEqual({ kind: "failed" });
  });
});

describe("useFieldErrors", () => {
  it("clears one field's error and keeps the others", () => {
    const { result } = renderHook(() => useFieldErrors());
    act(() => result.current.setErrors({ name: "Required.", email: "Invalid." }));
    act(() => result.current.clearError("email"));
    expect(result.current.errors).toEqual({ name: "Required." });
  });
});

function Form({ send, blocked }: { send: (form: HTMLFormElement) => Promise<void>; blocked?: boolean }) {
  const onSubmit = useSubmitOnce(send, blocked);
  return (
    <form aria-label="lead" onSubmit={onSubmit}>
      <button type="submit">Send</button>
    </form>
  );
}

describe("useSubmitOnce", () => {
  it("sends once while a send is under way, and again afterwards", async () => {
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form send={send} />);
    const form = screen.getByRole("form", { name: "lead" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("does nothing while blocked", () => {
    const send = vi.fn(async () => {});
    render(<Form send={send} blocked />);
    fireEvent.submit(screen.getByRole("form", { name: "lead" }));
    expect(send).not.toHaveBeenCalled();
  });
});

describe("focusFirstInvalid", () => {
  it("focuses the first field named by the errors", () => {
    render(
      <form aria-label="f">
        <input name="name" aria-label="Name" />
        <input name="email" aria-label="Email" />
      </form>,
    );
    focusFirstInvalid(screen.getByRole("form") as HTMLFormElement, { email: "Invalid.", name: "Required." });
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });
});

type Sent = { email: string };
const checkEmail = (values: unknown): Checked<Sent> => {
  const email = String((values as Sent).email).trim();
  return email.includes("@")
    ? { ok: true, data: { email } }
    : { ok: false, error: { message: "Please enter a valid email address", fields: { email: "Invalid." } } };
};

function LeadForm(props: { email: string; loadCheck?: () => Promise<typeof checkEmail>; events: string[] }) {
  const { errors, sending, onSubmit } = useLeadSubmit({
    loadCheck: props.loadCheck ?? (async () => checkEmail),
    values: { email: props.email },
    endpoint: "/api/leads",
    body: (data, honeypot) => ({ type: "newsletter", form: { ...data, website: honeypot } }),
    failure: "Could not send.",
    onError: (kind, message) => props.events.push(`${kind}: ${message}`),
    onSent: (answer, status) => props.events.push(`sent ${status} ${JSON.stringify(answer)}`),
  });
  return (
    <form aria-label="lead" onSubmit={onSubmit}>
      <input name="email" aria-label="Email" aria-invalid={errors.email ? true : undefined} readOnly />
      <input name="website" aria-label="Website" defaultValue="" />
      <button type="submit">{sending ? "Sending" : "Send"}</button>
    </form>
  );
}

describe("useLeadSubmit", () => {
  afterEach(() => vi.unstubAllGlobals());
  const submit = async () => {
    await act(async () => {
      fireEvent.submit(screen.getByRole("form", { name: "lead" }));
    });
  };

  it("stops at the browser-side check: no request, field marked and focused", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const events: string[] = [];
    render(<LeadForm email="not-an-address" events={events} />);
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events).toEqual(["invalid: Please enter a valid email address"]);
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("posts the checked values with the honeypot and reports the answer", async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(201, { id: "7" }));
    vi.stubGlobal("fetch", fetchMock);
    const events: string[] = [];
    render(<LeadForm email="  ana@example.com " events={events} />);
    await submit();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      type: "newsletter",
      form: { email: "ana@example.com", website: "" },
      // No visit kept in this tab: the attribution is only the page the form was sent from.
      attribution: { sent_from: "/" },
    });
    expect(events).toEqual(['sent 201 {"id":"7"}']);
  });

  it.each([
    [
      "the server's 400",
      answer(400, { error: { message: "Bad address", fields: { email: "Bad." } } }),
      "invalid: Bad address",
      "true",
    ],
    ["a 503", answer(503), "failed: Could not send.", null],
  ])("shows %s", async (_what, response, event, invalid) => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(response));
    const events: string[] = [];
    render(<LeadForm email="ana@example.com" events={events} />);
    await submit();
    expect(events).toEqual([event]);
    if (invalid) expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", invalid);
    else expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
  });

  it("reports a check that cannot load (offline) as a failure", async () => {
    const events: string[] = [];
    render(<LeadForm email="ana@example.com" events={events} loadCheck={() => Promise.reject(new Error("offline"))} />);
    await submit();
    expect(events).toEqual(["failed: Could not send."]);
  });
});
