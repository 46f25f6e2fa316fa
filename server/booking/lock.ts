// The one place a booking's check and insert are serialised, so that a slot gives exactly one
// booking whatever the number of visitors and replicas (issue #38, "never a double booking").
// PostgreSQL: transaction-scoped advisory locks on the consultants (and the visitor's mailbox) the
// booking may touch, taken in sorted order so two bookings never wait for each other in a circle;
// they are released by the commit or rollback. SQLite: BEGIN IMMEDIATE takes the one write lock
// before the first read (Kysely's own transactions begin DEFERRED, which would let two checks read
// before either writes if a second process shared the file).
import { sql, type Transaction } from "kysely";
import type { DbKind } from "../db/connect";
import type { Database, Db } from "../db/schema";

export const consultantLock = (id: string) => `booking:consultant:${id}`;
export const mailboxLock = (hash: string) => `booking:mailbox:${hash}`;

export async function lockedTransaction<T>(
  db: Db,
  kind: DbKind,
  keys: readonly string[],
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (kind === "postgres") {
    return db.transaction().execute(async (trx) => {
      for (const key of [...new Set(keys)].sort())
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      return work(trx);
    });
  }
  // One connection, held for the whole transaction: nothing else of this process runs in between.
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      // The connection is in a transaction we opened by hand: the same queries, typed as one.
      const result = await work(conn as unknown as Transaction<Database>);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn).catch(() => {});
      throw err;
    }
  });
}
