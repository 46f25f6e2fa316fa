// Links in a campaign body go through our redirect (/c/<token>/<n>) so clicks can be counted. Only
// the campaign's own links are reachable: the redirect looks the target up by its index in the list
// fixed when sending started, so no URL from the request is ever followed (no open redirect).

const ANCHOR = /<a\s+href="([^"]*)"/g;

const unescapeAttr = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

const escapeAttr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const trackable = (href: string) => /^https?:\/\//i.test(href);

/** The distinct http(s) links of rendered HTML, in order of first appearance. */
export function collectLinks(html: string): string[] {
  const links: string[] = [];
  for (const m of html.matchAll(ANCHOR)) {
    const href = unescapeAttr(m[1] ?? "");
    if (trackable(href) && !links.includes(href)) links.push(href);
  }
  return links;
}

/** Rewrites every http(s) link found in `links` to `via(index)`; mailto:, anchors and others stay. */
export function rewriteLinks(html: string, links: readonly string[], via: (index: number) => string): string {
  return html.replace(ANCHOR, (whole, raw: string) => {
    const index = links.indexOf(unescapeAttr(raw));
    return index < 0 ? whole : `<a href="${escapeAttr(via(index))}"`;
  });
}

/** The URLs of one recipient's e-mail, all under the site's own origin. */
export function recipientUrls(siteUrl: string, token: string) {
  return {
    click: (index: number) => `${siteUrl}/c/${token}/${index}`,
    open: `${siteUrl}/o/${token}`,
    unsubscribe: `${siteUrl}/newsletter/unsubscribe?token=${token}`,
  };
}

/** A campaign's name as its utm_campaign: `Diwali Offer — 2026!` → `diwali-offer-2026` (at most 60 characters). */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/**
 * A campaign link as the recipient lands on it: a link to our own site (`ownHosts`, with or without
 * `www.`) carries utm_source=newsletter, utm_medium=email and utm_campaign=<the name, slugified>, so
 * its visits and leads are counted for the campaign; a link to another site is left as it is.
 */
export function withCampaignUtm(href: string, campaignName: string, ownHosts: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  const bare = (h: string) => h.toLowerCase().replace(/^www\./, "");
  if (!ownHosts.some((h) => h && bare(h) === bare(url.host))) return href;
  url.searchParams.set("utm_source", "newsletter");
  url.searchParams.set("utm_medium", "email");
  const slug = slugify(campaignName);
  if (slug) url.searchParams.set("utm_campaign", slug);
  else url.searchParams.delete("utm_campaign");
  return url.toString();
}
