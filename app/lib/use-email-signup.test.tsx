import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useEmailSignup } from "./use-email-signup";

function SignUp() {
  const s = useEmailSignup({ type: "newsletter", source: "blog", failure: "Could not subscribe." });
  return (
    <form aria-label="signup" onSubmit={s.onSubmit}>
      <input name="email" aria-label="Email" value={s.email} onChange={(e) => s.setEmail(e.target.value)} />
      <p>{s.sent ?? "not sent"}</p>
      <p>{s.error}</p>
    </form>
  );
}

describe("useEmailSignup", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [201, "new"],
    [200, "new"],
  ])("an answer %i means an accepted sign-up (%s)", async (status, sent) => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("{}", { status }));
    vi.stubGlobal("fetch", fetchMock);
    render(<SignUp />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ana@example.com" } });
    await act(async () => {
      fireEvent.submit(screen.getByRole("form", { name: "signup" }));
    });
    expect(await screen.findByText(sent, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      type: "newsletter",
      form: { email: "ana@example.com", source: "blog" },
      // No visit kept in this tab: the attribution is only the page the form was sent from.
      attribution: { sent_from: "/" },
    });
  });

  it("checks the address before sending", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    render(<SignUp />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "not-an-address" } });
    await act(async () => {
      fireEvent.submit(screen.getByRole("form", { name: "signup" }));
    });
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
