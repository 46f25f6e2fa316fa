import { describe, expect, it } from "vitest";
import { formatValue, formatWhen, humanize, notSentSummary } from "~/features/admin/shared/format";

describe("formatWhen (IST = UTC+5:30)", () => {
  it.each([
    ["2026-03-12T09:00:00.000Z", "12 Mar 2026, 14:30 IST"],
    ["2026-12-31T20:00:00.000Z", "1 Jan 2027, 01:30 IST"],
    ["2026-01-01T00:05:00Z", "1 Jan 2026, 05:35 IST"],
    ["", ""],
    [null, ""],
    ["not a date", ""],
  ])("%s → %s", (iso, expected) => {
    expect(formatWhen(iso)).toBe(expected);
  });
});

it.each([
  [null, "—"],
  [0, "$0"],
  [125000, "$125,000"],
])("formatValue(%s) → %s", (v, expected) => {
  expect(formatValue(v)).toBe(expected);
});

it.each([
  ["launch_notify", "Launch notify"],
  ["companySize", "Company size"],
  ["roiPct", "Roi pct"],
  ["email", "Email"],
])("humanize(%s) → %s", (key, expected) => {
  expect(humanize(key)).toBe(expected);
});

it.each([
  [0, 0, 0, ""],
  [2, 0, 0, "2 failed"],
  [0, 1, 3, "1 interrupted · 3 skipped"],
  [4, 1, 2, "4 failed · 1 interrupted · 2 skipped"],
])("notSentSummary(failed %i, interrupted %i, skipped %i) → %j", (failed, interrupted, skipped, expected) => {
  expect(notSentSummary({ failed, interrupted, skipped })).toBe(expected);
});
