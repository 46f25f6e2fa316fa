import { describe, expect, it } from "vitest";
import { RESOURCES, type Resource } from "~/content/resources";
import {
  contactHref,
  countByCategory,
  formatCount,
  formatResourceDate,
  loadMoreLabel,
  resourceAction,
  resultCountLabel,
  statParts,
  toggleTag,
} from "./resource-view";

const byId = (id: number) => RESOURCES.find((r) => r.id === id) as Resource;

describe("labels", () => {
  it.each([
    [0, "0 resources found"],
    [1, "1 resource found"],
    [12, "12 resources found"],
    [35, "35 resources found"],
  ])("%d -> %s", (n, expected) => {
    expect(resultCountLabel(n)).toBe(expected);
  });

  it.each([
    [26, "Load More (26 remaining)"],
    [17, "Load More (17 remaining)"],
    [1, "Load More (1 remaining)"],
  ])("load more %d", (n, expected) => {
    expect(loadMoreLabel(n)).toBe(expected);
  });
});

describe("countByCategory", () => {
  it("counts the 35 library resources by hand-checked category", () => {
    expect(countByCategory(RESOURCES)).toEqual({
      all: 35,
      "ai-readiness": 8,
      guides: 6,
      "case-studies": 5,
      whitepapers: 4,
      videos: 3,
      webinars: 3,
      tools: 3,
      research: 3,
    });
  });

  it("is all zeros for an empty list", () => {
    expect(Object.values(countByCategory([]))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe("toggleTag", () => {
  it.each([
    { tags: [], tag: "ROI", expected: ["ROI"] },
    { tags: ["ROI"], tag: "ROI", expected: [] },
    { tags: ["Talent"], tag: "ROI", expected: ["Talent", "ROI"] },
    { tags: ["Talent", "ROI", "MLOps"], tag: "ROI", expected: ["Talent", "MLOps"] },
  ])("$tags + $tag", ({ tags, tag, expected }) => {
    expect(toggleTag(tags, tag)).toEqual(expected);
  });
});

describe("formatting", () => {
  it.each([
    ["2026-03-02", "2 March 2026"],
    ["2025-12-15", "15 December 2025"],
    ["2025-01-31", "31 January 2025"],
    ["2025-13-01", "2025-13-01"],
    ["March 2026", "March 2026"],
  ])("date %s -> %s", (iso, expected) => {
    expect(formatResourceDate(iso)).toBe(expected);
  });

  it.each([
    [0, "0"],
    [580, "580"],
    [9840, "9,840"],
    [50000, "50,000"],
    [1234567, "1,234,567"],
  ])("count %d -> %s", (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });

  it.each([
    ["500+", { value: 500, suffix: "+", decimals: 0 }],
    ["50K+", { value: 50, suffix: "K+", decimals: 0 }],
    ["4.8", { value: 4.8, suffix: "", decimals: 1 }],
    ["100+", { value: 100, suffix: "+", decimals: 0 }],
    ["n/a", { value: 0, suffix: "n/a", decimals: 0 }],
  ])("stat %s", (text, expected) => {
    expect(statParts(text)).toEqual(expected);
  });
});

describe("resourceAction", () => {
  it.each([
    { id: 7, label: "Open the ROI Calculator", href: "/roi-calculator" },
    { id: 1, label: "Start the AI Readiness Assessment", href: "/resources/ai-readiness" },
  ])("resource $id leads to its live tool", ({ id, label, href }) => {
    expect(resourceAction(byId(id))).toEqual({ label, href });
  });

  it.each([
    { id: 24, label: "Request the recording", message: 'Please send me the recording of "%s".' },
    { id: 27, label: "Request the recording", message: 'Please send me the recording of "%s".' },
    { id: 9, label: "Get this resource", message: 'Please send me a copy of "%s".' },
    { id: 33, label: "Get this resource", message: 'Please send me a copy of "%s".' },
  ])("resource $id asks the team for it", ({ id, label, message }) => {
    const action = resourceAction(byId(id));
    expect(action.label).toBe(label);
    const url = new URL(action.href, "http://x");
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("service")).toBe("AI Integration");
    expect(url.searchParams.get("message")).toBe(message.replace("%s", byId(id).title));
  });

  it("gives every resource a destination", () => {
    for (const r of RESOURCES) expect(resourceAction(r).href).toMatch(/^\/(contact\?|roi-calculator$|resources\/)/);
  });

  it("encodes the contact message", () => {
    expect(contactHref('Send "A & B"')).toBe("/contact?service=AI%20Integration&message=Send%20%22A%20%26%20B%22");
  });
});
