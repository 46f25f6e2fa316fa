import { PostgresAdapter, sql } from "kysely";
import {
  ADD_ON_CONFLICT,
  BOOKED_SQL,
  COLUMNS,
  contributionOf,
  contributionWithoutCallsOf,
  fillLeadSourceDays,
  HELD_SQL,
  keyOf,
  SUMS,
} from "../../analytics/lead-source-days";
import type { AnyDb } from "./any-db";

// Leads by source, campaign and landing page (issue #39) read per-day sums instead of the period's
// leads (server/analytics/lead-source-days.ts). Triggers keep them: a lead's insert adds it to its
// key, an update of what the report counts moves it (old out, new in), a delete takes it out; a
// booking's insert, status change or delete moves the lead's call flags. Being triggers, they run in
// the writing statement's transaction whatever writes (forms, pipeline, calls, erasure, a restore).
// A lead's delete first deletes its bookings (their cascade would run after the lead is gone, when
// the booking triggers can no longer find its key), so its calls leave while its key is known.

/** Lead columns the report reads: an update of another (score, owner, follow-up) fires nothing. */
const COUNTED = [
  "created_at",
  "utm_source",
  "referrer_host",
  "utm_campaign",
  "landing_page",
  "status",
  "value",
  "reached_booked_at",
  "reached_held_at",
  "reached_qualified_at",
  "reached_won_at",
].join(", ");

const upsertLead = (r: "new" | "old", sign: "" | "-", of = contributionOf) =>
  `insert into lead_source_days (${COLUMNS}) select ${[...keyOf(r), ...of(r).map((c) => `${sign}${c}`)].join(
    ", ",
  )} where 1 = 1 ${ADD_ON_CONFLICT};`;

/** A booking's change to its lead's "has a call booked / held": after minus before, each 0 or 1. */
function upsertBooking(op: "insert" | "update" | "delete") {
  const row = op === "delete" ? "old" : "new";
  const delta = (statuses: string) => {
    const others = `exists (select 1 from bookings o where o.lead_id = ${row}.lead_id and o.id <> ${row}.id and o.status in ${statuses})`;
    const after = op === "delete" ? "1 = 0" : `new.status in ${statuses}`;
    const before = op === "insert" ? "1 = 0" : `old.status in ${statuses}`;
    return `(case when ${others} or ${after} then 1 else 0 end) - (case when ${others} or ${before} then 1 else 0 end)`;
  };
  const sums = SUMS.map((c) =>
    c === "calls_booked" ? delta(BOOKED_SQL) : c === "calls_held" ? delta(HELD_SQL) : "0",
  ).join(", ");
  return `insert into lead_source_days (${COLUMNS}) select ${keyOf("l").join(", ")}, ${sums} from leads l where l.id = ${row}.lead_id ${ADD_ON_CONFLICT};`;
}

const TAKE_CALLS = "delete from bookings where lead_id = old.id;";

export async function up(db: AnyDb) {
  let t = db.schema
    .createTable("lead_source_days")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("campaign", "text", (c) => c.notNull())
    .addColumn("landing", "text", (c) => c.notNull());
  for (const c of SUMS) t = t.addColumn(c, "bigint", (col) => col.notNull().defaultTo(0));
  await t.addPrimaryKeyConstraint("lead_source_days_pk", ["day", "source", "campaign", "landing"]).execute();
  await fillLeadSourceDays(db);

  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql
      .raw(`create trigger lead_source_days_lead_insert after insert on leads begin ${upsertLead("new", "")} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger lead_source_days_lead_update after update of ${COUNTED} on leads begin ${upsertLead("old", "-")} ${upsertLead("new", "")} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger lead_source_days_lead_delete before delete on leads begin ${TAKE_CALLS} ${upsertLead("old", "-")} end`,
      )
      .execute(db);
    for (const op of ["insert", "update", "delete"] as const)
      await sql
        .raw(
          `create trigger lead_source_days_booking_${op} after ${op === "update" ? "update of status" : op} on bookings begin ${upsertBooking(op)} end`,
        )
        .execute(db);
    return;
  }
  await sql
    .raw(`create function lead_source_days_lead() returns trigger language plpgsql as $$ begin
      if tg_op = 'DELETE' then ${TAKE_CALLS} end if;
      if tg_op = 'DELETE' then ${upsertLead("old", "-")} end if;
      if tg_op = 'UPDATE' then ${upsertLead("old", "-", contributionWithoutCallsOf)} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${upsertLead("new", "", contributionWithoutCallsOf)} end if;
      if tg_op = 'DELETE' then return old; end if;
      return new;
    end $$`)
    .execute(db);
  // Deferred to the commit: every lead of a day and source adds to one row, and an immediate trigger
  // held that row's lock for the rest of the lead's transaction, queueing concurrent leads (and their
  // pool connections) behind each other: 503s with 300 leads at once on two replicas. At the commit
  // the lock is held for the commit alone. At the commit the lead's bookings of the same transaction
  // exist, and the (immediate) booking trigger has counted them: so this trigger adds a lead's sums
  // without its calls, which only the booking trigger counts (a delete, immediate, takes the calls out
  // first). A lead's key (creation day, source, campaign, landing page) is set once, at insert.
  await sql
    .raw(`create constraint trigger lead_source_days_lead_write after insert or update of ${COUNTED} on leads
      deferrable initially deferred for each row execute function lead_source_days_lead()`)
    .execute(db);
  await sql
    .raw(`create trigger lead_source_days_lead_delete before delete on leads
      for each row execute function lead_source_days_lead()`)
    .execute(db);
  await sql
    .raw(`create function lead_source_days_booking() returns trigger language plpgsql as $$ begin
      if tg_op = 'INSERT' then ${upsertBooking("insert")} end if;
      if tg_op = 'UPDATE' then ${upsertBooking("update")} end if;
      if tg_op = 'DELETE' then ${upsertBooking("delete")} end if;
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger lead_source_days_booking after insert or update of status or delete on bookings
      for each row execute function lead_source_days_booking()`)
    .execute(db);
}

export async function down(db: AnyDb) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger lead_source_days_lead_write on leads`.execute(db);
    await sql`drop trigger lead_source_days_lead_delete on leads`.execute(db);
    await sql`drop trigger lead_source_days_booking on bookings`.execute(db);
    await sql`drop function lead_source_days_lead`.execute(db);
    await sql`drop function lead_source_days_booking`.execute(db);
  } else
    for (const name of [
      "lead_insert",
      "lead_update",
      "lead_delete",
      "booking_insert",
      "booking_update",
      "booking_delete",
    ])
      await sql.raw(`drop trigger lead_source_days_${name}`).execute(db);
  await db.schema.dropTable("lead_source_days").execute();
}
