import { runJob } from "../background/workers";
import { sqliteFileOf } from "../db/connect";
import type { Db } from "../db/schema";
import { rollUpDay, writeDay, yieldToVisitors } from "./rollup";

/**
 * Rolls up `days` (oldest first); the number rolled up. On a SQLite file the counting runs in a
 * background worker (./rollup-counts.ts) and this thread only writes each day's counts, one short
 * transaction a day with a yield after it. On PostgreSQL the database counts while this thread awaits
 * (and an in-memory SQLite has no file a worker could open): day by day here, yielding between days.
 */
export async function rollUpDays(
  db: Db,
  days: string[],
  { now = new Date(), stop = () => false }: { now?: Date; stop?: () => boolean } = {},
) {
  let rolledUp = 0;
  const file = sqliteFileOf(db);
  if (!file) {
    for (const day of days) {
      if (stop()) break;
      if (await rollUpDay(db, day, now)) rolledUp += 1;
      await yieldToVisitors();
    }
    return rolledUp;
  }
  if (days.length === 0) return 0;
  await runJob(
    "countDays",
    { file, days },
    {
      stop,
      onProgress: async (d) => {
        if (await writeDay(db, d, now)) rolledUp += 1;
        await yieldToVisitors();
      },
    },
  );
  return rolledUp;
}
