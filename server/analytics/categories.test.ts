import { describe, expect, it } from "vitest";
import { POST_CATEGORIES } from "~/features/admin/blog/post-schema";
import { analyticsCategory } from "./categories";

describe("analyticsCategory", () => {
  it.each([
    ["AI Insights", "AI Insights"],
    ["Expert Insights", "AI Insights"],
    ["Technical", "Technical"],
    ["How-To Guides", "Technical"],
    ["Business", "Business"],
    ["Case Studies", "Business"],
    ["Industry Trends", "Industry News"],
    ["Industry News", "Industry News"],
    [" Technical ", "Technical"],
    ["Gardening", null],
    ["", null],
  ])("%s → %s", (category, expected) => {
    expect(analyticsCategory(category)).toBe(expected);
  });

  it("places every category of the Post form", () => {
    expect(POST_CATEGORIES.filter((c) => analyticsCategory(c) === null)).toEqual([]);
  });
});
