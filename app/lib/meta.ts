import type { MetaDescriptor } from "react-router";
import type { PublicSettings } from "~/lib/public-settings";

interface PageMetaInfo {
  title: string;
  description: string;
  path: string;
  /** schema.org blocks from the loader (structured-data.server.ts). */
  jsonLd?: readonly object[];
}

/** The 1200 × 630 social preview of a page (server/seo/og-image.ts draws it): /og/home.png, /og/blog/<slug>.png. */
export function ogImagePath(path: string) {
  return `/og${path === "/" ? "/home" : path}.png`;
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
  opts: { noindex?: boolean; feed?: boolean } = {},
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
  ];
  if (opts.noindex) {
    tags.push({ name: "twitter:card", content: "summary" }, { name: "robots", content: "noindex, nofollow" });
    return tags;
  }
  tags.push(
    { property: "og:image", content: `${site?.siteUrl ?? ""}${ogImagePath(info.path)}` },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: info.title },
    { name: "twitter:card", content: "summary_large_image" },
  );
  if (opts.feed) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${brand} blog`.trim(),
      href: `${site?.siteUrl ?? ""}/blog/rss.xml`,
    });
  }
  for (const block of info.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}

/** The `meta` export of a route whose loader returns `{ page }` (see page-info.server.ts). */
export function routeMeta(args: MetaArgsLike, opts: { noindex?: boolean; feed?: boolean } = {}): MetaDescriptor[] {
  const page = (args.loaderData as { page?: PageMetaInfo } | undefined)?.page;
  if (!page) return [{ title: siteFrom(args.matches)?.brandName ?? "" }];
  return buildMeta(siteFrom(args.matches), page, opts);
}
