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
/**
 * How long a page load waits for more than a week of days counted in a worker before it shows what is
 * counted so far: 89 days took 34 s at 5,000,000 views, and an admin page has 1 s while background
 * work runs (issue 37). A week or less (a short pause) is waited for: the worker's start alone may
 * take a second, and such a page would otherwise never show those days until they are rolled up.
 */
export const RAW_DAYS_WAIT_MS = 700;
const WAITED_FOR_DAYS = 7;
const counting = new Map<string, { job: Promise<DayCounts[]>; out: DayCounts[] }>();

export interface RawDays {
  /** The days counted, in the order of `days` (all of them but `pending`). */
  counted: DayCounts[];
  /** Days still being counted in the worker when the wait ended: not in `counted`. */
  pending: number;
}

/** The days' counts (totals, pages, referrers) and landing counts, in the order of `days`. */
export async function countRawDays(
  db: Db,
  days: string[],
  want: "counts" | "landings",
  waitMs = days.length > WAITED_FOR_DAYS ? RAW_DAYS_WAIT_MS : Number.POSITIVE_INFINITY,
): Promise<RawDays> {
  const file = sqliteFileOf(db);
  if (!file || days.length <= IN_THREAD_DAYS) {
    const out: DayCounts[] = [];
    for (const day of days) {
      await yieldToVisitors();
      // Only the half the caller reads: the other is never used on this path.
      const counts = want === "counts" ? await countDay(db, day) : emptyCounts(day);
      out.push({ day, counts, landings: want === "landings" ? await countLandings(db, day) : [] });
    }
    return { counted: out, pending: 0 };
  }
  const key = `${file}\n${days.join(",")}`;
  let shared = counting.get(key);
  if (!shared) {
    const out: DayCounts[] = [];
    const job = runJob("countDays", { file, days }, { onProgress: (d) => void out.push(d) })
      .then(() => out)
      .finally(() => counting.delete(key));
    // A load that stopped waiting leaves the job to the next one: its failure is that one's to report.
    job.catch(() => {});
    shared = { job, out };
    counting.set(key, shared);
  }
  if (!Number.isFinite(waitMs)) return { counted: await shared.job, pending: 0 };
  let endWait = () => {};
  const waited = new Promise<undefined>((resolve) => {
    endWait = () => resolve(undefined);
  });
  const timer = setTimeout(endWait, waitMs);
  const all = await Promise.race([shared.job, waited]).finally(() => clearTimeout(timer));
  if (all) return { counted: all, pending: 0 };
  const counted = [...shared.out];
  return { counted, pending: days.length - counted.length };
}

const emptyCounts = (day: string): DayCounts["counts"] => ({
  totals: { day, views: 0, visitors: 0, bounces: 0, timed_views: 0, time_ms: 0 },
  pages: [],
  referrers: [],
});
