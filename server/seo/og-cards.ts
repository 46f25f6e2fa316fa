import { PAGES } from "~/content/pages";
import type { PublicSettings } from "~/lib/public-settings";
import { OUTCOME_PATHS, type SitePath } from "~/lib/site-paths";
import { runJob } from "../background/workers";
import { ensureSeeded } from "../blog/posts";
import type { Db } from "../db/schema";
import { countContentBuild } from "../ops/metrics";
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

/** The card of a path: a published post's or a known page's; undefined for anything else. */
export async function cardFor(db: Db, site: PublicSettings, path: string): Promise<OgCard | undefined> {
  const base = { brand: site.brandName, host: new URL(site.siteUrl).host };
  const article = /^\/blog\/([a-z0-9-]{1,120})$/.exec(path);
  if (article) {
    await ensureSeeded(db);
    const post = await db
      .selectFrom("posts")
      .select(["title", "category", "author"])
      .where("slug", "=", article[1])
      .where("status", "=", "published")
      .executeTakeFirst();
    if (!post) return undefined;
    return { ...base, kind: "article", title: post.title, subtitle: `${post.category} · ${post.author}` };
  }
  if (!INDEXABLE_PATHS.includes(path)) return undefined;
  const page = PAGES[path as SitePath];
  return { ...base, kind: kindOf(path), title: page.heading, subtitle: page.description };
}

/** The cache key of a path's card: an article's words change with the content, a page's only with a build. */
export const cardKey = (path: string, version: number) => (kindOf(path) === "article" ? `${path}@${version}` : path);

/**
 * Draws cards in a background worker thread (docs/decisions/056), one worker at a time: satori's layout
 * and resvg's paint held the request thread 100-200 ms a card, so each new content version's cards,
 * fetched by crawlers and link previews, stalled every visitor. The cards asked for while a worker
 * draws go together to the next one, so a crawler's burst starts one worker, not one per card.
 */
export function cardPainter() {
  let queued: { card: OgCard; resolve: (png: Buffer) => void; reject: (err: unknown) => void }[] = [];
  let drawing = false;
  async function drawQueued() {
    drawing = true;
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      try {
        await runJob(
          "ogCards",
          { cards: batch.map((b) => b.card) },
          {
            onProgress: ({ index, png }) =>
              batch[index]?.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength)),
          },
        );
        // Settles a card the job never sent (none should be left); a drawn card's promise is kept.
        for (const b of batch) b.reject(new Error("the card was not drawn"));
      } catch (err) {
        // The cards drawn before it failed (or shutdown stopped it) were answered already.
        for (const b of batch) b.reject(err);
      }
    }
    drawing = false;
  }
  return (card: OgCard) =>
    new Promise<Buffer>((resolve, reject) => {
      queued.push({ card, resolve, reject });
      if (!drawing) void drawQueued();
    });
}

/**
 * Renders each card once per process and content version (server/content-version) and keeps the most
 * recent ones. A hit needs no database read; a content change (a retitled, unpublished or deleted post)
 * makes every article's card stale, and those are dropped at once to leave room for the new ones.
 */
export function ogImageCache(limit = 120) {
  const cache = new Map<string, Promise<Buffer>>();
  let newest: number | undefined;

  const paint = cardPainter();
  function draw(key: string, card: OgCard) {
    const png = paint(card);
    countContentBuild("og_card");
    png.catch(() => {
      if (cache.get(key) === png) cache.delete(key);
    });
    return png;
  }

  /** The PNG of `path`'s card at content version `version`; undefined when `load` finds no card. */
  return async (path: string, version: number, load: () => Promise<OgCard | undefined>) => {
    if (newest === undefined || version > newest) {
      for (const key of [...cache.keys()]) if (key.includes("@")) cache.delete(key);
      newest = version;
    }
    const key = cardKey(path, version);
    let png = cache.get(key);
    if (!png) {
      const card = await load();
      if (!card) return undefined;
      // Another request may have drawn it while this one read the post.
      png = cache.get(key) ?? draw(key, card);
    }
    cache.delete(key); // re-insert: most recently used last
    cache.set(key, png);
    while (cache.size > limit) cache.delete(cache.keys().next().value as string);
    return png;
  };
}
