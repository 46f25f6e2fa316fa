import { describe, expect, it } from "vitest";
import { leadFilterQuery, parseLeadFilter } from "~/features/admin/leads/lead-filter";

describe("parseLeadFilter", () => {
  it.each([
    ["", { q: "", type: "", status: "", from: "", to: "", page: 1 }],
    ["q=%20Priya%20&type=roi_report&status=won&page=3", { q: "Priya", type: "roi_report", status: "won", page: 3 }],
    ["type=spam&status=closed", { type: "", status: "" }],
    ["from=2026-03-01&to=2026-03-31", { from: "2026-03-01", to: "2026-03-31" }],
    ["from=01/03/2026&to=2026-13-45", { from: "", to: "" }],
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["owner=mine&group=person", { owner: "mine", group: "person" }],
    ["owner=none", { owner: "none", group: "" }],
    ["owner=user-1&group=company", { owner: "", group: "" }],
    ["", { minScore: 0, sort: "" }],
    ["score=70&sort=score", { minScore: 70, sort: "score" }],
    ["score=100", { minScore: 100 }],
    ["score=101&sort=name", { minScore: 0, sort: "" }],
    ["score=0", { minScore: 0 }],
    ["score=7.5", { minScore: 0 }],
    ["score=-5", { minScore: 0 }],
  ])("%s", (query, expected) => {
    expect(parseLeadFilter(new URLSearchParams(query))).toMatchObject(expected);
  });
});

it("never takes the owner's id from the URL", () => {
  expect(parseLeadFilter(new URLSearchParams("owner=mine&ownerId=someone-else")).ownerId).toBeUndefined();
});

describe("leadFilterQuery", () => {
  it.each([
    [{}, {}, ""],
    [{ q: "a b", type: "chat" as const, page: 1 }, {}, "?q=a+b&type=chat"],
    [{ status: "new" as const }, { page: 2 }, "?status=new&page=2"],
    [{ owner: "mine" as const, ownerId: "u1", group: "person" as const }, {}, "?owner=mine&group=person"],
    [{ minScore: 70, sort: "score" as const }, { page: 2 }, "?sort=score&score=70&page=2"],
    [{ minScore: 0, sort: "" as const }, {}, ""],
  ])("%j + %j → %s", (filter, overrides, expected) => {
    expect(leadFilterQuery(filter, overrides)).toBe(expected);
  });
});
