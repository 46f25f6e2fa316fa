import { sql } from "kysely";
import type { AnalyticsRange } from "~/features/admin/analytics/analytics-types";
import { funnelRow } from "~/features/admin/leads/funnel";
import type { LeadSourceRow, LeadSourcesReport } from "~/features/admin/leads/lead-sources-types";
import type { Db } from "../db/schema";
import { addTo, funnelCounts, type LeadTally, type ReachTally, sourceRows, tally, tallyReach } from "./conversion";
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

type ReachedColumn = "reached_booked_at" | "reached_held_at" | "reached_qualified_at" | "reached_won_at";
const reached = (column: ReachedColumn) => sql<number>`sum(case when ${sql.ref(column)} is not null then 1 else 0 end)`;
const reachedValue = (column: ReachedColumn) =>
  sql<number>`coalesce(sum(case when ${sql.ref(column)} is not null then value else 0 end), 0)`;

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
      // The funnel (issue #39): leads that ever reached a step, from the columns the covering index holds.
      reached("reached_booked_at").as("reached_booked"),
      reached("reached_held_at").as("reached_held"),
      reached("reached_qualified_at").as("reached_qualified"),
      reached("reached_won_at").as("reached_won"),
      reachedValue("reached_qualified_at").as("qualified_value"),
      reachedValue("reached_won_at").as("won_value"),
    ])
    .groupBy([source, campaign, landing])
    .execute();
  // PostgreSQL returns counts and sums as bigint strings.
  return rows.map((r) => ({
    source: r.source,
    campaign: r.campaign,
    landing: r.landing,
    leads: Number(r.leads),
    qualified: Number(r.qualified),
    value: Number(r.value),
    callsBooked: Number(r.calls_booked),
    callsHeld: Number(r.calls_held),
    reach: {
      booked: Number(r.reached_booked),
      held: Number(r.reached_held),
      qualified: Number(r.reached_qualified),
      won: Number(r.reached_won),
      qualifiedValue: Number(r.qualified_value),
      wonValue: Number(r.won_value),
    } satisfies ReachTally,
  }));
}

/**
 * Analytics' Leads by source, by campaign and by landing page for the last `days` UTC days: landing
 * visitors from the daily rollups (raw views only for days not rolled up), leads of the same days
 * with those now qualified or won and their value, and those with a strategy call booked and held;
 * and the funnel from visit to won (issue #39): of the same leads, those that ever reached each step.
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
  const all = new Map<string, ReachTally>();
  const reach = {
    source: new Map<string, ReachTally>(),
    campaign: new Map<string, ReachTally>(),
    path: new Map<string, ReachTally>(),
  };
  for (const l of leads) {
    tally(tallies.source, l.source, l);
    tally(tallies.campaign, l.campaign, l);
    tally(tallies.path, l.landing, l);
    tallyReach(reach.source, l.source, l.reach);
    tallyReach(reach.campaign, l.campaign, l.reach);
    tallyReach(reach.path, l.landing, l.reach);
    tallyReach(all, "", l.reach);
  }
  const bySource = sourceRows(visitors.source, tallies.source);
  const byCampaign = sourceRows(visitors.campaign, tallies.campaign);
  const byLanding = sourceRows(visitors.path, tallies.path);
  const funnelOf = (rows: LeadSourceRow[], of: Map<string, ReachTally>) =>
    rows.slice(0, TOP).map((r) => funnelRow(r.key, funnelCounts(r, of.get(r.key))));
  // Every visitor and lead has exactly one source: the total is the sum over the sources.
  const sum = (pick: (r: LeadSourceRow) => number) => bySource.reduce((n, r) => n + pick(r), 0);
  const total = { visitors: sum((r) => r.visitors), leads: sum((r) => r.leads) };
  return {
    bySource: bySource.slice(0, TOP),
    byCampaign: byCampaign.slice(0, TOP),
    byLanding: byLanding.slice(0, TOP),
    funnel: {
      total: funnelRow("", funnelCounts(total, all.get(""))),
      bySource: funnelOf(bySource, reach.source),
      byCampaign: funnelOf(byCampaign, reach.campaign),
      byLanding: funnelOf(byLanding, reach.path),
    },
  };
}
