import { randomUUID } from "node:crypto";
import type { Db } from "../db/schema";

// ASVS 2.2.1: failed sign-ins are limited, counted in the database so every replica sees the same
// numbers. Each attempt is written before its password is checked, so requests sent at the same
// moment count each other: the one that finds more than the limit already written is refused.
export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failures one client may have for one account; a client elsewhere is not affected. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failures one client may have across all accounts. */
export const MAX_FAILURES_PER_CLIENT = 20;
/** Failures for one account from other clients after which every sign-in to it is slowed. */
export const ACCOUNT_SLOWDOWN_AFTER = 10;
export const MAX_ACCOUNT_DELAY_MS = 5000;

/**
 * The wait before an account's password is checked when `failures` failures from other clients are in
 * the window: none up to ACCOUNT_SLOWDOWN_AFTER, then 0.5 s doubling per further failure, at most
 * MAX_ACCOUNT_DELAY_MS. The account is never locked for everyone: its owner gets in, later.
 */
export function accountDelayMs(failures: number) {
  if (failures <= ACCOUNT_SLOWDOWN_AFTER) return 0;
  return Math.min(MAX_ACCOUNT_DELAY_MS, 250 * 2 ** (failures - ACCOUNT_SLOWDOWN_AFTER));
}

/**
 * Seconds until the count of `times` (ascending) drops under `max`, given that it is at least `max`:
 * the moment the oldest attempt that still matters leaves the window.
 */
export function secondsUntilBelow(times: string[], max: number, now: number) {
  if (times.length < max) return 0;
  const wait = Date.parse(times[times.length - max]) + THROTTLE_WINDOW_MS - now;
  return Math.max(1, Math.ceil(wait / 1000));
}

export type AttemptDecision =
  | { allowed: true; attemptId: string; delayMs: number }
  | { allowed: false; retryAfter: number };

async function times(db: Db, filter: { email?: string; ip?: string }, since: string) {
  let q = db.selectFrom("login_attempts").select(["id", "created_at"]).where("created_at", ">", since);
  if (filter.email !== undefined) q = q.where("email", "=", filter.email);
  if (filter.ip !== undefined) q = q.where("ip", "=", filter.ip);
  return q.orderBy("created_at", "asc").execute();
}

/**
 * Records a sign-in attempt of `client` (see clientKey) for `email` and decides whether its password
 * may be checked. The row is written first and the counts read after, so of any number of attempts
 * sent together at most MAX_FAILURES_PER_ACCOUNT see a count within the limit. A refused attempt's row
 * is removed again: refusals do not extend the lock.
 */
export async function beginAttempt(db: Db, email: string, client: string, now = new Date()): Promise<AttemptDecision> {
  const attemptId = randomUUID();
  await db
    .insertInto("login_attempts")
    .values({ id: attemptId, email, ip: client, created_at: now.toISOString() })
    .execute();
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const [pair, byClient, byAccount] = await Promise.all([
    times(db, { email, ip: client }, since),
    times(db, { ip: client }, since),
    times(db, { email }, since),
  ]);
  if (pair.length > MAX_FAILURES_PER_ACCOUNT || byClient.length > MAX_FAILURES_PER_CLIENT) {
    await endAttempt(db, attemptId);
    const others = (rows: { id: string; created_at: string }[]) =>
      rows.filter((r) => r.id !== attemptId).map((r) => r.created_at);
    const retryAfter = Math.max(
      pair.length > MAX_FAILURES_PER_ACCOUNT
        ? secondsUntilBelow(others(pair), MAX_FAILURES_PER_ACCOUNT, now.getTime())
        : 0,
      byClient.length > MAX_FAILURES_PER_CLIENT
        ? secondsUntilBelow(others(byClient), MAX_FAILURES_PER_CLIENT, now.getTime())
        : 0,
    );
    return { allowed: false, retryAfter: Math.max(1, retryAfter) };
  }
  // The account-wide slowdown counts other clients' failures: this client's own are limited above.
  return { allowed: true, attemptId, delayMs: accountDelayMs(byAccount.length - pair.length) };
}

/** Takes back an attempt whose password was never checked (refused, or the server was too busy). */
export async function endAttempt(db: Db, attemptId: string) {
  await db.deleteFrom("login_attempts").where("id", "=", attemptId).execute();
}

/** The attempt failed: its row stays as the failure; rows too old to count are swept. */
export async function attemptFailed(db: Db, now = new Date()) {
  await db
    .deleteFrom("login_attempts")
    .where("created_at", "<", new Date(now.getTime() - 2 * THROTTLE_WINDOW_MS).toISOString())
    .execute();
}

/** A successful sign-in clears this client's failures for the account (other clients' stay counted). */
export async function attemptSucceeded(db: Db, email: string, client: string) {
  await db.deleteFrom("login_attempts").where("email", "=", email).where("ip", "=", client).execute();
}
