import { sql } from "kysely";
import type { AnyDb } from "./any-db";

/** The attribution columns of a lead (all text, null when unknown), in the order the admin shows them. */
const LEAD_COLUMNS = [
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "sent_from",
] as const;

// Where a lead came from (kept with the lead, no cookie), the UTM source and campaign of a landing page
// view, and a daily rollup of landing visitors per page, source and campaign, so the Analytics tab can
// put visitors beside leads without reading raw views of finished days.
export async function up(db: AnyDb) {
  for (const column of LEAD_COLUMNS) {
    await db.schema.alterTable("leads").addColumn(column, "text").execute();
  }
  // The Analytics tab groups a period's leads by source, campaign and landing page: the index holds
  // every column it reads, so the group-by never visits the rows.
  await db.schema
    .createIndex("leads_attribution_idx")
    .on("leads")
    .columns(["created_at", "utm_source", "referrer_host", "utm_campaign", "landing_page", "status", "value"])
    .execute();
  // The Leads tab's Source and Campaign filters (the source as Analytics counts it), newest first.
  await sql`create index leads_source_idx on leads (coalesce(utm_source, referrer_host), created_at)`.execute(db);
  await db.schema.createIndex("leads_campaign_idx").on("leads").columns(["utm_campaign", "created_at"]).execute();
  await db.schema
    .alterTable("page_views")
    .addColumn("landing", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("page_views").addColumn("utm_source", "text").execute();
  await db.schema.alterTable("page_views").addColumn("utm_campaign", "text").execute();
  await db.schema
    .createTable("analytics_day_landings")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    // utm_source, else the referrer host, else "" (direct); "" without a campaign.
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("campaign", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_day_landings_pk", ["day", "path", "source", "campaign"])
    .execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("analytics_day_landings").execute();
  for (const column of ["utm_campaign", "utm_source", "landing"]) {
    await db.schema.alterTable("page_views").dropColumn(column).execute();
  }
  for (const idx of ["leads_campaign_idx", "leads_source_idx", "leads_attribution_idx"]) {
    await db.schema.dropIndex(idx).execute();
  }
  for (const column of [...LEAD_COLUMNS].reverse()) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}
