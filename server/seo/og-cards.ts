import { PAGES } from "~/content/pages";
import type { PublicSettings } from "~/lib/public-settings";
import { OUTCOME_PATHS, type SitePath } from "~/lib/site-paths";
import { ensureSeeded } from "../blog/posts";
import type { Db } from "../db/schema";
import type { OgCard, OgKind } from "./og-image";
import { INDEXABLE_PATHS } from "./sitemap";

// /og/home.png, /og/<page path>.png and /og/blog/<slug>.png (app/lib/meta.ts ogImagePath): which card
// each draws. Only known pages and published posts have one, so nobody can make the server draw text.

export function kindOf(path: string): OgKind {
  if (path === "/") return "home";
  if (path.startsWith("/blog/")) return "article";
  if ((OUTCOME_PATHS as readonly string[]).includes(path)) return "outcome";
  if (path.startsWith("/services/")) return "service";
  return "page";
}

/** The site path an image URL belongs to: "home" → "/", "services/web" → "/services/web". */
export function pathOfImage(rest: string): string {
  return rest === "home" ? "/" : `/${rest}`;
}

export interface CardSource {
  /** The cache key: changes when the card's words do. */
  key: string;
  card: OgCard;
}

export async function cardFor(db: Db, site: PublicSettings, path: string): Promise<CardSource | undefined> {
  const base = { brand: site.brandName, host: new URL(site.siteUrl).host };
  const article = /^\/blog\/([a-z0-9-]{1,120})$/.exec(path);
  if (article) {
    await ensureSeeded(db);
    const post = await db
      .selectFrom("posts")
      .select(["title", "category", "author", "updated_at"])
      .where("slug", "=", article[1])
      .where("status", "=", "published")
      .executeTakeFirst();
    if (!post) return undefined;
    return {
      key: `${path}@${post.updated_at}`,
      card: { ...base, kind: "article", title: post.title, subtitle: `${post.category} · ${post.author}` },
    };
  }
  if (!INDEXABLE_PATHS.includes(path)) return undefined;
  const page = PAGES[path as SitePath];
  return { key: path, card: { ...base, kind: kindOf(path), title: page.heading, subtitle: page.description } };
}

/** Renders each card once per process and keeps the most recent ones (a few hundred KB each). */
export function ogImageCache(limit = 120) {
  const cache = new Map<string, Promise<Buffer>>();
  return (source: CardSource): Promise<Buffer> => {
    let png = cache.get(source.key);
    if (png) {
      cache.delete(source.key); // re-insert: most recently used last
    } else {
      // satori and the resvg WebAssembly load with the first card, not with every server start.
      png = import("./og-image").then(({ renderOgImage }) => renderOgImage(source.card));
      png.catch(() => cache.delete(source.key));
    }
    cache.set(source.key, png);
    while (cache.size > limit) cache.delete(cache.keys().next().value as string);
    return png;
  };
}
