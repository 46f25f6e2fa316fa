import type { Kysely } from "kysely";
import type { DbKind } from "../db/connect";
import type { Database } from "../db/schema";
import type { OutboxRow } from "./deliver";

export interface Claim {
  rows: OutboxRow[];
  /** The locked_until written by this claim: finishing a row checks it, so a lease lost is not overwritten. */
  token: string;
}

/**
 * Claims up to `limit` due rows for `leaseMs`: pending, due, and not held by a live lease (a crashed
 * worker's lease simply runs out). On PostgreSQL the rows are selected FOR UPDATE SKIP LOCKED inside
 * the transaction that leases them, so replicas polling at the same moment never claim the same row;
 * SQLite has one writer at a time and one process.
 */
export async function claimDue(
  db: Kysely<Database>,
  kind: DbKind,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<Claim> {
  const nowIso = now.toISOString();
  const token = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("outbox")
      .select(["id", "lead_id", "kind", "payload", "attempts", "created_at"])
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowIso)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", nowIso)]))
      .orderBy("next_attempt_at")
      .limit(limit);
    if (kind === "postgres") query = query.forUpdate().skipLocked();
    const due = await query.execute();
    if (due.length === 0) return due;
    await trx
      .updateTable("outbox")
      .set({ locked_until: token })
      .where(
        "id",
        "in",
        due.map((r) => r.id),
      )
      .execute();
    return due;
  });
  return { rows: rows.map((r) => ({ ...r, attempts: Number(r.attempts) })), token };
}
