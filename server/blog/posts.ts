import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { BlogArticle } from "~/content/blog-article";
import { BLOG_ARTICLES, formatBlogDate } from "~/content/blog-seed";
import type { BlogPost, BlogPostSummary, BlogReader } from "~/lib/blog-types";
import { readTimeLabel } from "~/lib/read-time";
import { bumpContentVersion } from "../content-version/content-version";
import type { Db, PostsTable } from "../db/schema";
import { getBlogSettings } from "../settings/site-settings";
import { addComment, approvedComments } from "./comments";
import { renderMarkdown } from "./markdown";
import { recordView } from "./views";

// The one module that reads blog posts, for the public pages and (later) the admin area.

type PostRow = Selectable<PostsTable>;
export const RELATED_LIMIT = 3;

export function parseTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

export function toSummary(row: PostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    tags: parseTags(row.tags),
    author: row.author,
    featured: Boolean(row.featured),
    image: row.image ? { src: row.image, alt: row.image_alt ?? "" } : null,
    publishDate: row.publish_date,
    date: formatBlogDate(row.publish_date),
    readTime: readTimeLabel(row.content),
  };
}

export function toPost(row: PostRow): BlogPost {
  return {
    ...toSummary(row),
    content: row.content,
    html: renderMarkdown(row.content),
    status: row.status === "published" ? "published" : "draft",
    seoTitle: row.seo_title ?? null,
    seoDescription: row.seo_description ?? null,
    views: Number(row.views),
    likes: Number(row.likes),
    comments: Number(row.comments),
    shares: Number(row.shares),
  };
}

/** Published first by date, newest first; ties by creation time, then slug, so the order is stable. */
function published(db: Db) {
  return db
    .selectFrom("posts")
    .selectAll()
    .where("status", "=", "published")
    .orderBy("publish_date", "desc")
    .orderBy("created_at", "desc")
    .orderBy("slug", "asc");
}

export async function listPublished(db: Db): Promise<BlogPostSummary[]> {
  return (await published(db).execute()).map(toSummary);
}

export async function listFeatured(db: Db): Promise<BlogPostSummary[]> {
  return (await published(db).where("featured", "=", 1).execute()).map(toSummary);
}

/** A post by slug; drafts only when asked for (the admin area). */
export async function getBySlug(db: Db, slug: string, opts: { includeDrafts?: boolean } = {}) {
  let query = db.selectFrom("posts").selectAll().where("slug", "=", slug);
  if (!opts.includeDrafts) query = query.where("status", "=", "published");
  const row = await query.executeTakeFirst();
  return row ? toPost(row) : undefined;
}

/** Other published posts: the same category first, then the rest, newest first within each group. */
export async function related(
  db: Db,
  post: Pick<BlogPostSummary, "slug" | "category">,
  limit = RELATED_LIMIT,
): Promise<BlogPostSummary[]> {
  const others = (await listPublished(db)).filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...same, ...rest].slice(0, Math.max(0, limit));
}

function seedRow(article: BlogArticle, now: string) {
  return {
    id: randomUUID(),
    slug: article.slug,
    title: article.title,
    seo_title: article.seoTitle ?? null,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    tags: JSON.stringify(article.tags),
    author: article.author,
    status: article.status,
    featured: article.featured ? 1 : 0,
    image: article.image.src,
    image_alt: article.image.alt,
    publish_date: article.publishDate,
    // views, likes, comments and shares keep their column default, 0: every number the team sees was counted.
    created_at: now,
    updated_at: now,
  };
}

/**
 * Inserts the seed articles whose slug is not in the table yet; existing rows (and any edits made to
 * them later) are never touched. Safe to run from several servers at once; see seedOnce.
 * Returns how many rows were added.
 */
export async function seedPosts(db: Db, articles: readonly BlogArticle[] = BLOG_ARTICLES): Promise<number> {
  if (articles.length === 0) return 0;
  const existing = new Set(
    (
      await db
        .selectFrom("posts")
        .select("slug")
        .where(
          "slug",
          "in",
          articles.map((a) => a.slug),
        )
        .execute()
    ).map((r) => r.slug),
  );
  const now = new Date().toISOString();
  const missing = articles.filter((a) => !existing.has(a.slug)).map((a) => seedRow(a, now));
  if (missing.length === 0) return 0;
  const result = await db
    .insertInto("posts")
    .values(missing)
    .onConflict((oc) => oc.column("slug").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The site_settings row that says this database got its seed articles (a deleted one stays deleted). */
export const SEEDED_KEY = "blog_seeded";

/**
 * Seeds the articles once per database, not at every start: the first server that finds no
 * `blog_seeded` row inserts them and writes the row, so an article the team deletes or unpublishes
 * later stays so after a restart. Concurrent first starts are harmless (seedPosts skips existing slugs).
 */
export async function seedOnce(db: Db, articles: readonly BlogArticle[] = BLOG_ARTICLES): Promise<number> {
  const done = await db.selectFrom("site_settings").select("key").where("key", "=", SEEDED_KEY).executeTakeFirst();
  if (done) return 0;
  const added = await seedPosts(db, articles);
  // After the rows: a cache built meanwhile from the old version's number is rebuilt with them.
  if (added > 0) await bumpContentVersion(db);
  const now = new Date().toISOString();
  await db
    .insertInto("site_settings")
    .values({ key: SEEDED_KEY, value: JSON.stringify({ at: now, articles: articles.length }), updated_at: now })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  return added;
}

// One check per database handle and process: the first blog read waits for it, later ones do not.
const seeded = new WeakMap<Db, Promise<number>>();

export function ensureSeeded(db: Db): Promise<number> {
  let done = seeded.get(db);
  if (!done) {
    done = seedOnce(db).catch((err: unknown) => {
      seeded.delete(db); // try again on the next request
      throw err;
    });
    seeded.set(db, done);
  }
  return done;
}

/**
 * The read side handed to route loaders as context.blog; `client` is the request's clientKey, which
 * views are counted per ("unknown" where no visitor asks, as when the SEO audit renders a page).
 */
export function postsReader(db: Db, client = "unknown"): BlogReader {
  const ready = <T>(read: () => Promise<T>) => ensureSeeded(db).then(read);
  return {
    listPublished: () => ready(() => listPublished(db)),
    listFeatured: () => ready(() => listFeatured(db)),
    getBySlug: (slug) => ready(() => getBySlug(db, slug)),
    related: (post, limit) => ready(() => related(db, post, limit)),
    recordView: (post, request) => recordView(db, post, request, client),
    addComment: async (slug, input) => {
      const result = await addComment(db, slug, input);
      return result.ok ? { ok: true, message: result.message ?? "" } : result;
    },
    comments: (postId) => approvedComments(db, postId),
    // Title, description and page size as saved in the admin area's Settings tab.
    settings: () => getBlogSettings(db),
  };
}
