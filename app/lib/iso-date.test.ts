import { describe, expect, it } from "vitest";
import { isoDateParts } from "./iso-date";

describe("isoDateParts", () => {
  it.each([
    ["2026-03-12", { year: "2026", month: "March", day: 12 }],
    ["2025-01-01", { year: "2025", month: "January", day: 1 }],
    ["2024-12-31", { year: "2024", month: "December", day: 31 }],
    ["2026-13-01", undefined],
    ["March 2026", undefined],
    ["", undefined],
  ])("%s", (iso, parts) => {
    expect(isoDateParts(iso)).toEqual(parts);
  });
});
