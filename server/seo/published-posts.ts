import { ensureSeeded, parseTags } from "../blog/posts";
import type { Db } from "../db/schema";

/** What the sitemap, the feed, the search index and the article images need of each published post. */
export interface PublishedPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  tags: string[];
  publishDate: string;
  updatedAt: string;
}

/** Published posts, newest first (the blog's order); the seed articles are inserted first on a new database. */
export async function publishedPosts(db: Db): Promise<PublishedPost[]> {
  await ensureSeeded(db);
  const rows = await db
    .selectFrom("posts")
    .select(["slug", "title", "excerpt", "category", "author", "tags", "publish_date", "updated_at"])
    .where("status", "=", "published")
    .orderBy("publish_date", "desc")
    .orderBy("created_at", "desc")
    .orderBy("slug", "asc")
    .execute();
  return rows.map((r) => ({
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    category: r.category,
    author: r.author,
    tags: parseTags(r.tags),
    publishDate: r.publish_date,
    updatedAt: r.updated_at,
  }));
}
