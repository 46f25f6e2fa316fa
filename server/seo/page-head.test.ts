import { describe, expect, it } from "vitest";
import { decodeEntities, isNoindex, parseHead } from "./page-head";

const page = (head: string, body = "") =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe("parseHead", () => {
  it("reads the tags React renders for a page", () => {
    const html = page(
      '<meta charSet="utf-8"/><title>AI &amp; IT Services | Narmada AI</title>' +
        '<meta name="description" content="Results in 90 days &#x27;guaranteed&#x27;"/>' +
        '<link rel="canonical" href="https://www.example.in/about"/>' +
        '<meta property="og:image" content="https://www.example.in/og/about.png"/>',
    );
    expect(parseHead(html)).toEqual({
      title: "AI & IT Services | Narmada AI",
      description: "Results in 90 days 'guaranteed'",
      canonical: "https://www.example.in/about",
      robots: null,
      ogImage: "https://www.example.in/og/about.png",
    });
  });

  it.each([
    ["no head tags", page(""), { title: null, description: null, canonical: null, robots: null, ogImage: null }],
    [
      "an empty title and description",
      page('<title></title><meta name="description" content=""/>'),
      { title: "", description: "", canonical: null, robots: null, ogImage: null },
    ],
    [
      "the first of two canonical links",
      page('<link rel="canonical" href="https://a.in/x"/><link rel="canonical" href="https://a.in/y"/>'),
      { title: null, description: null, canonical: "https://a.in/x", robots: null, ogImage: null },
    ],
    [
      "robots, attributes in any order and case",
      page("<META content='noindex, nofollow' NAME='robots'>"),
      { title: null, description: null, canonical: null, robots: "noindex, nofollow", ogImage: null },
    ],
    [
      "nothing from the body",
      page("", '<title>Not me</title><meta name="description" content="Body text"/>'),
      { title: null, description: null, canonical: null, robots: null, ogImage: null },
    ],
  ])("%s", (_, html, expected) => {
    expect(parseHead(html)).toEqual(expected);
  });
});

describe("decodeEntities", () => {
  it.each([
    ["Tom &amp; Jerry", "Tom & Jerry"],
    ["&lt;b&gt; &quot;x&quot;", '<b> "x"'],
    ["&#39;a&#x27;", "'a'"],
    ["&unknown; stays", "&unknown; stays"],
  ])("%j → %j", (text, decoded) => {
    expect(decodeEntities(text)).toBe(decoded);
  });
});

describe("isNoindex", () => {
  it.each([
    ["noindex, nofollow", true],
    ["NOINDEX", true],
    ["none", true],
    ["index, follow", false],
    [null, false],
  ])("%j → %j", (robots, expected) => {
    expect(isNoindex(robots)).toBe(expected);
  });
});
