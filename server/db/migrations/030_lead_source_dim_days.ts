import { PostgresAdapter, sql } from "kysely";
import { SUMS } from "../../analytics/lead-source-days";
import type { AnyDb } from "./any-db";

// Analytics' leads by source, by campaign and by landing page (issue #37) read per-day sums of each
// one alone: a day has a few tens of sources, campaigns and landing pages, while its rows of
// lead_source_days (one per combination of the three) grow with the leads (330 a day at 100,000
// leads, a 90-day report 29,643 rows). Triggers on lead_source_days keep these sums in the same
// statement's transaction, so whatever keeps lead_source_days (its own triggers on leads and
// bookings, a rebuild, a restore) keeps these too.

export const DIMS = ["source", "campaign", "landing"] as const;

const add = (r: "new" | "old", sign: "" | "-") =>
  DIMS.map(
    (d) =>
      `insert into lead_source_dim_days (day, dim, name, ${SUMS.join(", ")}) values (${r}.day, '${d}', ${r}.${d}, ${SUMS.map(
        (c) => `${sign}${r}.${c}`,
      ).join(", ")}) on conflict (day, dim, name) do update set ${SUMS.map(
        (c) => `${c} = lead_source_dim_days.${c} + excluded.${c}`,
      ).join(", ")};`,
  ).join(" ");

/** An update that keeps the key (the upserts of lead_source_days' triggers) adds the difference. */
const addDifference = () =>
  DIMS.map(
    (d) =>
      `insert into lead_source_dim_days (day, dim, name, ${SUMS.join(", ")}) values (new.day, '${d}', new.${d}, ${SUMS.map(
        (c) => `new.${c} - old.${c}`,
      ).join(", ")}) on conflict (day, dim, name) do update set ${SUMS.map(
        (c) => `${c} = lead_source_dim_days.${c} + excluded.${c}`,
      ).join(", ")};`,
  ).join(" ");

const SAME_KEY =
  "old.day = new.day and old.source = new.source and old.campaign = new.campaign and old.landing = new.landing";

/** Sums every row of lead_source_days into lead_source_dim_days (empty beforehand). */
export async function fillLeadSourceDimDays(db: AnyDb) {
  for (const d of DIMS)
    await sql
      .raw(
        `insert into lead_source_dim_days (day, dim, name, ${SUMS.join(", ")})
        select day, '${d}', ${d}, ${SUMS.map((c) => `sum(${c})`).join(", ")} from lead_source_days group by day, ${d}`,
      )
      .execute(db);
}

export async function up(db: AnyDb) {
  let t = db.schema
    .createTable("lead_source_dim_days")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dim", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull());
  for (const c of SUMS) t = t.addColumn(c, "bigint", (col) => col.notNull().defaultTo(0));
  await t.addPrimaryKeyConstraint("lead_source_dim_days_pk", ["day", "dim", "name"]).execute();
  await fillLeadSourceDimDays(db);

  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql
      .raw(`create trigger lead_source_dim_days_insert after insert on lead_source_days begin ${add("new", "")} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger lead_source_dim_days_update after update on lead_source_days when ${SAME_KEY} begin ${addDifference()} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger lead_source_dim_days_rekey after update on lead_source_days when not (${SAME_KEY}) begin ${add("old", "-")} ${add("new", "")} end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger lead_source_dim_days_delete after delete on lead_source_days begin ${add("old", "-")} end`)
      .execute(db);
    return;
  }
  await sql
    .raw(`create function lead_source_dim_days() returns trigger language plpgsql as $$ begin
      if tg_op = 'UPDATE' and ${SAME_KEY} then ${addDifference()} return null; end if;
      if tg_op in ('UPDATE', 'DELETE') then ${add("old", "-")} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${add("new", "")} end if;
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger lead_source_dim_days after insert or update or delete on lead_source_days
      for each row execute function lead_source_dim_days()`)
    .execute(db);
}

export async function down(db: AnyDb) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger lead_source_dim_days on lead_source_days`.execute(db);
    await sql`drop function lead_source_dim_days`.execute(db);
  } else
    for (const name of ["insert", "update", "rekey", "delete"])
      await sql.raw(`drop trigger lead_source_dim_days_${name}`).execute(db);
  await db.schema.dropTable("lead_source_dim_days").execute();
}
