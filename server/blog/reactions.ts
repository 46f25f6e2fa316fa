import { sql } from "kysely";
import { z } from "zod";
import type { Db } from "../db/schema";

// Likes and shares of a published article, counted without an account or a cookie. "One like per
// browser" is the article page's promise (it remembers its like in localStorage and sends "unlike" to
// take it back); the server counts atomically and the API's per-client rate limit bounds abuse.
export const ReactionSchema = z.object({ action: z.enum(["like", "unlike", "share"]) }).strict();
export type ReactionAction = z.infer<typeof ReactionSchema>["action"];

export async function react(db: Db, slug: string, action: ReactionAction) {
  const change =
    action === "like"
      ? { likes: sql<number>`likes + 1` }
      : action === "unlike"
        ? { likes: sql<number>`case when likes > 0 then likes - 1 else 0 end` }
        : { shares: sql<number>`shares + 1` };
  const result = await db
    .updateTable("posts")
    .set(change)
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  const row = await db
    .selectFrom("posts")
    .select(["likes", "shares"])
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return { likes: Number(row.likes), shares: Number(row.shares) };
}
