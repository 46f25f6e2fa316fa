import type { AnyDb } from "./any-db";

// Likes of an approved comment, counted like an article's (server/blog/comment-likes.ts): no account,
// no cookie, one counter per comment.
export async function up(db: AnyDb) {
  await db.schema
    .alterTable("comments")
    .addColumn("likes", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb) {
  await db.schema.alterTable("comments").dropColumn("likes").execute();
}
