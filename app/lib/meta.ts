import type { MetaDescriptor } from "react-router";
import { PAGES, type PageInfo } from "~/content/pages";
import type { PublicSettings } from "~/lib/public-settings";
import type { SitePath } from "~/lib/site-paths";

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

export function normalizePath(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export function pageInfo(pathname: string): PageInfo | undefined {
  return PAGES[normalizePath(pathname) as SitePath];
}

function siteFrom(matches: MetaArgsLike["matches"]): PublicSettings | undefined {
  return (matches.find((m) => m?.id === "root")?.data as { site?: PublicSettings } | undefined)?.site;
}

/** Title, description, canonical URL and social tags for one page. */
export function buildMeta(
  site: PublicSettings | undefined,
  path: string,
  info: Pick<PageInfo, "title" | "description">,
  opts: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const brand = site?.brandName ?? "";
  const title = brand ? `${info.title} | ${brand}` : info.title;
  const url = `${site?.siteUrl ?? ""}${path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: info.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: info.description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: brand },
    { name: "twitter:card", content: "summary" },
  ];
  if (opts.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

/** The `meta` export of a route whose page is listed in content/pages.ts. */
export function routeMeta(args: MetaArgsLike, opts: { noindex?: boolean } = {}): MetaDescriptor[] {
  const path = normalizePath(args.location.pathname);
  const info = pageInfo(path) ?? PAGES["/"];
  return buildMeta(siteFrom(args.matches), path, info, opts);
}
