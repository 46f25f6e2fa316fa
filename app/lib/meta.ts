import type { MetaDescriptor } from "react-router";
import type { PublicSettings } from "~/lib/public-settings";

interface PageMetaInfo {
  title: string;
  description: string;
  path: string;
}

interface MetaArgsLike {
  loaderData?: unknown;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export function normalizePath(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function siteFrom(matches: MetaArgsLike["matches"]): PublicSettings | undefined {
  return (matches.find((m) => m?.id === "root")?.loaderData as { site?: PublicSettings } | undefined)?.site;
}

/** Title, description, canonical URL and social tags for one page. */
export function buildMeta(
  site: PublicSettings | undefined,
  info: PageMetaInfo,
  opts: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const brand = site?.brandName ?? "";
  const title = brand ? `${info.title} | ${brand}` : info.title;
  const url = `${site?.siteUrl ?? ""}${info.path}`;
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

/** The `meta` export of a route whose loader returns `{ page }` (see page-info.server.ts). */
export function routeMeta(args: MetaArgsLike, opts: { noindex?: boolean } = {}): MetaDescriptor[] {
  const page = (args.loaderData as { page?: PageMetaInfo } | undefined)?.page;
  if (!page) return [{ title: siteFrom(args.matches)?.brandName ?? "" }];
  return buildMeta(siteFrom(args.matches), page, opts);
}
