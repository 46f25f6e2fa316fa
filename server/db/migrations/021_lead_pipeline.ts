import { sql } from "kysely";
import type { AnyDb } from "./any-db";

// Leads as a pipeline: an owner (a user who can use Leads), a follow-up day, and the lead's timeline
// in its own table, deleted with the lead (cascade, and explicitly by erase). Linking a person's leads
// compares e-mails in lower case, so that expression is indexed.
export async function up(db: AnyDb) {
  await db.schema.alterTable("leads").addColumn("owner_id", "text").execute();
  // A calendar day (yyyy-mm-dd) in India Standard Time, the sales team's day.
  await db.schema.alterTable("leads").addColumn("follow_up_on", "text").execute();
  await db.schema.createIndex("leads_owner_idx").on("leads").columns(["owner_id", "created_at"]).execute();
  await db.schema.createIndex("leads_follow_up_idx").on("leads").column("follow_up_on").execute();
  await sql`create index leads_email_lower_idx on leads (lower(email))`.execute(db);
  // The Leads tab grouped by person reads this index in order instead of sorting every lead.
  await sql`create index leads_person_idx on leads (coalesce(lower(email), id), created_at)`.execute(db);
  await db.schema
    .createTable("lead_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    // The user's name at the time, or "system" (the site, the delivery worker).
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("lead_events_lead_idx").on("lead_events").columns(["lead_id", "at"]).execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("lead_events").execute();
  await sql`drop index if exists leads_person_idx`.execute(db);
  await sql`drop index if exists leads_email_lower_idx`.execute(db);
  await db.schema.dropIndex("leads_follow_up_idx").ifExists().execute();
  await db.schema.dropIndex("leads_owner_idx").ifExists().execute();
  await db.schema.alterTable("leads").dropColumn("follow_up_on").execute();
  await db.schema.alterTable("leads").dropColumn("owner_id").execute();
}
