import type { AnyDb } from "./any-db";

export async function up(db: AnyDb) {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("rate_limits").execute();
}
