import { escapeXml } from "./xml";

// RSS 2.0 (https://www.rssboard.org/rss-specification): absolute links, the full excerpt as the
// description, RFC 822 dates, a self link (atom:link) as feed validators ask.

export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** yyyy-mm-dd */
  publishDate: string;
}

export interface FeedInfo {
  siteUrl: string;
  title: string;
  description: string;
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** RFC 822 date-time in GMT, e.g. "Thu, 12 Mar 2026 00:00:00 GMT"; a bare date is taken as midnight UTC. */
export function rfc822(date: string | Date): string {
  const d = typeof date === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date) : date;
  return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(
    d.getUTCHours(),
  )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} GMT`;
}

/** Posts newest first, as the blog lists them. */
export function rssXml(feed: FeedInfo, posts: readonly FeedPost[], now = new Date()): string {
  const blogUrl = `${feed.siteUrl}/blog`;
  const items = posts.map((p) => {
    const link = `${feed.siteUrl}/blog/${p.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(p.excerpt)}</description>`,
      `      <category>${escapeXml(p.category)}</category>`,
      `      <dc:creator>${escapeXml(p.author)}</dc:creator>`,
      `      <pubDate>${rfc822(p.publishDate)}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = posts.length ? rfc822(posts[0].publishDate) : rfc822(now);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    "    <language>en-in</language>",
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
