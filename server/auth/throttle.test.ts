import { describe, expect, it } from "vitest";
import { accountDelayMs, secondsUntilBelow, THROTTLE_WINDOW_MS } from "./throttle";

describe("accountDelayMs", () => {
  it.each([
    [0, 0],
    [10, 0],
    [11, 500],
    [12, 1000],
    [13, 2000],
    [14, 4000],
    [15, 5000],
    [500, 5000],
  ])("%i failures of the account from all clients → %i ms", (failures, ms) => {
    expect(accountDelayMs(failures)).toBe(ms);
  });
});

describe("secondsUntilBelow", () => {
  const now = Date.parse("2026-11-25T12:00:00.000Z");
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it.each([
    // Under the limit: no wait.
    [[ago(1), ago(0.5)], 5, 0],
    // Five failures, the oldest 10 minutes ago: it leaves the window in 5 minutes.
    [[ago(10), ago(8), ago(6), ago(4), ago(2)], 5, 300],
    // Six failures: the second oldest (4 minutes ago) is the one that must leave.
    [[ago(14), ago(4), ago(3), ago(2), ago(1), ago(0)], 5, 660],
    // Just leaving: never less than one second.
    [[new Date(now - THROTTLE_WINDOW_MS + 10).toISOString()], 1, 1],
  ])("%j with at most %i → %i s", (times, max, seconds) => {
    expect(secondsUntilBelow(times, max, now)).toBe(seconds);
  });
});
