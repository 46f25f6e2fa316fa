import type { AnyDb } from "./any-db";

// Blog posts for the public blog and the admin area; the six seed articles are added at start.
export async function up(db: AnyDb) {
  await db.schema
    .createTable("posts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image", "text")
    .addColumn("image_alt", "text")
    .addColumn("publish_date", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("likes", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("comments", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("shares", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("posts_status_date_idx").on("posts").columns(["status", "publish_date"]).execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("posts").execute();
}
