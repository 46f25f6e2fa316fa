import { runJob } from "../background/workers";
import { sqliteFileOf, sqliteOf } from "../db/connect";
import type { Db } from "../db/schema";
import { countLandings } from "./landings";
import { countDay, yieldToVisitors } from "./rollup";
import type { DayCounts } from "./rollup-counts";

// Counts of days that have raw page views and no rollup, for the Analytics tab. Usually today alone,
// counted on this thread. Several (a catch-up under way, a restore) on a SQLite file are counted in a
// background worker, as the catch-up counts them (docs/decisions/056): on this thread they blocked it
// one GROUP BY at a time for the whole page (35.7 s for 89 days at 5,000,000 views, visitors' health
// p99 1,043 ms meanwhile). On PostgreSQL the database counts them, in the background of the page loads.
// A day is counted once at a time, whichever page loads and reports ask for it (counting below).

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
/**
 * Days being counted, by SQLite file (or PostgreSQL database) and day, until that count ends: a load
 * asking for days an earlier load started counting waits for that count. Keyed by the whole set of days, a catch-up
 * (one day fewer to count after each rollup) made every probe's load start a worker of its own, each
 * counting nearly the same days on the same two cores: one load of the 5,000,000-view catch-up waited
 * 58 s for a week of days.
 */
type Counting = { done?: DayCounts; promise: Promise<DayCounts> };
const counting = new Map<string, Counting>();
const dayKey = (owner: string, day: string) => `${owner}\n${day}`;
/** A PostgreSQL database's key in `counting`: one per Kysely instance (its pool). */
const postgresKeys = new WeakMap<Db, string>();
let postgresKeysMade = 0;
const postgresKey = (db: Db) => {
  let key = postgresKeys.get(db);
  if (!key) {
    key = `postgres:${++postgresKeysMade}`;
    postgresKeys.set(db, key);
  }
  return key;
};

/** Number of days this process is counting now, in workers or on PostgreSQL (tests). */
export const daysBeingCounted = () => counting.size;

export interface RawDays {
  /** The days counted, in the order of `days` (all of them but `pending`). */
  counted: DayCounts[];
  /** Days still being counted when the wait ended: not in `counted`. */
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
  const owner = file ?? (sqliteOf(db) ? undefined : postgresKey(db));
  if (!owner || days.length <= IN_THREAD_DAYS) {
    const out: DayCounts[] = [];
    for (const day of days) {
      await yieldToVisitors();
      // Only the half the caller reads: the other is never used on this path.
      const counts = want === "counts" ? await countDay(db, day) : emptyCounts(day);
      out.push({ day, counts, landings: want === "landings" ? await countLandings(db, day) : [] });
    }
    return { counted: out, pending: 0 };
  }
  // SQLite: a worker with its own connection counts. PostgreSQL: the database counts, one day at a
  // time on the pool, while this thread serves others: 89 days took 4.7 s of a page load at 1,000,000
  // views, so more than a week is waited for as on SQLite, and loads share the days the same way.
  const count: Counter = file
    ? (list, onDay) => runJob("countDays", { file, days: list }, { onProgress: onDay })
    : async (list, onDay) => {
        for (const day of list) onDay({ day, counts: await countDay(db, day), landings: await countLandings(db, day) });
      };
  startCounting(
    owner,
    days.filter((day) => !counting.has(dayKey(owner, day))),
    count,
  );
  const entries = days.map((day) => counting.get(dayKey(owner, day)) as Counting);
  const all = Promise.all(entries.map((e) => e.promise));
  if (!Number.isFinite(waitMs)) return { counted: await all, pending: 0 };
  let endWait = () => {};
  const waited = new Promise<undefined>((resolve) => {
    endWait = () => resolve(undefined);
  });
  const timer = setTimeout(endWait, waitMs);
  const whole = await Promise.race([all, waited]).finally(() => clearTimeout(timer));
  if (whole) return { counted: whole, pending: 0 };
  const counted = entries.flatMap((e) => (e.done ? [e.done] : []));
  return { counted, pending: days.length - counted.length };
}

/** Counts `days` in their order, handing on each day's counts as it has them. */
type Counter = (days: string[], onDay: (d: DayCounts) => void) => Promise<unknown>;

/**
 * One count (on SQLite a worker) for the days nobody is counting yet, newest first: a catch-up rolls
 * up the oldest first, so the newest are the days a page load still needs the longest.
 */
function startCounting(owner: string, days: string[], count: Counter) {
  if (days.length === 0) return;
  const settle = new Map<string, { resolve: (d: DayCounts) => void; reject: (e: unknown) => void }>();
  for (const day of days) {
    const entry: Counting = {
      promise: new Promise<DayCounts>((resolve, reject) => settle.set(day, { resolve, reject })),
    };
    // A load that stopped waiting leaves the day to the next one: its failure is that one's to report.
    entry.promise.catch(() => {});
    counting.set(dayKey(owner, day), entry);
  }
  const newestFirst = [...days].sort().reverse();
  count(newestFirst, (d) => {
    const entry = counting.get(dayKey(owner, d.day));
    if (entry) entry.done = d;
    settle.get(d.day)?.resolve(d);
  })
    .then(
      () => new Error("the worker ended without counting the day"),
      (error: unknown) => error,
    )
    .then((error) => {
      for (const day of days) {
        settle.get(day)?.reject(error);
        counting.delete(dayKey(owner, day));
      }
    });
}

const emptyCounts = (day: string): DayCounts["counts"] => ({
  totals: { day, views: 0, visitors: 0, bounces: 0, timed_views: 0, time_ms: 0 },
  pages: [],
  referrers: [],
});
