import { ALL_PATHS } from "~/lib/site-paths";
import { escapeXml } from "./xml";

// The sitemap lists what a search engine may index: every public page and every published post.
// The admin area is private; search results (noindex), the 404 page, /newsletter and /api are not
// pages to find.

const NOT_INDEXED = /^\/(admin|search)(\/|$)/;

/** Every public, indexable site path (the blog posts come from the database). */
export const INDEXABLE_PATHS: readonly string[] = ALL_PATHS.filter((p) => !NOT_INDEXED.test(p));

export interface SitemapEntry {
  path: string;
  /** ISO date or date-time. */
  lastmod: string;
}

export interface PostDates {
  slug: string;
  updatedAt: string;
}

/**
 * The entries: every indexable page (dated `pageLastmod(path)`), then every published post (dated by
 * its last edit). The blog index changes whenever a post does, so it takes the newest post's date.
 */
export function sitemapEntries(posts: readonly PostDates[], pageLastmod: (path: string) => string): SitemapEntry[] {
  const newestPost = posts
    .map((p) => p.updatedAt)
    .sort()
    .at(-1);
  const pages = INDEXABLE_PATHS.map((path) => ({
    path,
    lastmod: path === "/blog" && newestPost ? newestPost : pageLastmod(path),
  }));
  return [...pages, ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt }))];
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(`${siteUrl}${e.path}`)}</loc><lastmod>${escapeXml(e.lastmod)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
