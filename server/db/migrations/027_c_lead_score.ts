import { sql } from "kysely";
import type { AnyDb } from "./any-db";

// The lead score (issue #39, server/score): stored on the lead so the Leads list sorts and filters by
// an index, erasure and backups follow the row, and nothing is computed on a request. New columns are
// filled by the maintenance job (engaged_at null: never scored) and on the lead's next event.
export async function up(db: AnyDb) {
  await db.schema
    .alterTable("leads")
    .addColumn("score", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // JSON list of the lines that counted, as shown ("+20 calculated cost of inaction above $250,000").
  await db.schema
    .alterTable("leads")
    .addColumn("score_lines", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("score_fit", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("score_engagement", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The person's last activity (ISO): engagement halves every 30 days after it (the daily job's index).
  await db.schema.alterTable("leads").addColumn("engaged_at", "text").execute();
  // Set once, in the transaction that queues the "hot lead" e-mail: never a second one.
  await db.schema.alterTable("leads").addColumn("hot_notified_at", "text").execute();
  await db.schema.createIndex("leads_score_idx").on("leads").columns(["score", "created_at"]).execute();
  await db.schema.createIndex("leads_engaged_idx").on("leads").columns(["engaged_at", "id"]).execute();
  // A person's campaign clicks are read by subscriber, never by scanning every recipient.
  await db.schema
    .createIndex("campaign_recipients_subscriber_idx")
    .on("campaign_recipients")
    .column("subscriber_id")
    .execute();
}

export async function down(db: AnyDb) {
  await sql`drop index if exists campaign_recipients_subscriber_idx`.execute(db);
  await sql`drop index if exists leads_engaged_idx`.execute(db);
  await sql`drop index if exists leads_score_idx`.execute(db);
  for (const column of ["hot_notified_at", "engaged_at", "score_engagement", "score_fit", "score_lines", "score"]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}
