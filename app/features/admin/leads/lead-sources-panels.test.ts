import { describe, expect, it } from "vitest";
import { formatConversion } from "~/features/admin/leads/lead-sources-panels";

describe("formatConversion", () => {
  it.each([
    [1, "100%"],
    [0.5, "50%"],
    [2 / 3, "66.7%"],
    [0.0125, "1.3%"],
    [0, "0%"],
    [1.5, "150%"],
    [null, "–"],
  ])("%j → %j", (rate, shown) => {
    expect(formatConversion(rate)).toBe(shown);
  });
});
