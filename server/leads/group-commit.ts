import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/schema";

type Write = (trx: Transaction<Database>) => Promise<void>;
interface Job {
  write: Write;
  resolve: () => void;
  reject: (err: unknown) => void;
}

const queues = new WeakMap<Kysely<Database>, Job[]>();

/**
 * Group commit for SQLite: the writes of every lead that arrives while the previous commit is under
 * way share one transaction, so one fsync (synchronous = FULL) serves them all instead of one each.
 * Each write runs in its own savepoint: a failing one (say, a duplicate sign-up) is rolled back alone
 * and its caller gets the error; the others commit. Callers are answered only after the commit.
 * A write must use only the transaction it is given (the connection is held while it runs).
 */
export function commitInGroup(db: Kysely<Database>, write: Write): Promise<void> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = [];
      queues.set(db, queue);
      // Let the requests already waiting in this turn of the event loop join the group.
      setImmediate(() => void flush(db));
    }
    queue.push({ write, resolve, reject });
  });
}

async function flush(db: Kysely<Database>) {
  const jobs = queues.get(db) ?? [];
  queues.delete(db);
  const failures = new Map<Job, unknown>();
  try {
    await db.transaction().execute(async (trx) => {
      for (const [i, job] of jobs.entries()) {
        const name = sql.raw(`lead_${i}`);
        await sql`savepoint ${name}`.execute(trx);
        try {
          await job.write(trx);
        } catch (err) {
          failures.set(job, err);
          await sql`rollback to ${name}`.execute(trx);
        }
        await sql`release ${name}`.execute(trx);
      }
    });
  } catch (err) {
    // The commit itself failed (disk full, say): nobody's lead is stored.
    for (const job of jobs) job.reject(err);
    return;
  }
  for (const job of jobs) {
    if (failures.has(job)) job.reject(failures.get(job));
    else job.resolve();
  }
}
