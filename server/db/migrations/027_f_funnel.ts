import { sql } from "kysely";
import { type FunnelReach, REACHED_COLUMN, reachedFromHistory } from "../../leads/funnel-reach";
import type { AnyDb } from "./any-db";

/** Leads read and rewritten per batch: short statements, so a large table is never held in one go. */
const BATCH = 500;

const STEPS = Object.keys(REACHED_COLUMN) as FunnelReach[];

// The funnel from visit to won (issue #39) counts, of a period's leads, those that ever reached each
// step. The first time of each step is kept on the lead (set where the timeline line is written,
// server/leads/lead-events.ts), so Analytics sums indexed columns instead of reading every timeline.
// The leads-by-source covering index gains them and the id (it replaces leads_attribution_idx: same
// leading columns, so every query that used that one uses this one). Existing leads are backfilled from their
// timeline, their calls and their status, in batches.
export async function up(db: AnyDb) {
  for (const step of STEPS) await db.schema.alterTable("leads").addColumn(REACHED_COLUMN[step], "text").execute();
  await backfillFunnel(db);
  await db.schema
    .createIndex("leads_funnel_idx")
    .on("leads")
    .columns([
      "created_at",
      "utm_source",
      "referrer_host",
      "utm_campaign",
      "landing_page",
      "status",
      "value",
      ...STEPS.map((s) => REACHED_COLUMN[s]),
      // The calls columns' subqueries join bookings on the lead's id: without it here SQLite reads
      // each lead's row (160-200 ms per two-day read of a year's 100,000 leads at load 20, 6-46 ms with it).
      "id",
    ])
    .execute();
  await db.schema.dropIndex("leads_attribution_idx").ifExists().execute();
}

/** Sets the steps existing leads reached (only where not set yet), `batch` leads at a time by id. */
export async function backfillFunnel(db: AnyDb, batch = BATCH) {
  let after = "";
  for (;;) {
    const leads: { id: string; status: string; created_at: string }[] = await db
      .selectFrom("leads")
      .select(["id", "status", "created_at"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(batch)
      .execute();
    if (leads.length === 0) return;
    const ids = leads.map((l) => l.id);
    const [events, bookings] = await Promise.all([
      db
        .selectFrom("lead_events")
        .select(["lead_id", "kind", "at", "detail"])
        .where("lead_id", "in", ids)
        .where("kind", "in", ["status", "booking"])
        .execute(),
      db
        .selectFrom("bookings")
        .select(["lead_id", "status", "created_at", "updated_at"])
        .where("lead_id", "in", ids)
        .execute(),
    ]);
    for (const lead of leads) {
      const reached = reachedFromHistory({
        status: lead.status as never,
        createdAt: lead.created_at,
        events: events
          .filter((e) => e.lead_id === lead.id)
          .map((e) => ({ kind: e.kind, at: e.at, detail: parseDetail(e.detail) })),
        bookings: bookings
          .filter((b) => b.lead_id === lead.id)
          .map((b) => ({ status: b.status, createdAt: b.created_at, updatedAt: b.updated_at })),
      });
      const set = STEPS.filter((s) => reached[s] !== null).map((s) => {
        const column = REACHED_COLUMN[s];
        return [column, sql`coalesce(${sql.ref(column)}, ${reached[s]})`] as const;
      });
      if (set.length > 0)
        await db.updateTable("leads").set(Object.fromEntries(set)).where("id", "=", lead.id).execute();
    }
    if (leads.length < batch) return;
    after = ids[ids.length - 1];
  }
}

function parseDetail(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json);
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

export async function down(db: AnyDb) {
  await db.schema
    .createIndex("leads_attribution_idx")
    .on("leads")
    .columns(["created_at", "utm_source", "referrer_host", "utm_campaign", "landing_page", "status", "value"])
    .execute();
  await db.schema.dropIndex("leads_funnel_idx").execute();
  for (const step of [...STEPS].reverse())
    await db.schema.alterTable("leads").dropColumn(REACHED_COLUMN[step]).execute();
}
