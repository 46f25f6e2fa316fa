import { describe, expect, it } from "vitest";
import { PageViewSchema, pagePathOf } from "./beacon";

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
