// The PostgreSQL pool's "too busy" refusal (server/db/pool-admission.ts), recognised by its `code`, not
// by its class: the React Router build (app/entry.server.tsx) and the server bundle each hold their own
// copy of a module, so an `instanceof` across them is false.

/** The `code` of the busy refusal. */
export const DATABASE_BUSY = "DATABASE_BUSY";

/** PG_MAX_WAITING's default: queries that may wait for one replica's 10 connections, some tens of ms of work. */
export const DEFAULT_MAX_WAITING = 100;

/** Seconds a client is told to wait (Retry-After): a flood's queue drains in well under a second. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** What a refused visitor reads: their request did nothing, so sending it again is safe. */
export const BUSY_MESSAGE = "The service is busy. Please try again in a moment.";

/** Whether `err` (or an error it wraps, a few levels deep) is the busy refusal. */
export function isDatabaseBusy(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && typeof e === "object" && e !== null; depth++) {
    if ((e as { code?: unknown }).code === DATABASE_BUSY) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
