import { sql } from "kysely";
import type { AnyDb } from "./any-db";

// Daily analytics rollups (finished days are read from these, raw page views only for today), the
// time a page view was visible, the maintenance job's run log, and the indexes that keep retention
// and the admin lists fast at a year of data.
export async function up(db: AnyDb) {
  await db.schema.alterTable("page_views").addColumn("duration_ms", "integer").execute();
  await db.schema
    .createTable("analytics_days")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addColumn("bounces", "integer", (c) => c.notNull())
    .addColumn("timed_views", "integer", (c) => c.notNull())
    .addColumn("time_ms", "bigint", (c) => c.notNull())
    .addColumn("rolled_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("analytics_day_pages")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addColumn("timed_views", "integer", (c) => c.notNull())
    .addColumn("time_ms", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_day_pages_pk", ["day", "path"])
    .execute();
  await db.schema
    .createTable("analytics_day_referrers")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_day_referrers_pk", ["day", "host"])
    .execute();
  await db.schema
    .createTable("maintenance_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("maintenance_runs_started_idx").on("maintenance_runs").column("started_at").execute();
  // The leads list pages by (created_at, id); retention finds old rows by their time columns.
  await db.schema.createIndex("leads_created_id_idx").on("leads").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("rate_limits_window_idx").on("rate_limits").column("window_start").execute();
  await db.schema.createIndex("sessions_expires_idx").on("sessions").column("expires_at").execute();
  await db.schema.createIndex("chat_conversations_updated_idx").on("chat_conversations").column("updated_at").execute();
  await db.schema
    .createIndex("subscribers_status_created_idx")
    .on("subscribers")
    .columns(["status", "created_at"])
    .execute();
  // Only sent rows that still carry a payload: stripped rows drop out of the index.
  await sql`create index outbox_unstripped_idx on outbox (sent_at) where status = 'sent' and payload <> '{}'`.execute(
    db,
  );
}

export async function down(db: AnyDb) {
  for (const idx of [
    "outbox_unstripped_idx",
    "subscribers_status_created_idx",
    "chat_conversations_updated_idx",
    "sessions_expires_idx",
    "rate_limits_window_idx",
    "leads_created_id_idx",
  ]) {
    await db.schema.dropIndex(idx).execute();
  }
  for (const t of ["maintenance_runs", "analytics_day_referrers", "analytics_day_pages", "analytics_days"]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.alterTable("page_views").dropColumn("duration_ms").execute();
}
