import type { DbKind } from "../db/connect";
import type { Db } from "../db/schema";
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
 * on SQLite one UPDATE … RETURNING selects and leases at once.
 */
export async function claimDue(
  db: Db,
  kind: DbKind,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<Claim> {
  const nowIso = now.toISOString();
  const token = new Date(now.getTime() + leaseMs).toISOString();
  const columns = ["id", "lead_id", "kind", "payload", "attempts", "created_at", "depends_on"] as const;
  const due = (q: Db) =>
    q
      .selectFrom("outbox")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowIso)
      // A scheduled row waits for its time whatever next_attempt_at says (docs/decisions/055).
      .where((eb) => eb.or([eb("not_before", "is", null), eb("not_before", "<=", nowIso)]))
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", nowIso)]))
      .orderBy("next_attempt_at")
      .limit(limit);

  let rows: OutboxRow[];
  if (kind === "postgres") {
    rows = await db.transaction().execute(async (trx) => {
      const picked = await due(trx).select(columns).forUpdate().skipLocked().execute();
      if (picked.length === 0) return picked;
      await trx
        .updateTable("outbox")
        .set({ locked_until: token })
        .where(
          "id",
          "in",
          picked.map((r) => r.id),
        )
        .execute();
      return picked;
    });
  } else {
    // One statement: SQLite takes the write lock for it, so even a stray second process could not
    // lease the same rows.
    rows = await db
      .updateTable("outbox")
      .set({ locked_until: token })
      .where("id", "in", due(db).select("id"))
      .returning(columns)
      .execute();
  }
  return { rows: rows.map((r) => ({ ...r, attempts: Number(r.attempts) })), token };
}
