import { AsyncLocalStorage } from "node:async_hooks";
import type { PostgresPool } from "kysely";
import type pg from "pg";
import { DATABASE_BUSY } from "~/lib/database-busy";

// A flood on PostgreSQL queues queries for the pool's few connections. Unbounded, the queue's tail
// waited past the pool's connect timeout and failed as a 5xx. Bounded (docs/decisions/089): a visitor
// request whose first query would join a queue already PG_MAX_WAITING long is refused at once, before it
// has touched the database, and its client is told to come back (429, Retry-After).

/** The pool's refusal. Recognise it with isDatabaseBusy (app/lib/database-busy.ts), by its code. */
export class DatabaseBusyError extends Error {
  readonly code = DATABASE_BUSY;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "DatabaseBusyError";
  }
}

/** pg-pool's message when a query waited connectionTimeoutMillis in its queue (every connection busy). */
const QUEUE_TIMEOUT = "timeout exceeded when trying to connect";

// Each visitor request, from its first middleware: whether it already holds its place. Only its first
// connect is weighed against the queue; a later one (the lead after its rate-limit count) waits like any
// query, so a refused request has done nothing and its retry cannot duplicate a write.
const requests = new AsyncLocalStorage<{ admitted: boolean }>();

/** Express middleware: what follows runs as one visitor request (background work runs outside any). */
export function admissionScope(
  _req: unknown,
  res: { once(event: "close", listener: () => void): unknown },
  next: () => void,
) {
  const request = { admitted: false };
  // A timer or a cache fill the request started keeps its context; once the answer is sent, such work is
  // background and never refused by the count.
  res.once("close", () => {
    request.admitted = true;
  });
  requests.run(request, next);
}

/**
 * Whether a request's first query may join the queue: fewer than `maxWaiting` already wait. A pure rule,
 * so the table beside it shows the boundary; `waiting` is pg-pool's waitingCount.
 */
export function mayQueue(waiting: number, maxWaiting: number) {
  return waiting < maxWaiting;
}

/**
 * The pool as Kysely's PostgresDialect sees it (it calls only connect and end): connect refuses a
 * visitor request's first query past `maxWaiting` waiters, and turns pg-pool's queue timeout into the
 * same refusal. A database that does not answer keeps its own error (a new connection's timeout).
 */
export function admittingPool(pool: pg.Pool, maxWaiting: number): PostgresPool {
  return {
    async connect() {
      const request = requests.getStore();
      if (request && !request.admitted) {
        if (!mayQueue(pool.waitingCount, maxWaiting)) {
          throw new DatabaseBusyError(`${pool.waitingCount} queries already wait for a database connection`);
        }
        request.admitted = true;
      }
      try {
        return await pool.connect();
      } catch (err) {
        if (err instanceof Error && err.message === QUEUE_TIMEOUT) {
          throw new DatabaseBusyError("waited too long for a database connection", { cause: err });
        }
        throw err;
      }
    },
    end: () => pool.end(),
  };
}
