import { randomUUID } from "node:crypto";
import type { AdminComment, CommentsApi } from "~/features/admin/comments/comments-api";
import { CommentSchema, type PublicComment } from "~/features/blog/comment-schema";
import { invalidFields, type Result, refuse } from "~/lib/result";
import { COMMENT_STATUSES, oneOf } from "~/lib/statuses";
import { type AuditActor, audit } from "../auth/audit";
import { bumpContentVersion } from "../content-version/content-version";
import type { Db } from "../db/schema";
import type { CommentMail } from "../mail/comment-email";
import { addNotification } from "../notifications/notify";
import { insertOutboxRows } from "../outbox/enqueue";

/**
 * A visitor's comment: validated, stored as pending with a notification and an e-mail (outbox row) for
 * the team, in one transaction. A filled honeypot gets the same answer and stores nothing.
 */
export async function addComment(db: Db, slug: string, input: Record<string, string>): Promise<Result> {
  const parsed = CommentSchema.safeParse(input);
  if (!parsed.success) return invalidFields(parsed.error);
  const thanks = { ok: true as const, message: "Thank you. Your comment will appear once our team has reviewed it." };
  if (input.website) return thanks;
  const post = await db
    .selectFrom("posts")
    .select(["id", "title"])
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!post) return refuse("missing", "This article is no longer available.");
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("comments")
      .values({
        id,
        post_id: post.id,
        author_name: parsed.data.name,
        email: parsed.data.email,
        body: parsed.data.comment,
        status: "pending",
        created_at: now,
      })
      .execute();
    // The team's e-mail, delivered by the outbox worker with retries (server/mail/comment-email.ts).
    const mail: CommentMail = {
      commentId: id,
      postTitle: post.title,
      postSlug: slug,
      name: parsed.data.name,
      email: parsed.data.email,
      body: parsed.data.comment,
      createdAt: now,
    };
    await insertOutboxRows(trx, null, [{ kind: "comment_email", payload: { comment: mail } }], now);
    await addNotification(trx, {
      kind: "comment",
      title: `New comment on “${post.title}”`,
      body: `${parsed.data.name}: ${parsed.data.comment.slice(0, 140)}`,
      link: "/admin/comments",
    });
  });
  return thanks;
}

/** Approved comments of a post, oldest first; never the e-mail. */
export async function approvedComments(db: Db, postId: string): Promise<PublicComment[]> {
  const rows = await db
    .selectFrom("comments")
    .select(["id", "author_name", "body", "created_at", "likes"])
    .where("post_id", "=", postId)
    .where("status", "=", "approved")
    .orderBy("created_at", "asc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.author_name,
    body: r.body,
    createdAt: r.created_at,
    likes: Number(r.likes),
  }));
}

export async function listComments(db: Db): Promise<AdminComment[]> {
  const rows = await db
    .selectFrom("comments")
    .leftJoin("posts", "posts.id", "comments.post_id")
    .select([
      "comments.id",
      "comments.author_name",
      "comments.email",
      "comments.body",
      "comments.status",
      "comments.created_at",
      "comments.likes",
      "posts.title",
      "posts.slug",
    ])
    .orderBy("comments.created_at", "desc")
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.author_name,
    email: r.email,
    body: r.body,
    status: r.status,
    createdAt: r.created_at,
    likes: Number(r.likes),
    postTitle: r.title ?? "(deleted post)",
    postSlug: r.slug ?? null,
  }));
}

/** Approve or reject; the post's public comment count follows the approved ones. */
export async function setCommentStatus(db: Db, actor: AuditActor, id: string, value: string): Promise<Result> {
  const status = oneOf(COMMENT_STATUSES, value);
  if (!status) return refuse("invalid", "Unknown status.");
  const row = await db.selectFrom("comments").select("post_id").where("id", "=", id).executeTakeFirst();
  if (!row) return refuse("missing", "This comment no longer exists.");
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("comments").set({ status }).where("id", "=", id).execute();
    const { n } = await trx
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("post_id", "=", row.post_id)
      .where("status", "=", "approved")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("posts")
      .set({ comments: Number(n) })
      .where("id", "=", row.post_id)
      .execute();
    // Approved comments show on the article: a content change.
    await bumpContentVersion(trx);
  });
  await audit(db, actor, `comment.${status}`, id);
  return { ok: true, message: status === "approved" ? "Comment approved." : "Comment rejected." };
}

/** The Comments tab's slice for one signed-in user. */
export function commentsApi(db: Db, actor: AuditActor): CommentsApi {
  return {
    list: () => listComments(db),
    setStatus: (id, status) => setCommentStatus(db, actor, id, status),
  };
}
