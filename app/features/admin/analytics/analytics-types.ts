// The Analytics tab's data (server/analytics/report.ts builds it). Plain types: no server code here.

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** `?days=` from the tab's URL: 7, 30 or 90; anything else is the default, 30. */
export function parseRange(value: string | null): AnalyticsRange {
  const n = Number(value);
  return (ANALYTICS_RANGES as readonly number[]).includes(n) ? (n as AnalyticsRange) : 30;
}

export interface DayCount {
  /** UTC day, yyyy-mm-dd. */
  day: string;
  views: number;
  /** Distinct visitor hashes of that day. */
  visitors: number;
}

export interface PageCount {
  path: string;
  views: number;
  visitors: number;
}

export interface ReferrerCount {
  host: string;
  views: number;
}

export interface CategoryCount {
  category: string;
  /** Published posts in the category today. */
  posts: number;
  /** Views of those posts' pages in the range. */
  views: number;
  /** Likes + comments of those posts, all time. */
  engagement: number;
}

export interface AnalyticsReport {
  days: AnalyticsRange;
  from: string;
  to: string;
  /** One entry per day of the range, oldest first, zeros included. */
  series: DayCount[];
  /** Visitors are summed per day: a person counts once on each day they visit. */
  totals: { views: number; visitors: number };
  /** How long a page stayed visible, averaged over the views that reported it; null: none did. */
  averageTimeMs: number | null;
  /** Visitor-days with one page view, as a share (0..1) of all visitor-days; null without visitors. */
  bounceRate: number | null;
  topPages: PageCount[];
  topReferrers: ReferrerCount[];
  /**
   * Days of the range with page views not rolled up yet and still being counted when the page was
   * answered (a catch-up after a pause or a restore): left out of every figure above, and said so.
   */
  pendingDays: number;
  blog: CategoryCount[];
}

/** 204_000 ms → "3:24" (minutes:seconds, as the tab shows the average time); null → "–". */
export function formatMinutes(ms: number | null): string {
  if (ms === null) return "–";
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** 0.42 → "42%"; null → "–". */
export function formatPercent(share: number | null): string {
  return share === null ? "–" : `${Math.round(share * 100)}%`;
}
