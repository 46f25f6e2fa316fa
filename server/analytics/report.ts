import type { Kysely } from "kysely";
import type { AnalyticsRange, AnalyticsReport } from "~/features/admin/analytics-types";
import type { Database } from "../db/schema";
import { categorySplit, fillDays, totalsOf } from "./aggregate";
import { daysBefore, utcDay } from "./visitor";

const TOP = 10;

/** The Analytics tab for the last `days` UTC days up to and including today. */
export async function analyticsReport(
  db: Kysely<Database>,
  days: AnalyticsRange,
  now = new Date(),
): Promise<AnalyticsReport> {
  const to = utcDay(now);
  const from = daysBefore(to, days - 1);
  const inRange = db.selectFrom("page_views").where("day", ">=", from).where("day", "<=", to);

  const [perDay, pages, referrers, blogViews, posts] = await Promise.all([
    inRange
      .select((eb) => ["day", eb.fn.countAll().as("views"), eb.fn.count("visitor").distinct().as("visitors")])
      .groupBy("day")
      .execute(),
    inRange
      .select((eb) => ["path", eb.fn.countAll().as("views"), eb.fn.count("visitor").distinct().as("visitors")])
      .groupBy("path")
      .orderBy("views", "desc")
      .orderBy("path")
      .limit(TOP)
      .execute(),
    inRange
      .where("referrer_host", "is not", null)
      .select((eb) => ["referrer_host", eb.fn.countAll().as("views")])
      .groupBy("referrer_host")
      .orderBy("views", "desc")
      .orderBy("referrer_host")
      .limit(TOP)
      .execute(),
    inRange
      .where("path", "like", "/blog/%")
      .select((eb) => ["path", eb.fn.countAll().as("views")])
      .groupBy("path")
      .execute(),
    db
      .selectFrom("posts")
      .select(["slug", "category", "likes", "comments"])
      .where("status", "=", "published")
      .execute(),
  ]);

  // PostgreSQL returns counts as bigint strings.
  const series = fillDays(
    perDay.map((r) => ({ day: r.day, views: Number(r.views), visitors: Number(r.visitors) })),
    to,
    days,
  );
  return {
    days,
    from,
    to,
    series,
    totals: totalsOf(series),
    topPages: pages.map((r) => ({ path: r.path, views: Number(r.views), visitors: Number(r.visitors) })),
    topReferrers: referrers.map((r) => ({ host: String(r.referrer_host), views: Number(r.views) })),
    blog: categorySplit(
      new Map(blogViews.map((r) => [r.path, Number(r.views)])),
      posts.map((p) => ({ ...p, likes: Number(p.likes), comments: Number(p.comments) })),
    ),
  };
}
