import { describe, expect, it } from "vitest";
import { buildMeta, ogImagePath } from "./meta";
import type { PublicSettings } from "./public-settings";

const site = { brandName: "Narmada AI Technologies", siteUrl: "https://example.in" } as PublicSettings;
const info = { title: "About us", description: "Who we are", path: "/about" };

describe("ogImagePath", () => {
  it.each([
    ["/", "/og/home.png"],
    ["/services/dev/chatbots", "/og/services/dev/chatbots.png"],
    ["/blog/measuring-ai-roi", "/og/blog/measuring-ai-roi.png"],
  ])("%s → %s", (path, expected) => expect(ogImagePath(path)).toBe(expected));
});

describe("buildMeta", () => {
  it("gives every indexable page a large absolute social image", () => {
    const tags = buildMeta(site, info);
    expect(tags).toContainEqual({ property: "og:image", content: "https://example.in/og/about.png" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags.some((t) => "tagName" in t && t.rel === "alternate")).toBe(false);
  });

  it("a noindex page has no image and no structured data", () => {
    const tags = buildMeta(site, { ...info, jsonLd: [{ "@type": "Thing" }] }, { noindex: true });
    expect(tags.some((t) => "property" in t && t.property === "og:image")).toBe(false);
    expect(tags.some((t) => "script:ld+json" in t)).toBe(false);
  });

  it("the blog pages announce the feed, and structured data becomes ld+json", () => {
    const tags = buildMeta(site, { ...info, jsonLd: [{ "@type": "Thing" }] }, { feed: true });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Narmada AI Technologies blog",
      href: "https://example.in/blog/rss.xml",
    });
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
  });
});
