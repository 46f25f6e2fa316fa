import type { NextFunction, Request, Response } from "express";
import { sql } from "kysely";
import { withUnsyncedCommit } from "../db/connect";
import type { Db } from "../db/schema";
import { countRefusal } from "../ops/metrics";
import { clientKey } from "./client-key";
import { sendError } from "./json-error";

export interface RateLimitOptions {
  windowSeconds: number;
  max: number;
  /** Separates counters of different limits for the same client. */
  scope: string;
}

/**
 * Fixed-window counter kept in the database, so every replica shares one count per client.
 * One upsert per request: a new window resets the count to 1.
 */
export async function hit(db: Db, key: string, windowSeconds: number, now = Date.now()) {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
        window_start: sql<number>`excluded.window_start`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: (Number(row.window_start) + windowSeconds) * 1000 };
}

/**
 * `hit` for a counter on its own (a rate limit, a daily quota): on SQLite its commit does not wait for
 * an fsync of its own, which would hold the request thread (withUnsyncedCommit). Nobody is promised a
 * count: a power cut may lose the last few.
 */
export function countHit(db: Db, key: string, windowSeconds: number, now = Date.now()) {
  return withUnsyncedCommit(db, (conn) => hit(conn, key, windowSeconds, now));
}

export function rateLimit(db: Db, opts: RateLimitOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { count, resetAt } = await countHit(db, `${opts.scope}:${clientKey(req.ip)}`, opts.windowSeconds);
      res.setHeader("RateLimit-Limit", String(opts.max));
      res.setHeader("RateLimit-Remaining", String(Math.max(0, opts.max - count)));
      if (count > opts.max) {
        res.setHeader("Retry-After", String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
        countRefusal("rate_limited");
        sendError(res, 429, "Too many requests. Please wait a few minutes and try again.");
        return;
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
