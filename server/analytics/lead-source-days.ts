import { type Kysely, sql } from "kysely";

// The leads part of Analytics' leads-by-source report (issue #39) reads per-day sums from
// lead_source_days (migration 029_f2_lead_source_days) instead of a period's leads: a 90-day report
// over 100,000 leads was 45 two-day reads of the leads table. Triggers on leads and bookings keep the
// sums in the writing statement's transaction, whatever path writes (forms, the pipeline, calls,
// erasure, a restore); this file holds the one definition of a lead's contribution, for the
// migration's backfill, a rebuild and the tests' recount.

// biome-ignore lint/suspicious/noExplicitAny: also called from a migration, which sees no typed schema
type AnyDb = Kysely<any>;

/** The sums, in the order of the table's columns after its key. */
export const SUMS = [
  "leads",
  "qualified",
  "value",
  "calls_booked",
  "calls_held",
  "reached_booked",
  "reached_held",
  "reached_qualified",
  "reached_won",
  "qualified_value",
  "won_value",
] as const;

/** Statuses that count as "qualified or won"; bookings that count as a call booked, held. */
export const QUALIFIED_SQL = "('qualified', 'won')";
export const BOOKED_SQL = "('booked', 'held', 'no_show')";
export const HELD_SQL = "('held')";

const flag = (cond: string) => `(case when ${cond} then 1 else 0 end)`;
const ifValue = (cond: string, r: string) => `(case when ${cond} then coalesce(${r}.value, 0) else 0 end)`;
const hasCall = (r: string, statuses: string) =>
  `exists (select 1 from bookings b where b.lead_id = ${r}.id and b.status in ${statuses})`;

/** The key of a lead row `r`: its creation day (the report's UTC day: the text's date), source, campaign, landing page. */
export const keyOf = (r: string) => [
  `substr(${r}.created_at, 1, 10)`,
  `coalesce(${r}.utm_source, ${r}.referrer_host, '')`,
  `coalesce(${r}.utm_campaign, '')`,
  `coalesce(${r}.landing_page, '')`,
];

/** What one lead row `r` adds to its key's sums (its calls from its bookings as they are now). */
export const contributionOf = (r: string) => [
  "1",
  flag(`${r}.status in ${QUALIFIED_SQL}`),
  ifValue(`${r}.status in ${QUALIFIED_SQL}`, r),
  flag(hasCall(r, BOOKED_SQL)),
  flag(hasCall(r, HELD_SQL)),
  flag(`${r}.reached_booked_at is not null`),
  flag(`${r}.reached_held_at is not null`),
  flag(`${r}.reached_qualified_at is not null`),
  flag(`${r}.reached_won_at is not null`),
  ifValue(`${r}.reached_qualified_at is not null`, r),
  ifValue(`${r}.reached_won_at is not null`, r),
];

/**
 * A lead's sums without its calls: what PostgreSQL's lead trigger adds at the commit (migration 029),
 * when the booking trigger has already counted the calls written in the same transaction.
 */
export const contributionWithoutCallsOf = (r: string) =>
  contributionOf(r).map((c, i) => (SUMS[i] === "calls_booked" || SUMS[i] === "calls_held" ? "0" : c));

export const COLUMNS = `day, source, campaign, landing, ${SUMS.join(", ")}`;
/** Adds the inserted sums to a key's row (its first lead creates it). */
export const ADD_ON_CONFLICT = `on conflict (day, source, campaign, landing) do update set ${SUMS.map(
  (c) => `${c} = lead_source_days.${c} + excluded.${c}`,
).join(", ")}`;

const grouped = (where: string) => {
  const key = keyOf("l");
  return `select ${key.map((k, i) => `${k} as ${["day", "source", "campaign", "landing"][i]}`).join(", ")}, ${contributionOf(
    "l",
  )
    .map((c, i) => `sum(${c}) as ${SUMS[i]}`)
    .join(", ")} from leads l where ${where} group by ${key.join(", ")}`;
};

/** Days summed per statement of a backfill or rebuild: short statements on a large table. */
const DAYS_PER_BATCH = 7;

/**
 * Sums every lead into lead_source_days (empty beforehand), a week of creation days per statement;
 * the migration's backfill, and a rebuild.
 */
export async function fillLeadSourceDays(db: AnyDb) {
  const { rows } = await sql<{ first: string | null; last: string | null }>`
    select min(created_at) as first, max(created_at) as last from leads`.execute(db);
  const first = rows[0]?.first;
  const last = rows[0]?.last;
  if (!first || !last) return;
  for (let day = first.slice(0, 10); day <= last.slice(0, 10); day = addDays(day, DAYS_PER_BATCH)) {
    const end = addDays(day, DAYS_PER_BATCH);
    await sql
      .raw(
        `insert into lead_source_days (${COLUMNS}) ${grouped(
          `l.created_at >= '${day}' and l.created_at < '${end}'`,
        )} ${ADD_ON_CONFLICT}`,
      )
      .execute(db);
  }
}

/** Empties lead_source_days and sums every lead again (in the caller's transaction). */
export async function rebuildLeadSourceDays(db: AnyDb) {
  await sql`delete from lead_source_days`.execute(db);
  await fillLeadSourceDays(db);
}

export type LeadSourceDay = { day: string; source: string; campaign: string; landing: string } & Record<
  (typeof SUMS)[number],
  number
>;

const numbers = (rows: Record<string, unknown>[]) =>
  rows
    .map(
      (r) =>
        ({
          day: String(r.day),
          source: String(r.source),
          campaign: String(r.campaign),
          landing: String(r.landing),
          ...Object.fromEntries(SUMS.map((c) => [c, Number(r[c])])),
        }) as LeadSourceDay,
    )
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

/** The rollup's rows with leads, sorted (a key whose leads all went keeps a row of zeros). */
export async function storedLeadSourceDays(db: AnyDb) {
  const { rows } = await sql.raw(`select ${COLUMNS} from lead_source_days where leads <> 0`).execute(db);
  return numbers(rows as Record<string, unknown>[]);
}

/** The same rows counted from the leads table now: what the rollup must equal. */
export async function recountLeadSourceDays(db: AnyDb) {
  const { rows } = await sql.raw(grouped("1 = 1")).execute(db);
  return numbers(rows as Record<string, unknown>[]);
}

function addDays(day: string, n: number) {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

type DimDay = { day: string; dim: string; name: string } & Record<(typeof SUMS)[number], number>;
const dimNumbers = (rows: Record<string, unknown>[]) =>
  rows
    .map(
      (r) =>
        ({
          day: String(r.day),
          dim: String(r.dim),
          name: String(r.name),
          ...Object.fromEntries(SUMS.map((c) => [c, Number(r[c])])),
        }) as DimDay,
    )
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

/** lead_source_dim_days' rows with leads, sorted (migration 030: the sums per source, campaign or landing page alone). */
export async function storedLeadSourceDimDays(db: AnyDb) {
  const { rows } = await sql
    .raw(`select day, dim, name, ${SUMS.join(", ")} from lead_source_dim_days where leads <> 0`)
    .execute(db);
  return dimNumbers(rows as Record<string, unknown>[]);
}

/** The same rows summed from lead_source_days now: what its triggers must keep. */
export async function regroupLeadSourceDays(db: AnyDb) {
  const by = (d: string) =>
    `select day, '${d}' as dim, ${d} as name, ${SUMS.map((c) => `sum(${c}) as ${c}`).join(", ")} from lead_source_days group by day, ${d} having sum(leads) <> 0`;
  const { rows } = await sql.raw(["source", "campaign", "landing"].map(by).join(" union all ")).execute(db);
  return dimNumbers(rows as Record<string, unknown>[]);
}
