import type { AnyDb } from "./any-db";

export async function up(db: AnyDb) {
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("email", "text")
    .addColumn("company", "text")
    .addColumn("phone", "text")
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_created_at_idx").on("leads").column("created_at").execute();
  await db.schema.createIndex("leads_type_idx").on("leads").columns(["type", "created_at"]).execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("leads").execute();
}
