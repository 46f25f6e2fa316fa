import { runJob } from "../background/workers";
import { sqliteFileOf } from "../db/connect";
import type { Db } from "../db/schema";
import { countLandings } from "./landings";
import { countDay, yieldToVisitors } from "./rollup";
import type { DayCounts } from "./rollup-counts";

// Counts of days that have raw page views and no rollup, for the Analytics tab. Usually today alone,
// counted on this thread. Several (a catch-up under way, a restore) on a SQLite file are counted in a
// background worker, as the catch-up counts them (docs/decisions/056): on this thread they blocked it
// one GROUP BY at a time for the whole page (35.7 s for 89 days at 5,000,000 views, visitors' health
// p99 1,043 ms meanwhile). The page's two reports and every page load asking for the same days share
// one worker.

/** Today, and yesterday until the hourly job rolls it up. */
const IN_THREAD_DAYS = 2;
const counting = new Map<string, Promise<DayCounts[]>>();

/** The days' counts (totals, pages, referrers) and landing counts, in the order of `days`. */
export async function countRawDays(db: Db, days: string[], want: "counts" | "landings"): Promise<DayCounts[]> {
  const file = sqliteFileOf(db);
  if (!file || days.length <= IN_THREAD_DAYS) {
    const out: DayCounts[] = [];
    for (const day of days) {
      await yieldToVisitors();
      // Only the half the caller reads: the other is never used on this path.
      const counts = want === "counts" ? await countDay(db, day) : emptyCounts(day);
      out.push({ day, counts, landings: want === "landings" ? await countLandings(db, day) : [] });
    }
    return out;
  }
  const key = `${file}\n${days.join(",")}`;
  let job = counting.get(key);
  if (!job) {
    const out: DayCounts[] = [];
    job = runJob("countDays", { file, days }, { onProgress: (d) => void out.push(d) })
      .then(() => out)
      .finally(() => counting.delete(key));
    counting.set(key, job);
  }
  return job;
}

const emptyCounts = (day: string): DayCounts["counts"] => ({
  totals: { day, views: 0, visitors: 0, bounces: 0, timed_views: 0, time_ms: 0 },
  pages: [],
  referrers: [],
});
