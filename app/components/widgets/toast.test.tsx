import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast } from "./toast";

function Trigger() {
  const { show } = useToast();
  return (
    <>
      <button type="button" onClick={() => show("success", "Saved!")}>
        ok
      </button>
      <button type="button" onClick={() => show("error", "Broken.")}>
        fail
      </button>
    </>
  );
}

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("announces success politely and errors assertively", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "ok" }));
    await user.click(screen.getByRole("button", { name: "fail" }));
    expect(screen.getByRole("status")).toHaveTextContent("Saved!");
    expect(screen.getByRole("alert")).toHaveTextContent("Broken.");
  });

  it("closes itself after 5 s, with a 300 ms exit", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "ok" }));
    act(() => vi.advanceTimersByTime(4990));
    expect(screen.getByText("Saved!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByText("Saved!").closest("[data-state]")).toHaveAttribute("data-state", "leaving");
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText("Saved!")).not.toBeInTheDocument();
  });

  it("closes on its close button", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "ok" }));
    await user.click(screen.getByRole("button", { name: "Close notification" }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText("Saved!")).not.toBeInTheDocument();
  });
});
