import type { AnalyticsRange, AnalyticsReport } from "~/features/admin/analytics/analytics-types";
import type { Db } from "../db/schema";
import { averageTimeMs, bounceRate, categorySplit, fillDays, sumBy, topByViews, totalsOf } from "./aggregate";
import { countRawDays } from "./raw-days";
import { inTurns } from "./rollup";
import { daysBefore, utcDay } from "./visitor";

const TOP = 10;
/** Days in [from, to] that have raw page views and no rollup: today, and any day the job has not reached. */
export async function liveDays(db: Db, from: string, to: string, rolled: ReadonlySet<string>) {
  const days: string[] = [];
  // One lower bound only: with two, SQLite may seek by the other and scan every row in between.
  let after = daysBefore(from, 1);
  for (;;) {
    const row = await db
      .selectFrom("page_views")
      .select((eb) => eb.fn.min("day").as("day"))
      .where("day", ">", after)
      .where("day", "<=", to)
      .executeTakeFirst();
    const day = row?.day ? String(row.day) : undefined;
    if (!day) return days;
    after = day;
    if (!rolled.has(day)) days.push(day);
  }
}

/**
 * The Analytics tab for the last `days` UTC days up to and including today: finished days from the
 * daily rollups, raw page views only for days not rolled up yet (today), so a 90-day report reads a
 * few thousand small rows whatever the traffic.
 */
export async function analyticsReport(
  db: Db,
  days: AnalyticsRange,
  now = new Date(),
  { waitMs }: { waitMs?: number } = {},
): Promise<AnalyticsReport> {
  const to = utcDay(now);
  const from = daysBefore(to, days - 1);
  const [dayRows, pageRows, refRows, posts] = await inTurns(
    () => db.selectFrom("analytics_days").selectAll().where("day", ">=", from).where("day", "<=", to).execute(),
    () =>
      db
        .selectFrom("analytics_day_pages")
        .where("day", ">=", from)
        .where("day", "<=", to)
        .select((eb) => [
          "path",
          eb.fn.sum<number>("views").as("views"),
          eb.fn.sum<number>("visitors").as("visitors"),
          eb.fn.sum<number>("timed_views").as("timed_views"),
          eb.fn.sum<number>("time_ms").as("time_ms"),
        ])
        .groupBy("path")
        .execute(),
    () =>
      db
        .selectFrom("analytics_day_referrers")
        .where("day", ">=", from)
        .where("day", "<=", to)
        .select((eb) => ["host", eb.fn.sum<number>("views").as("views")])
        .groupBy("host")
        .execute(),
    () =>
      db
        .selectFrom("posts")
        .select(["slug", "category", "likes", "comments"])
        .where("status", "=", "published")
        .execute(),
  );
  const raw = await liveDays(db, from, to, new Set(dayRows.map((d) => d.day)));
  const { counted, pending } = await countRawDays(db, raw, "counts", waitMs);
  const live = counted.map((d) => d.counts);

  const perDay = [...dayRows, ...live.map((l) => l.totals)].map((d) => ({
    day: d.day,
    views: Number(d.views),
    visitors: Number(d.visitors),
    bounces: Number(d.bounces),
    timed_views: Number(d.timed_views),
    time_ms: Number(d.time_ms),
  }));
  const pages = sumBy([...pageRows, ...live.flatMap((l) => l.pages)], "path", [
    "views",
    "visitors",
    "timed_views",
    "time_ms",
  ]);
  const referrers = sumBy([...refRows, ...live.flatMap((l) => l.referrers)], "host", ["views"]);
  const sum = (k: "bounces" | "visitors" | "timed_views" | "time_ms") => perDay.reduce((t, d) => t + d[k], 0);

  const series = fillDays(perDay, to, days);
  return {
    days,
    from,
    to,
    series,
    totals: totalsOf(series),
    averageTimeMs: averageTimeMs(sum("time_ms"), sum("timed_views")),
    bounceRate: bounceRate(sum("bounces"), sum("visitors")),
    topPages: topByViews([...pages], TOP).map(([path, p]) => ({ path, views: p.views, visitors: p.visitors })),
    topReferrers: topByViews([...referrers], TOP).map(([host, r]) => ({ host, views: r.views })),
    pendingDays: pending,
    blog: categorySplit(
      new Map([...pages].filter(([path]) => path.startsWith("/blog/")).map(([path, p]) => [path, p.views])),
      posts.map((p) => ({ ...p, likes: Number(p.likes), comments: Number(p.comments) })),
    ),
  };
}
