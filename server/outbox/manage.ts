import type { Db } from "../db/schema";

export interface OutboxListing {
  id: string;
  lead_id: string | null;
  kind: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
}

/** Rows not delivered yet (pending) or given up on (failed), oldest first. */
export async function listUndelivered(db: Db): Promise<OutboxListing[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "lead_id", "kind", "status", "attempts", "next_attempt_at", "last_error"])
    .where("status", "in", ["pending", "failed"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
}

/**
 * Puts failed rows back in the queue, due now, with a fresh set of attempts (the last error stays
 * until the next attempt). `ids` empty: every failed row. Resolves with the number of rows requeued.
 */
export async function retryFailed(db: Db, ids: string[] = [], now = new Date()): Promise<number> {
  let query = db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
    .where("status", "=", "failed");
  if (ids.length) query = query.where("id", "in", ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
