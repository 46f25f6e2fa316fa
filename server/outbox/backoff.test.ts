import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./backoff";

const schedule = [60, 300, 1800, 7200, 43200];

describe("retryDelayMs", () => {
  // random() = 0.5 gives the factor 1 exactly; 0 gives 0.8; just under 1 gives almost 1.2.
  it.each([
    [1, 0.5, 60_000],
    [2, 0.5, 300_000],
    [3, 0.5, 1_800_000],
    [4, 0.5, 7_200_000],
    [5, 0.5, 43_200_000],
    [6, 0.5, 43_200_000],
    [7, 0.5, 43_200_000],
    [1, 0, 48_000],
    [2, 0, 240_000],
    [5, 0.999_999, 51_839_983],
    [0, 0.5, 60_000],
  ])("after attempt %i with random %f waits %i ms", (attempts, random, expected) => {
    expect(retryDelayMs(attempts, schedule, () => random)).toBe(expected);
  });

  it("follows a shortened test schedule", () => {
    expect(retryDelayMs(2, [0.05, 0.1], () => 0.5)).toBe(100);
    expect(retryDelayMs(9, [0.05, 0.1], () => 0.5)).toBe(100);
  });
});
