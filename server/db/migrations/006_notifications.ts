import type { AnyDb } from "./any-db";

// What the admin area's Notifications tab lists: new leads, failed deliveries, later comments.
export async function up(db: AnyDb) {
  await db.schema
    .createTable("notifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link", "text")
    .addColumn("read_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("notifications_created_idx").on("notifications").column("created_at").execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("notifications").execute();
}
