import { randomUUID } from "node:crypto";
import type { AdminPost, BlogApi } from "~/features/admin/blog/blog-api";
import { type PostForm, PostFormSchema, slugify } from "~/features/admin/blog/post-schema";
import { readTimeMinutes } from "~/lib/read-time";
import { invalidFields, type Result, refuse } from "~/lib/result";
import { oneOf, POST_STATUSES } from "~/lib/statuses";
import { type AuditActor, audit } from "../auth/audit";
import { bumpContentVersion } from "../content-version/content-version";
import type { Db } from "../db/schema";
import { parseTags } from "./posts";

// The writing side of the blog (admin Blog Posts tab). Every change is audited; the public pages read
// the same table on each request, so a publish or unpublish shows at once, without a rebuild. Every
// change bumps the content version in its transaction, so caches built from posts (the /search index,
// OG cards) are rebuilt (server/content-version).

const GONE = "This post no longer exists.";

/** yyyy-mm-dd in UTC. */
const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** Every post, newest publish date first; drafts never published (no date) come last. */
export async function listAllPosts(db: Db): Promise<AdminPost[]> {
  const rows = await db
    .selectFrom("posts")
    .selectAll()
    .orderBy("publish_date", "desc")
    .orderBy("created_at", "desc")
    .orderBy("slug", "asc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    author: r.author,
    content: r.content,
    excerpt: r.excerpt,
    category: r.category,
    tags: parseTags(r.tags),
    featured: Boolean(r.featured),
    status: r.status === "published" ? "published" : "draft",
    image: r.image ?? "",
    imageAlt: r.image_alt ?? "",
    seoTitle: r.seo_title ?? "",
    seoDescription: r.seo_description ?? "",
    publishDate: r.publish_date || null,
    readTimeMinutes: readTimeMinutes(r.content),
    views: Number(r.views),
    likes: Number(r.likes),
    comments: Number(r.comments),
    shares: Number(r.shares),
    updatedAt: r.updated_at,
  }));
}

/** `base`, or `base-2`, `base-3`… : the first slug no other post uses. */
async function freeSlug(db: Db, base: string, exceptId: string | null): Promise<string> {
  const taken = new Set(
    (
      await db
        .selectFrom("posts")
        .select(["slug", "id"])
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    )
      .filter((r) => r.id !== exceptId)
      .map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function columns(post: PostForm) {
  return {
    title: post.title,
    author: post.author,
    content: post.content,
    excerpt: post.excerpt,
    category: post.category,
    tags: JSON.stringify(post.tags),
    featured: post.featured ? 1 : 0,
    status: post.status,
    image: post.image || null,
    image_alt: post.image ? post.imageAlt : null,
    seo_title: post.seoTitle || null,
    seo_description: post.seoDescription || null,
  };
}

/**
 * Creates (id null) or updates a post. The slug comes from the title unless one is typed; a typed slug
 * another post uses is refused, a derived one gets a number. The publish date is set on first publish.
 */
export async function savePost(db: Db, actor: AuditActor, id: string | null, input: unknown): Promise<Result> {
  const parsed = PostFormSchema.safeParse(input);
  if (!parsed.success) return invalidFields(parsed.error);
  const post = parsed.data;
  const existing = id ? await db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (id && !existing) return refuse("missing", GONE);

  let slug = post.slug;
  if (slug) {
    const clash = await db.selectFrom("posts").select("id").where("slug", "=", slug).executeTakeFirst();
    if (clash && clash.id !== id) return invalidFields({ slug: "Another post already uses this slug." });
  } else {
    const base = slugify(post.title);
    if (!base) return invalidFields({ slug: "Enter a slug: the title has no letters or digits to make one from." });
    slug = existing && slugify(existing.title) === base ? existing.slug : await freeSlug(db, base, id);
  }

  const now = new Date().toISOString();
  const publishDate = existing?.publish_date || (post.status === "published" ? today() : "");
  try {
    if (existing) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("posts")
          .set({ ...columns(post), slug, publish_date: publishDate, updated_at: now })
          .where("id", "=", existing.id)
          .execute();
        await bumpContentVersion(trx);
      });
      await audit(db, actor, "post.update", slug, { status: post.status });
      return { ok: true, message: `Saved “${post.title}”.`, id: existing.id };
    }
    const newId = randomUUID();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("posts")
        .values({ id: newId, ...columns(post), slug, publish_date: publishDate, created_at: now, updated_at: now })
        .execute();
      await bumpContentVersion(trx);
    });
    await audit(db, actor, "post.create", slug, { status: post.status });
    return { ok: true, message: `Created “${post.title}”.`, id: newId };
  } catch (err) {
    // Two editors saving the same slug at once: the unique index decides, the loser is told.
    if (/unique|duplicate/i.test(String(err))) return invalidFields({ slug: "Another post already uses this slug." });
    throw err;
  }
}

/** The table's status dropdown: saved at once; the first publish dates the post today. */
export async function setPostStatus(db: Db, actor: AuditActor, id: string, value: string): Promise<Result> {
  const status = oneOf(POST_STATUSES, value);
  if (!status) return refuse("invalid", "Choose draft or published.");
  const row = await db.selectFrom("posts").select(["slug", "publish_date"]).where("id", "=", id).executeTakeFirst();
  if (!row) return refuse("missing", GONE);
  const publishDate = row.publish_date || (status === "published" ? today() : "");
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("posts")
      .set({ status, publish_date: publishDate, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    await bumpContentVersion(trx);
  });
  await audit(db, actor, "post.status", row.slug, { status });
  return { ok: true, message: status === "published" ? "Post published." : "Post moved to drafts." };
}

export async function deletePost(db: Db, actor: AuditActor, id: string): Promise<Result> {
  const row = await db.selectFrom("posts").select(["slug", "title"]).where("id", "=", id).executeTakeFirst();
  if (!row) return refuse("missing", GONE);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("comments").where("post_id", "=", id).execute();
    await trx.deleteFrom("posts").where("id", "=", id).execute();
    await bumpContentVersion(trx);
  });
  await audit(db, actor, "post.delete", row.slug, { title: row.title });
  return { ok: true, message: `Deleted “${row.title}”.` };
}

/** The Blog Posts tab's slice for one signed-in user. */
export function blogApi(db: Db, actor: AuditActor): BlogApi {
  return {
    list: () => listAllPosts(db),
    save: (id, input) => savePost(db, actor, id, input),
    setStatus: (id, status) => setPostStatus(db, actor, id, status),
    remove: (id) => deletePost(db, actor, id),
  };
}
