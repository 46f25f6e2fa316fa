import { PostgresAdapter, sql } from "kysely";
import type { AnyDb } from "./any-db";

// Analytics' landing visitors by source, by campaign and by landing page (issue #37) read per-day
// sums of each one alone: a day has a few tens of each, while its rows of analytics_day_landings (one
// per combination of the three) grow with the traffic (about 500 a day at 1,000,000 views a quarter).
// Triggers on analytics_day_landings keep them in the same transaction, so the rollup, a restore and
// any other writer keep both alike. A visitor who landed on two pages counts twice, as before.

export const LANDING_DIMS = ["source", "campaign", "path"] as const;

const add = (r: "new" | "old", sign: "" | "-") =>
  LANDING_DIMS.map(
    (d) =>
      `insert into analytics_day_landing_dims (day, dim, name, visitors) values (${r}.day, '${d}', ${r}.${d}, ${sign}${r}.visitors)
      on conflict (day, dim, name) do update set visitors = analytics_day_landing_dims.visitors + excluded.visitors;`,
  ).join(" ");

export async function up(db: AnyDb) {
  await db.schema
    .createTable("analytics_day_landing_dims")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dim", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("visitors", "bigint", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("analytics_day_landing_dims_pk", ["day", "dim", "name"])
    .execute();
  for (const d of LANDING_DIMS)
    await sql
      .raw(
        `insert into analytics_day_landing_dims (day, dim, name, visitors)
        select day, '${d}', ${d}, sum(visitors) from analytics_day_landings group by day, ${d}`,
      )
      .execute(db);

  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql
      .raw(
        `create trigger analytics_day_landing_dims_insert after insert on analytics_day_landings begin ${add("new", "")} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_day_landing_dims_update after update on analytics_day_landings begin ${add("old", "-")} ${add("new", "")} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_day_landing_dims_delete after delete on analytics_day_landings begin ${add("old", "-")} end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`create function analytics_day_landing_dims() returns trigger language plpgsql as $$ begin
      if tg_op in ('UPDATE', 'DELETE') then ${add("old", "-")} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${add("new", "")} end if;
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger analytics_day_landing_dims after insert or update or delete on analytics_day_landings
      for each row execute function analytics_day_landing_dims()`)
    .execute(db);
}

export async function down(db: AnyDb) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger analytics_day_landing_dims on analytics_day_landings`.execute(db);
    await sql`drop function analytics_day_landing_dims`.execute(db);
  } else
    for (const name of ["insert", "update", "delete"])
      await sql.raw(`drop trigger analytics_day_landing_dims_${name}`).execute(db);
  await db.schema.dropTable("analytics_day_landing_dims").execute();
}
