import type { AnyDb } from "./any-db";

// Visitors' comments on articles: pending until the team approves them in the admin Comments tab.
export async function up(db: AnyDb) {
  await db.schema
    .createTable("comments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull())
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("comments_post_status_idx").on("comments").columns(["post_id", "status"]).execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("comments").execute();
}
