import { describe, expect, it } from "vitest";
import { rfc822, rssXml } from "./rss";
import { INDEXABLE_PATHS, robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it.each([
    ["plain", "plain"],
    ['R&D <fast> "quoted" it\'s', "R&amp;D &lt;fast&gt; &quot;quoted&quot; it&apos;s"],
    ["bell\u0007 gone", "bell gone"],
  ])("%j → %j", (input, expected) => expect(escapeXml(input)).toBe(expected));
});

describe("rfc822", () => {
  it.each([
    ["2026-03-12", "Thu, 12 Mar 2026 00:00:00 GMT"],
    ["2025-12-18", "Thu, 18 Dec 2025 00:00:00 GMT"],
    ["2026-01-05T14:07:09.000Z", "Mon, 05 Jan 2026 14:07:09 GMT"],
  ])("%s → %s", (input, expected) => expect(rfc822(input)).toBe(expected));
});

describe("sitemap", () => {
  it("leaves the admin area out and keeps the blog", () => {
    expect(INDEXABLE_PATHS).toContain("/");
    expect(INDEXABLE_PATHS).toContain("/blog");
    expect(INDEXABLE_PATHS.filter((p) => p.startsWith("/admin"))).toEqual([]);
  });

  it("dates the blog by its newest post and lists each post after the pages", () => {
    const entries = sitemapEntries(
      [
        { slug: "b", updatedAt: "2026-02-01T10:00:00.000Z" },
        { slug: "a", updatedAt: "2026-03-01T10:00:00.000Z" },
      ],
      () => "2026-01-01",
    );
    expect(entries.find((e) => e.path === "/blog")?.lastmod).toBe("2026-03-01T10:00:00.000Z");
    expect(entries.find((e) => e.path === "/about")?.lastmod).toBe("2026-01-01");
    expect(entries.slice(-2)).toEqual([
      { path: "/blog/b", lastmod: "2026-02-01T10:00:00.000Z" },
      { path: "/blog/a", lastmod: "2026-03-01T10:00:00.000Z" },
    ]);
  });

  it("writes absolute, escaped URLs", () => {
    const xml = sitemapXml("https://example.in", [{ path: "/blog/r&d", lastmod: "2026-01-01" }]);
    expect(xml).toContain("<url><loc>https://example.in/blog/r&amp;d</loc><lastmod>2026-01-01</lastmod></url>");
  });

  it("robots.txt points at the sitemap and keeps /admin and /api out", () => {
    expect(robotsTxt("https://example.in").split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /api/",
      "",
      "Sitemap: https://example.in/sitemap.xml",
      "",
    ]);
  });
});

describe("rssXml", () => {
  it("escapes text and links every item absolutely", () => {
    const xml = rssXml({ siteUrl: "https://example.in", title: "Blog & news", description: "d" }, [
      {
        slug: "x",
        title: "Cost < value",
        excerpt: "A & B",
        category: "AI",
        author: "Asha",
        publishDate: "2026-03-12",
      },
    ]);
    expect(xml).toContain("<title>Blog &amp; news</title>");
    expect(xml).toContain("<title>Cost &lt; value</title>");
    expect(xml).toContain("<link>https://example.in/blog/x</link>");
    expect(xml).toContain("<description>A &amp; B</description>");
    expect(xml).toContain("<pubDate>Thu, 12 Mar 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain('<atom:link href="https://example.in/blog/rss.xml" rel="self" type="application/rss+xml"/>');
  });
});
