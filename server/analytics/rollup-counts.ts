import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "../db/schema";
import { countLandings, type LandingCount } from "./landings";
import { countDay } from "./rollup";

/** One day's counts, as the rollup writes them (./rollup.ts writeDay). */
export interface DayCounts {
  day: string;
  counts: Awaited<ReturnType<typeof countDay>>;
  landings: LandingCount[];
}

/**
 * The counting half of a catch-up, in a background worker: the GROUP BYs over each day's raw views run
 * on a read-only connection of the worker's own (WAL: they never block nor wait for the server's
 * writes), and each day's counts go back to the main thread, whose connection stays the only writer
 * (a second writer would make its deferred transactions fail with SQLITE_BUSY, docs/decisions/056).
 */
export async function countDays(
  { file, days }: { file: string; days: string[] },
  ctx: { stop: () => boolean; progress: (d: DayCounts) => void },
) {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  let counted = 0;
  try {
    for (const day of days) {
      if (ctx.stop()) break;
      ctx.progress({ day, counts: await countDay(db, day), landings: await countLandings(db, day) });
      counted += 1;
    }
  } finally {
    await db.destroy();
  }
  return { counted };
}
