import { describe, expect, it } from "vitest";
import { formatBlogDate } from "~/content/blog-seed";
import { formatResourceDate } from "~/features/resources/resource-view";
import { isoDateParts } from "./iso-date";

describe("dates shown on the site", () => {
  it.each([
    ["2026-03-12", { year: "2026", month: "March", day: 12 }, "March 12, 2026", "12 March 2026"],
    ["2025-01-01", { year: "2025", month: "January", day: 1 }, "January 1, 2025", "1 January 2025"],
    ["2024-12-31", { year: "2024", month: "December", day: 31 }, "December 31, 2024", "31 December 2024"],
    ["2026-13-01", undefined, "2026-13-01", "2026-13-01"],
    ["March 2026", undefined, "March 2026", "March 2026"],
    ["", undefined, "", ""],
  ])("%s", (iso, parts, blog, resource) => {
    expect(isoDateParts(iso)).toEqual(parts);
    expect(formatBlogDate(iso)).toBe(blog);
    expect(formatResourceDate(iso)).toBe(resource);
  });
});
