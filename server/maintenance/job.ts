import { randomUUID } from "node:crypto";
import { rollUpDays } from "../analytics/catch-up";
import { daysToRollUp, pruneRawViews } from "../analytics/rollup";
import type { DbHandle } from "../db/connect";
import type { Db } from "../db/schema";
import { fadeScores } from "../score/fade";
import { withMaintenanceLock } from "./lock";
import { type RetentionSettings, retentionCutoffs } from "./policy";
import { applyRetention } from "./retention";

export interface MaintenanceOptions {
  now?: Date;
  /** True once the process is stopping: the job ends after the batch under way. */
  stop?: () => boolean;
}

/**
 * One pass of the job, without lock or schedule: rolls up every finished day that has raw page views
 * and no rollup (restored or imported days too), prunes raw views past their period, then applies the
 * retention policy. Idempotent: a second pass right after finds nothing to do.
 */
export async function maintain(
  db: Db,
  settings: RetentionSettings,
  { now = new Date(), stop = () => false }: MaintenanceOptions = {},
) {
  const c = retentionCutoffs(now, settings);
  // Counted in a background worker on SQLite, written here a day at a time (docs/decisions/056).
  const rolledUp = await rollUpDays(db, await daysToRollUp(db, c.today), { now, stop });
  const pageViews = await pruneRawViews(db, c.rawViewsBefore, { stop });
  const retention = await applyRetention(db, c, { stop });
  // Lead scores: the unscored ones, and (once a day) the ones whose engagement halved (server/score).
  const leadScores = await fadeScores(db, now, { stop });
  return { rolledUp, pageViews, ...retention, leadScores };
}

export type MaintenanceReport = Awaited<ReturnType<typeof maintain>>;

/**
 * The scheduled run: under the maintenance lock, and only if no replica started a run within
 * `minGapMs` (so replicas that each tick hourly run it about once an hour between them). Returns the
 * report, or undefined when another replica holds the lock or ran it recently. Each run is logged in
 * maintenance_runs.
 */
export async function runMaintenance(
  database: Pick<DbHandle, "db" | "kind">,
  settings: RetentionSettings,
  { now = new Date(), stop, minGapMs = 0 }: MaintenanceOptions & { minGapMs?: number } = {},
): Promise<MaintenanceReport | undefined> {
  return withMaintenanceLock(database, async (db) => {
    const last = await db
      .selectFrom("maintenance_runs")
      .select("started_at")
      .orderBy("started_at", "desc")
      .limit(1)
      .executeTakeFirst();
    if (last && Date.parse(last.started_at) > now.getTime() - minGapMs) return undefined;
    const id = randomUUID();
    await db.insertInto("maintenance_runs").values({ id, started_at: now.toISOString(), finished_at: null }).execute();
    const report = await maintain(db, settings, { now, stop });
    await db
      .updateTable("maintenance_runs")
      .set({ finished_at: new Date().toISOString(), details: JSON.stringify(report) })
      .where("id", "=", id)
      .execute();
    // The log of runs is itself kept 30 days.
    await db
      .deleteFrom("maintenance_runs")
      .where("started_at", "<", new Date(now.getTime() - 30 * 86_400_000).toISOString())
      .execute();
    return report;
  });
}

export interface MaintenanceWorkerOptions {
  intervalMs: number;
  /** The first run, shortly after start (within a minute). */
  firstDelayMs?: number;
  log?: Pick<Console, "log" | "error">;
  /** More work for the same tick, after the job (the scheduled backup: it takes the lock itself). */
  afterRun?: () => Promise<void>;
}

/** Runs the job within a minute of start, then every interval; stop() lets the batch under way finish. */
export function maintenanceWorker(
  database: Pick<DbHandle, "db" | "kind">,
  settings: RetentionSettings,
  { intervalMs, firstDelayMs = 30_000, log = console, afterRun }: MaintenanceWorkerOptions,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopping = false;
  const tick = () => {
    running = (async () => {
      try {
        // A little under the interval: a replica that ticks a moment early still takes its turn.
        const report = await runMaintenance(database, settings, {
          stop: () => stopping,
          minGapMs: intervalMs * 0.9,
        });
        if (report) log.log(`[maintenance] done: ${JSON.stringify(report)}`);
      } catch (err) {
        log.error(`[maintenance] failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        if (afterRun && !stopping) await afterRun();
      } catch (err) {
        log.error(`[maintenance] scheduled backup failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (!stopping) timer = setTimeout(tick, intervalMs).unref();
    })();
  };
  return {
    start() {
      timer = setTimeout(tick, firstDelayMs).unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
