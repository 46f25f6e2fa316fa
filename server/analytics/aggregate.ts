import type { CategoryCount, DayCount } from "~/features/admin/analytics/analytics-types";
import { ANALYTICS_CATEGORIES, analyticsCategory } from "./categories";
import { daysBefore } from "./visitor";

/** Every day from `days - 1` days before `to` up to `to`, oldest first, with the counted days filled in. */
export function fillDays(rows: readonly DayCount[], to: string, days: number): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = daysBefore(to, days - 1 - i);
    const row = byDay.get(day);
    return { day, views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
  });
}

/** Totals of a series: views, and visitors summed per day (a visitor hash lives one day only). */
export function totalsOf(series: readonly DayCount[]) {
  return series.reduce((t, d) => ({ views: t.views + d.views, visitors: t.visitors + d.visitors }), {
    views: 0,
    visitors: 0,
  });
}

export interface PostStats {
  slug: string;
  category: string;
  likes: number;
  comments: number;
}

/**
 * The blog split: for each analytics category, its published posts, the views of their pages in the
 * range (`/blog/<slug>` → views) and their likes + comments. Posts of an unknown category are left out.
 */
export function categorySplit(viewsByPath: ReadonlyMap<string, number>, posts: readonly PostStats[]): CategoryCount[] {
  const split = new Map<string, CategoryCount>(
    ANALYTICS_CATEGORIES.map((category) => [category, { category, posts: 0, views: 0, engagement: 0 }]),
  );
  for (const post of posts) {
    const category = analyticsCategory(post.category);
    const entry = category && split.get(category);
    if (!entry) continue;
    entry.posts += 1;
    entry.views += viewsByPath.get(`/blog/${post.slug}`) ?? 0;
    entry.engagement += post.likes + post.comments;
  }
  return [...split.values()];
}

/** Sums rows by a key (the same page or site counted on several days, or in rollups and raw rows). */
export function sumBy<F extends string>(
  rows: readonly object[],
  key: string,
  fields: readonly F[],
): Map<string, Record<F, number>> {
  const out = new Map<string, Record<F, number>>();
  for (const row of rows) {
    const r = row as Record<string, unknown>;
    const name = String(r[key]);
    const entry = out.get(name) ?? (Object.fromEntries(fields.map((f) => [f, 0])) as Record<F, number>);
    // PostgreSQL returns sums as bigint strings.
    for (const f of fields) entry[f] += Number(r[f] ?? 0);
    out.set(name, entry);
  }
  return out;
}

/** The `n` largest by views, ties by name (as the tab lists them). */
export function topByViews<T extends { views: number }>(entries: readonly [string, T][], n: number): [string, T][] {
  return [...entries].sort((a, b) => b[1].views - a[1].views || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, n);
}

/** Average time a page was visible, in whole milliseconds; null when no view reported its time. */
export function averageTimeMs(timeMs: number, timedViews: number): number | null {
  return timedViews > 0 ? Math.round(timeMs / timedViews) : null;
}

/** Share of visitor-days with a single page view, 0..1; null without visitors. */
export function bounceRate(bounces: number, visitorDays: number): number | null {
  return visitorDays > 0 ? bounces / visitorDays : null;
}
