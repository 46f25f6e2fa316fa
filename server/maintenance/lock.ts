import { sql } from "kysely";
import type { DbHandle } from "../db/connect";
import type { Db } from "../db/schema";

/** The advisory lock key of the maintenance job (any 64-bit number no other job of ours uses). */
export const MAINTENANCE_LOCK_KEY = 210_018;

const runningHere = new WeakSet<object>();

/**
 * Runs `work` only if this process holds the maintenance lock; undefined when another replica holds it.
 * PostgreSQL: a session advisory lock on one dedicated pooled connection, released at the end (and by
 * the server if the process dies, as the connection closes). SQLite: one process owns the file, so
 * only a pass already running in this process is waited out.
 */
export async function withMaintenanceLock<T>(
  database: Pick<DbHandle, "db" | "kind">,
  work: (db: Db) => Promise<T>,
): Promise<T | undefined> {
  if (database.kind !== "postgres") {
    // One process owns the file; it never runs two passes at once.
    if (runningHere.has(database.db)) return undefined;
    runningHere.add(database.db);
    try {
      return await work(database.db);
    } finally {
      runningHere.delete(database.db);
    }
  }
  return database.db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${MAINTENANCE_LOCK_KEY}) as locked`.execute(conn);
    if (!rows[0]?.locked) return undefined;
    try {
      // The work uses the pool: this connection only holds the lock.
      return await work(database.db);
    } finally {
      await sql`select pg_advisory_unlock(${MAINTENANCE_LOCK_KEY})`.execute(conn);
    }
  });
}
