import { describe, expect, it } from "vitest";
import { MAX_VIEW_MS, PageTimeSchema, PageViewSchema, pagePathOf } from "./beacon";

describe("pagePathOf", () => {
  it.each([
    ["/", "/"],
    ["/about", "/about"],
    ["/about/", "/about"],
    ["/blog?category=Technical", "/blog"],
    ["/services/web#contact", "/services/web"],
    ["//", "/"],
  ])("%s → %s", (path, expected) => {
    expect(pagePathOf(path)).toBe(expected);
  });
});

describe("PageViewSchema", () => {
  it.each([
    [{ path: "/about", referrer: "https://www.google.com/" }, true],
    [{ path: "/about" }, true],
    [{ path: "/about", referrer: "" }, true],
    [{ path: "about" }, false],
    [{ path: "" }, false],
    [{ path: `/${"a".repeat(512)}` }, false],
    [{ path: "/about", referrer: `https://x.com/${"a".repeat(1024)}` }, false],
    [{ path: 42 }, false],
    [{}, false],
    [null, false],
  ])("%j → valid %s", (body, valid) => {
    expect(PageViewSchema.safeParse(body).success).toBe(valid);
  });
});

describe("PageTimeSchema", () => {
  const id = "0b6f3f0e-58a8-4d5e-9b8e-4e2d6a1c9f10";
  it.each([
    [{ id, ms: 0 }, 0],
    [{ id, ms: 12_345.6 }, 12_346],
    [{ id, ms: MAX_VIEW_MS }, MAX_VIEW_MS],
    [{ id, ms: MAX_VIEW_MS + 1 }, MAX_VIEW_MS],
    [{ id, ms: 1e12 }, MAX_VIEW_MS],
  ])("%j → %d ms", (body, ms) => {
    expect(PageTimeSchema.parse(body)).toEqual({ id, ms });
  });
  it.each([
    [{ id, ms: -1 }],
    [{ id, ms: "100" }],
    [{ id, ms: Number.POSITIVE_INFINITY }],
    [{ id: "view-1", ms: 100 }],
    [{ ms: 100 }],
  ])("refuses %j", (body) => {
    expect(PageTimeSchema.safeParse(body).success).toBe(false);
  });
});
