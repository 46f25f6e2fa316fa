import type { Transaction } from "kysely";
import type { Database, Db } from "../db/schema";

type Write = (trx: Transaction<Database>) => Promise<void>;
interface Job {
  write: Write;
  resolve: () => void;
  reject: (err: unknown) => void;
}

const queues = new WeakMap<Db, Job[]>();

/**
 * Group commit for SQLite: the writes of every lead that arrives while the previous commit is under
 * way share one transaction, so one fsync (synchronous = FULL) serves them all instead of one each.
 * If one write fails (say, a duplicate sign-up) the group is rolled back and each write is retried in
 * a transaction of its own, so only the failing one gets its error. Callers are answered only after
 * their commit.
 * A write must use only the transaction it is given (the connection is held while it runs).
 */
export function commitInGroup(db: Db, write: Write): Promise<void> {
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

async function flush(db: Db) {
  const jobs = queues.get(db) ?? [];
  queues.delete(db);
  if (jobs.length > 1) {
    try {
      // The common case: every write succeeds, all commit together.
      await db.transaction().execute(async (trx) => {
        for (const job of jobs) await job.write(trx);
      });
      for (const job of jobs) job.resolve();
      return;
    } catch {
      // One write failed (a duplicate sign-up, say) and the group was rolled back: commit each
      // on its own below, so only the failing one gets its error.
    }
  }
  for (const job of jobs) {
    try {
      await db.transaction().execute(job.write);
      job.resolve();
    } catch (err) {
      job.reject(err);
    }
  }
}
