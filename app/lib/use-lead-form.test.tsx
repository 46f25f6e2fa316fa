import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { focusFirstInvalid, postJson, useFieldErrors, useSubmitOnce } from "./use-lead-form";

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
