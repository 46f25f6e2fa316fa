import type { AnyDb } from "./any-db";

// Cookieless page views (server/analytics): one row per counted view with a visitor hash that
// rotates daily, and the day's salt, shared by every replica and deleted when the day is over.
export async function up(db: AnyDb) {
  await db.schema
    .createTable("page_views")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text")
    .execute();
  await db.schema.createIndex("page_views_day_idx").on("page_views").columns(["day", "path"]).execute();
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("analytics_salts").execute();
  await db.schema.dropTable("page_views").execute();
}
