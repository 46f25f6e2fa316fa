import { sql } from "kysely";
import type { AnalyticsRange } from "~/features/admin/analytics/analytics-types";
import { funnelRow } from "~/features/admin/leads/funnel";
import type { LeadSourceRow, LeadSourcesReport } from "~/features/admin/leads/lead-sources-types";
import type { Db } from "../db/schema";
import { addTo, funnelCounts, type LeadTally, type ReachTally, sourceRows, tally, tallyReach } from "./conversion";
import { SUMS } from "./lead-source-days";
import { countRawDays } from "./raw-days";
import { liveDays } from "./report";
import { yieldToVisitors } from "./rollup";
import { daysBefore, utcDay } from "./visitor";

/** Rows per table: the sources, campaigns and landing pages with the most leads. */
const TOP = 20;
/**
 * Landing visitors of the range per source, campaign and landing page, each alone: rolled-up days from
 * their per-day sums (analytics_day_landing_dims, kept by triggers on analytics_day_landings: a row per
 * day and source, campaign or page, however many visitors came), days not rolled up (today) from raw views.
 */
async function landingVisitors(db: Db, from: string, to: string) {
  const [rolled, days] = [
    await sql<{ dim: LandingDim; name: string; visitors: number | string }>`
      select dim, name, sum(visitors) as visitors from analytics_day_landing_dims
      where day >= ${from} and day <= ${to} group by dim, name having sum(visitors) > 0`.execute(db),
    await db.selectFrom("analytics_days").select("day").where("day", ">=", from).where("day", "<=", to).execute(),
  ];
  // PostgreSQL returns sums as numeric strings.
  const rows = rolled.rows.map((r) => ({ dim: r.dim, name: String(r.name), visitors: Number(r.visitors) }));
  const live = await liveDays(db, from, to, new Set(days.map((d) => d.day)));
  // Days still being counted in a worker are left out, as the Analytics report says (pendingDays).
  for (const { landings } of (await countRawDays(db, live, "landings")).counted.reverse())
    for (const l of landings)
      for (const dim of ["source", "campaign", "path"] as const) rows.push({ dim, name: l[dim], visitors: l.visitors });
  return rows;
}

type LandingDim = "source" | "campaign" | "path";

/** Days of sums grouped per read: a 90-day report is 6 reads of a few milliseconds, with visitors' requests between. */
const DAYS_PER_READ = 15;

/**
 * A period's leads, grouped by source, by campaign and by landing page, each alone, from the per-day
 * sums (lead_source_dim_days, kept by triggers on lead_source_days, itself kept in each lead's and
 * booking's own transaction; today included): a day has a row per source, campaign and landing page,
 * however many leads came. 15 days per read with a yield between reads (better-sqlite3 blocks the thread).
 */
async function leadGroups(db: Db, from: string, to: string) {
  const groups = [];
  for (let start = from; start <= to; start = daysBefore(start, -DAYS_PER_READ)) {
    if (start !== from) await yieldToVisitors();
    let last = daysBefore(start, 1 - DAYS_PER_READ);
    if (last > to) last = to;
    groups.push(...(await leadGroupsBetween(db, start, last)));
  }
  return groups;
}

/** The sums of days [from, last] per source, campaign or landing page (one whose leads all went keeps a row of zeros: left out). */
async function leadGroupsBetween(db: Db, from: string, last: string) {
  const { rows } = await sql<Record<string, string | number>>`
    select dim, name, ${sql.raw(SUMS.map((c) => `sum(${c}) as ${c}`).join(", "))}
    from lead_source_dim_days where day >= ${from} and day <= ${last}
    group by dim, name having sum(leads) > 0`.execute(db);
  // PostgreSQL returns sums as numeric strings.
  return rows.map((r) => ({
    dim: String(r.dim) as Dim,
    name: String(r.name),
    leads: Number(r.leads),
    qualified: Number(r.qualified),
    value: Number(r.value),
    callsBooked: Number(r.calls_booked),
    callsHeld: Number(r.calls_held),
    // The funnel (issue #39): leads that ever reached a step.
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

type Dim = "source" | "campaign" | "landing";

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
  for (const v of visits) addTo(visitors[v.dim], v.name, v.visitors);
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
  const of = { source: "source", campaign: "campaign", landing: "path" } as const;
  for (const l of leads) {
    tally(tallies[of[l.dim]], l.name, l);
    tallyReach(reach[of[l.dim]], l.name, l.reach);
    // Every lead has exactly one source: the whole funnel is the sum over the sources.
    if (l.dim === "source") tallyReach(all, "", l.reach);
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
