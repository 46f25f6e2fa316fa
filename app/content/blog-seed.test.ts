import { describe, expect, it } from "vitest";
import { formatBlogDate } from "./blog-seed";

describe("formatBlogDate", () => {
  it.each([
    ["2026-03-12", "March 12, 2026"],
    ["2025-01-01", "January 1, 2025"],
    ["2024-12-31", "December 31, 2024"],
    ["2026-13-01", "2026-13-01"],
    ["March 2026", "March 2026"],
    ["", ""],
  ])("%s → %s", (iso, expected) => {
    expect(formatBlogDate(iso)).toBe(expected);
  });
});
