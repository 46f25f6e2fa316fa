import { SqliteAdapter, sql } from "kysely";
import { nextStepSize } from "../background/step-size";
import { runJob } from "../background/workers";
import { sqliteFileOf, withUnsyncedCommit } from "../db/connect";
import type { Db } from "../db/schema";
import { countLandings, insertLandings, type LandingCount } from "./landings";

/** Lets visitors' requests run between two steps of background work (better-sqlite3 blocks the thread). */
export const yieldToVisitors = () => new Promise<void>((resolve) => setImmediate(resolve));

type Results<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs queries one after another with a yield between them. On SQLite each query blocks the thread
 * (`Promise.all` would run them back to back in one block), so a visitor's request gets in between.
 */
export async function inTurns<const T extends readonly (() => Promise<unknown>)[]>(...steps: T): Promise<Results<T>> {
  const out: unknown[] = [];
  for (const step of steps) {
    if (out.length > 0) await yieldToVisitors();
    out.push(await step());
  }
  return out as Results<T>;
}

/** Counts of one day's raw page views: what analytics_days and its two detail tables keep. */
export async function countDay(db: Db, day: string) {
  const ofDay = db.selectFrom("page_views").where("day", "=", day);
  const [pages, referrers, bounce] = await inTurns(
    () =>
      ofDay
        .select((eb) => [
          "path",
          eb.fn.countAll<number>().as("views"),
          eb.fn.count<number>("visitor").distinct().as("visitors"),
          eb.fn.count<number>("duration_ms").as("timed_views"),
          eb.fn.coalesce(eb.fn.sum<number>("duration_ms"), sql<number>`0`).as("time_ms"),
        ])
        .groupBy("path")
        .execute(),
    () =>
      ofDay
        .where("referrer_host", "is not", null)
        .select((eb) => ["referrer_host", eb.fn.countAll<number>().as("views")])
        .groupBy("referrer_host")
        .execute(),
    // Visitor-days with one view: a bounce. Every visitor of the day is one row of the inner query.
    () =>
      db
        .selectFrom(
          ofDay
            .select((eb) => ["visitor", eb.fn.countAll<number>().as("n")])
            .groupBy("visitor")
            .as("v"),
        )
        .select((eb) => [
          eb.fn.countAll<number>().as("visitors"),
          eb.fn.coalesce(eb.fn.sum<number>(sql`case when v.n = 1 then 1 else 0 end`), sql<number>`0`).as("bounces"),
        ])
        .executeTakeFirstOrThrow(),
  );
  // PostgreSQL returns counts and sums as bigint strings.
  const pageRows = pages.map((p) => ({
    day,
    path: p.path,
    views: Number(p.views),
    visitors: Number(p.visitors),
    timed_views: Number(p.timed_views),
    time_ms: Number(p.time_ms),
  }));
  const sum = (k: "views" | "timed_views" | "time_ms") => pageRows.reduce((t, p) => t + p[k], 0);
  return {
    totals: {
      day,
      views: sum("views"),
      visitors: Number(bounce.visitors),
      bounces: Number(bounce.bounces),
      timed_views: sum("timed_views"),
      time_ms: sum("time_ms"),
    },
    pages: pageRows,
    referrers: referrers.map((r) => ({ day, host: String(r.referrer_host), views: Number(r.views) })),
  };
}

const CHUNK = 500;
const LANDING_CHUNK = 100;

/**
 * Rolls up one day, once: its counts are written in one transaction with the analytics_days row that
 * marks it done, so a crash leaves the day either rolled up whole or not at all. False when it already was.
 */
export async function rollUpDay(db: Db, day: string, now = new Date()): Promise<boolean> {
  const done = await db.selectFrom("analytics_days").select("day").where("day", "=", day).executeTakeFirst();
  if (done) return false;
  return writeDay(db, { counts: await countDay(db, day), landings: await countLandings(db, day) }, now);
}

/**
 * Writes one day's counts (counted here or by a background worker) in one short transaction; false when
 * the day was rolled up meanwhile (its rows are kept).
 */
export async function writeDay(
  db: Db,
  { counts, landings }: { counts: Awaited<ReturnType<typeof countDay>>; landings: LandingCount[] },
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("analytics_days")
      .values({ ...counts.totals, rolled_at: now.toISOString() })
      .onConflict((oc) => oc.column("day").doNothing())
      .executeTakeFirst();
    // Another replica rolled it up meanwhile: keep its rows.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    for (let i = 0; i < counts.pages.length; i += CHUNK) {
      await trx
        .insertInto("analytics_day_pages")
        .values(counts.pages.slice(i, i + CHUNK))
        .execute();
    }
    // Each landing row's triggers add it to three per-day sums (migration 031): 500 rows a statement took up to 29 ms.
    await insertLandings(trx, landings, LANDING_CHUNK);
    for (let i = 0; i < counts.referrers.length; i += CHUNK) {
      await trx
        .insertInto("analytics_day_referrers")
        .values(counts.referrers.slice(i, i + CHUNK))
        .execute();
    }
    return true;
  });
}

/**
 * Every day before `today` that has raw page views and no rollup yet, oldest first, restored or
 * imported days included. One index seek per day (never a scan of all page views).
 */
export async function daysToRollUp(db: Db, today: string): Promise<string[]> {
  const days: string[] = [];
  let after = "";
  for (;;) {
    const row = await db
      .selectFrom("page_views")
      .select((eb) => eb.fn.min("day").as("day"))
      .where("day", ">", after)
      .where("day", "<", today)
      .executeTakeFirst();
    const day = row?.day ? String(row.day) : undefined;
    if (!day) break;
    after = day;
    const done = await db.selectFrom("analytics_days").select("day").where("day", "=", day).executeTakeFirst();
    if (!done) days.push(day);
  }
  return days;
}

/**
 * Deletes raw page views of rolled-up days before `before`, `batch` rows at a time with a yield
 * between batches. A day without a rollup is never pruned. Returns the rows deleted.
 */
export async function pruneRawViews(
  db: Db,
  before: string,
  { batch = 1000, stop = () => false }: { batch?: number; stop?: () => boolean } = {},
) {
  // On SQLite each delete blocks the visitors' thread: its size follows how long the last one took,
  // from a first step small enough for a slow disk (1,000 rows took 94 ms at 1,000,000 views).
  const adapt = db.getExecutor().adapter instanceof SqliteAdapter;
  if (!adapt) return pruneInSteps(db, before, batch, false, stop);
  // Most hours there is nothing to prune: no checkpoint worker is started for nothing.
  if (!(await oldestPrunableDay(db, before))) return 0;
  // Each deleted view dirties a page of the id index (random ids) besides its row. SQLite's automatic
  // checkpoint ran on the visitors' thread inside a step's commit: at its default 1,000 log pages about
  // 30 ms every seventh step; at 100 pages a few ms, but two fsyncs each, which shrank the steps to a
  // few rows and made the 5,000,000-view prune last about 15 minutes. So while pruning a SQLite file the
  // main connection does not checkpoint, and a background worker does, every CHECKPOINT_EVERY_MS.
  const [setting] = (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows;
  const file = sqliteFileOf(db);
  let pruned = false;
  let ended = false;
  // The latest checkpoint's outcome, numbered.
  let wal = { log: 0, checkpointed: 0, n: 0 };
  const checkpoints = file
    ? runJob(
        "walCheckpoints",
        { file, everyMs: CHECKPOINT_EVERY_MS },
        {
          stop: () => pruned,
          onProgress: (p) => {
            wal = { ...p, n: wal.n + 1 };
          },
        },
      ).finally(() => {
        ended = true;
      })
    : undefined;
  // The log restarts from its beginning only at a write after a checkpoint that copied all of it,
  // which steps writing back to back never leave time for: past WAL_PAGES the next step waits
  // (without holding the thread) for a checkpoint run after it stopped writing to copy everything.
  const logKeptShort = async () => {
    if (wal.log <= WAL_PAGES) return;
    const after = wal.n;
    while (!ended && !stop() && (wal.n <= after || wal.checkpointed < wal.log))
      await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_EVERY_MS / 4));
  };
  await sql.raw(`pragma wal_autocheckpoint = ${checkpoints ? 0 : PRUNE_CHECKPOINT_PAGES}`).execute(db);
  try {
    return await pruneInSteps(db, before, Math.min(batch, FIRST_STEP_ROWS), true, stop, logKeptShort);
  } finally {
    pruned = true;
    // Ended by shutdown (JobStopped) or failed: the main connection's own checkpoints take over below.
    await checkpoints?.catch(() => undefined);
    await sql.raw(`pragma wal_autocheckpoint = ${Number(setting?.wal_autocheckpoint ?? 1000)}`).execute(db);
  }
}

/** How often the background worker checkpoints while the main connection prunes. */
const CHECKPOINT_EVERY_MS = 100;
/** Log pages (4 KB each) past which pruning waits for a complete checkpoint (about 40 MB). */
const WAL_PAGES = 10_000;

/** Log pages between automatic checkpoints while pruning an in-memory SQLite database (SQLite's default: 1,000). */
const PRUNE_CHECKPOINT_PAGES = 100;
const FIRST_STEP_ROWS = 100;

/** The oldest day before `before` that has raw views and a rollup, or undefined. */
async function oldestPrunableDay(db: Db, before: string) {
  const oldest = await db
    .selectFrom("page_views")
    .select((eb) => eb.fn.min("day").as("day"))
    .where("day", "<", before)
    .where("day", "in", db.selectFrom("analytics_days").select("day").where("day", "<", before))
    .executeTakeFirst();
  return oldest?.day ? String(oldest.day) : undefined;
}

async function pruneInSteps(
  db: Db,
  before: string,
  first: number,
  adapt: boolean,
  stop: () => boolean,
  beforeStep: () => Promise<void> = async () => {},
) {
  let size = first;
  let deleted = 0;
  for (;;) {
    await beforeStep();
    if (stop()) break;
    const day = await oldestPrunableDay(db, before);
    if (!day) break;
    const started = performance.now();
    // Without waiting for the disk (synchronous = NORMAL for this commit): a power cut may bring back
    // the last deleted views of a day that is rolled up, and the next pass deletes them again.
    const res = await withUnsyncedCommit(db, (conn) =>
      conn
        .deleteFrom("page_views")
        .where("id", "in", (eb) => eb.selectFrom("page_views").select("id").where("day", "=", day).limit(size))
        .executeTakeFirst(),
    );
    deleted += Number(res.numDeletedRows);
    if (adapt) size = nextStepSize(size, performance.now() - started);
    await yieldToVisitors();
  }
  return deleted;
}
