import { describe, expect, it } from "vitest";
import { formatMinutes, formatPercent } from "~/features/admin/analytics/analytics-types";

describe("the Analytics tab's time and share", () => {
  it.each([
    [null, "–"],
    [0, "0:00"],
    [204_000, "3:24"],
    [59_600, "1:00"],
    [3_725_000, "62:05"],
  ])("%s ms → %s", (ms, expected) => {
    expect(formatMinutes(ms)).toBe(expected);
  });
  it.each([
    [null, "–"],
    [0.42, "42%"],
    [1 / 3, "33%"],
    [1, "100%"],
  ])("%s → %s", (share, expected) => {
    expect(formatPercent(share)).toBe(expected);
  });
});
