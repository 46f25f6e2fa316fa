import type { CategoryCount, DayCount } from "~/features/admin/analytics-types";
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
