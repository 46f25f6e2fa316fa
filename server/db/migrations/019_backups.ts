import type { AnyDb } from "./any-db";

// The history of backups (scheduled and manual): one row per file kept in BACKUP_DIR, so the Backup
// tab can list, download and restore them, and the schedule can keep only the newest BACKUP_KEEP.
export async function up(db: AnyDb) {
  await db.schema
    .createTable("backups")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("file_name", "text", (c) => c.notNull().unique())
    .addColumn("byte_size", "bigint", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("backups_kind_created_idx").on("backups").columns(["kind", "created_at"]).execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("backups").execute();
}
