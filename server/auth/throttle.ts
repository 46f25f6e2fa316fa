import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

type Db = Kysely<Database>;

// ASVS 2.2.1: failed sign-ins are limited per account and per client, counted in the database so
// every replica sees the same numbers.
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_CLIENT = 20;

async function failures(db: Db, column: "email" | "ip", value: string, since: string) {
  const rows = await db
    .selectFrom("login_attempts")
    .select("created_at")
    .where(column, "=", value)
    .where("created_at", ">", since)
    .orderBy("created_at", "asc")
    .execute();
  return rows.map((r) => r.created_at);
}

/** Seconds until another attempt is allowed, or 0 when one is allowed now. */
export async function throttleWait(db: Db, email: string, ip: string, now = new Date()) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const [byAccount, byClient] = await Promise.all([failures(db, "email", email, since), failures(db, "ip", ip, since)]);
  // Blocked until the oldest failure that still counts leaves the window.
  const waitFor = (times: string[], max: number) =>
    times.length < max ? 0 : Date.parse(times[times.length - max]) + THROTTLE_WINDOW_MS - now.getTime();
  const wait = Math.max(waitFor(byAccount, MAX_FAILURES_PER_ACCOUNT), waitFor(byClient, MAX_FAILURES_PER_CLIENT));
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

export async function recordFailure(db: Db, email: string, ip: string, now = new Date()) {
  await db
    .insertInto("login_attempts")
    .values({ id: randomUUID(), email, ip, created_at: now.toISOString() })
    .execute();
  // Old rows are useless to the counts above; a cheap sweep keeps the table small.
  await db
    .deleteFrom("login_attempts")
    .where("created_at", "<", new Date(now.getTime() - 2 * THROTTLE_WINDOW_MS).toISOString())
    .execute();
}

/** A successful sign-in clears that account's failures (the client's stay counted). */
export async function clearAccountFailures(db: Db, email: string) {
  await db.deleteFrom("login_attempts").where("email", "=", email).execute();
}
