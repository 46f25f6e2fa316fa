import { sql } from "kysely";
import { z } from "zod";
import type { Db } from "../db/schema";

// Likes of an approved comment, counted like an article's (server/blog/reactions.ts): no account and no
// cookie. "One like per browser" is the article page's promise (it remembers the like in localStorage
// and sends "unlike" to take it back); the server counts atomically and the API's rate limit bounds abuse.
export const CommentLikeSchema = z.object({ action: z.enum(["like", "unlike"]) }).strict();
export type CommentLikeAction = z.infer<typeof CommentLikeSchema>["action"];

/** A comment id as the site makes them (UUIDs); anything else is refused before the database. */
export const CommentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The new count, or undefined when no approved comment has this id. */
export async function likeComment(db: Db, id: string, action: CommentLikeAction) {
  const likes = action === "like" ? sql<number>`likes + 1` : sql<number>`case when likes > 0 then likes - 1 else 0 end`;
  const result = await db
    .updateTable("comments")
    .set({ likes })
    .where("id", "=", id)
    .where("status", "=", "approved")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  const row = await db.selectFrom("comments").select("likes").where("id", "=", id).executeTakeFirstOrThrow();
  return { likes: Number(row.likes) };
}
