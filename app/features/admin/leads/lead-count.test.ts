import { describe, expect, it } from "vitest";
import { type LeadCount, leadCapHint, leadCountText, peopleCountText } from "./lead-count";

describe("leadCountText", () => {
  it.each<[string, LeadCount, string]>([
    ["no lead", { total: 0, page: 1, pages: 1 }, "0 leads"],
    ["one lead", { total: 1, page: 1, pages: 1 }, "1 lead"],
    ["one page", { total: 25, page: 1, pages: 1 }, "25 leads"],
    ["several pages", { total: 51, page: 2, pages: 3 }, "51 leads · page 2 of 3"],
    ["an exact count keeps its old form", { total: 1000, page: 1, pages: 40 }, "1000 leads · page 1 of 40"],
    [
      "more than the cap",
      { total: 1000, page: 3, pages: 40, capped: { reason: "more", cap: 1000 } },
      "More than 1,000 leads · page 3 of 40",
    ],
    [
      "more than a small cap",
      { total: 3, page: 1, pages: 2, capped: { reason: "more", cap: 3 } },
      "More than 3 leads · page 1 of 2",
    ],
    [
      "filtered within a capped search",
      { total: 170, page: 1, pages: 7, capped: { reason: "search", cap: 1000 } },
      "170 leads among the newest 1,000 that match the search · page 1 of 7",
    ],
    [
      "one lead within a capped search",
      { total: 1, page: 1, pages: 1, capped: { reason: "search", cap: 3 } },
      "1 lead among the newest 3 that match the search",
    ],
  ])("%s", (_what, count, text) => {
    expect(leadCountText(count)).toBe(text);
  });
});

describe("peopleCountText", () => {
  it.each<[string, LeadCount, string]>([
    ["one person", { total: 1, page: 1, pages: 1 }, "1 person"],
    ["several pages", { total: 30, page: 2, pages: 2 }, "30 people · page 2 of 2"],
    [
      "a capped list",
      { total: 612, page: 1, pages: 25, capped: { reason: "more", cap: 1000 } },
      "612 people among the newest 1,000 leads · page 1 of 25",
    ],
    [
      "one person of a capped search",
      { total: 1, page: 1, pages: 1, capped: { reason: "search", cap: 3 } },
      "1 person among the newest 3 leads that match the search",
    ],
  ])("%s", (_what, count, text) => {
    expect(peopleCountText(count)).toBe(text);
  });
});

describe("leadCapHint", () => {
  it("says what a capped grouping reads", () => {
    expect(leadCapHint({ reason: "more", cap: 1000 }, "grouped")).toBe(
      "Only the newest 1,000 leads are grouped. Narrow the search or the filters (the From and To dates, for example) to find older ones.",
    );
  });

  it.each([
    [undefined, null],
    [
      { reason: "more", cap: 1000 } as const,
      "Only the newest 1,000 are listed. Narrow the search or the filters (the From and To dates, for example) to find older ones.",
    ],
    [
      { reason: "search", cap: 1000 } as const,
      "More than 1,000 leads match the search. Only the newest 1,000 are listed. Type more of the name, e-mail, company or phone to find older ones.",
    ],
  ])("%j", (capped, hint) => {
    expect(leadCapHint(capped)).toBe(hint);
  });
});
