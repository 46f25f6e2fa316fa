import { sql } from "kysely";
import type { AnalyticsRange } from "~/features/admin/analytics/analytics-types";
import type { LeadSourcesReport } from "~/features/admin/leads/lead-sources-types";
import type { Db } from "../db/schema";
import { addTo, type LeadTally, sourceRows, tally } from "./conversion";
import { countLandings } from "./landings";
import { yieldToVisitors } from "./rollup";
import { daysBefore, utcDay } from "./visitor";

/** Rows per table: the sources, campaigns and landing pages with the most leads. */
const TOP = 20;
/** Statuses that count as "qualified or won". */
const QUALIFIED = ["qualified", "won"];

/** Landing visitors of the range: rolled-up days from their rollup, days not rolled up (today) from raw views. */
async function landingVisitors(db: Db, from: string, to: string) {
  const [rolled, days] = [
    await db
      .selectFrom("analytics_day_landings")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .select((eb) => ["path", "source", "campaign", eb.fn.sum<number>("visitors").as("visitors")])
      .groupBy(["path", "source", "campaign"])
      .execute(),
    await db.selectFrom("analytics_days").select("day").where("day", ">=", from).where("day", "<=", to).execute(),
  ];
  const done = new Set(days.map((d) => d.day));
  const rows = rolled.map((r) => ({ ...r, visitors: Number(r.visitors) }));
  for (let day = to; day >= from; day = daysBefore(day, 1)) {
    if (done.has(day)) continue;
    await yieldToVisitors();
    rows.push(...(await countLandings(db, day)));
  }
  return rows;
}

/** Days of leads grouped per query: a 90-day report is 45 short reads with visitors' requests between. */
const DAYS_PER_READ = 2;

/**
 * A period's leads, grouped by source, campaign and landing page: two days at a time from a covering
 * index, with a yield between reads (better-sqlite3 blocks the thread while one runs).
 */
async function leadGroups(db: Db, from: string, to: string) {
  const groups = [];
  const end = daysBefore(to, -1);
  for (let start = from; start <= to; start = daysBefore(start, -DAYS_PER_READ)) {
    if (start !== from) await yieldToVisitors();
    let before = daysBefore(start, -DAYS_PER_READ);
    if (before > end) before = end;
    groups.push(...(await leadGroupsBetween(db, start, before)));
  }
  return groups;
}

/** Leads created in [from, before), grouped. */
async function leadGroupsBetween(db: Db, from: string, before: string) {
  const source = sql<string>`coalesce(utm_source, referrer_host, '')`;
  const campaign = sql<string>`coalesce(utm_campaign, '')`;
  const landing = sql<string>`coalesce(landing_page, '')`;
  const qualified = sql`status in (${sql.join(QUALIFIED)})`;
  // A lead counts once however many calls it had: booked (a call that stands: not cancelled), held.
  const call = (statuses: readonly string[]) =>
    sql`exists (select 1 from bookings b where b.lead_id = leads.id and b.status in (${sql.join(statuses)}))`;
  const rows = await db
    .selectFrom("leads")
    .where("created_at", ">=", from)
    .where("created_at", "<", before)
    .select((eb) => [
      source.as("source"),
      campaign.as("campaign"),
      landing.as("landing"),
      eb.fn.countAll<number>().as("leads"),
      sql<number>`sum(case when ${qualified} then 1 else 0 end)`.as("qualified"),
      sql<number>`coalesce(sum(case when ${qualified} then value else 0 end), 0)`.as("value"),
      sql<number>`sum(case when ${call(["booked", "held", "no_show"])} then 1 else 0 end)`.as("calls_booked"),
      sql<number>`sum(case when ${call(["held"])} then 1 else 0 end)`.as("calls_held"),
    ])
    .groupBy([source, campaign, landing])
    .execute();
  // PostgreSQL returns counts and sums as bigint strings.
  return rows.map(({ calls_booked, calls_held, ...r }) => ({
    ...r,
    leads: Number(r.leads),
    qualified: Number(r.qualified),
    value: Number(r.value),
    callsBooked: Number(calls_booked),
    callsHeld: Number(calls_held),
  }));
}

/**
 * Analytics' Leads by source, by campaign and by landing page for the last `days` UTC days: landing
 * visitors from the daily rollups (raw views only for days not rolled up), leads of the same days
 * with those now qualified or won and their value, and those with a strategy call booked and held.
 * The one place these are counted: the sequences' funnel reads it too.
 */
export async function leadSourcesReport(db: Db, days: AnalyticsRange, now = new Date()): Promise<LeadSourcesReport> {
  const to = utcDay(now);
  const from = daysBefore(to, days - 1);
  const visits = await landingVisitors(db, from, to);
  await yieldToVisitors();
  const leads = await leadGroups(db, from, to);

  const visitors = {
    source: new Map<string, number>(),
    campaign: new Map<string, number>(),
    path: new Map<string, number>(),
  };
  for (const v of visits) {
    addTo(visitors.source, v.source, v.visitors);
    addTo(visitors.campaign, v.campaign, v.visitors);
    addTo(visitors.path, v.path, v.visitors);
  }
  const tallies = {
    source: new Map<string, LeadTally>(),
    campaign: new Map<string, LeadTally>(),
    path: new Map<string, LeadTally>(),
  };
  for (const l of leads) {
    tally(tallies.source, l.source, l);
    tally(tallies.campaign, l.campaign, l);
    tally(tallies.path, l.landing, l);
  }
  return {
    bySource: sourceRows(visitors.source, tallies.source).slice(0, TOP),
    byCampaign: sourceRows(visitors.campaign, tallies.campaign).slice(0, TOP),
    byLanding: sourceRows(visitors.path, tallies.path).slice(0, TOP),
  };
}
