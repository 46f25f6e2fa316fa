import express from "express";
import type { DbKind } from "../db/connect";
import { pingDatabase } from "../db/connect";
import type { Db } from "../db/schema";

/** How long readiness waits for the database before it answers 503. */
export const READY_TIMEOUT_MS = 2000;

/**
 * Whether one app should still get traffic. It lives on the app (createApp makes it, server/main.ts
 * hands it to drain on SIGTERM), not in the module: this replica is draining, the others are not, and
 * an app started later in the same process (tests start many) begins ready.
 */
export class Readiness {
  #draining = false;
  #onDrain: (() => void)[] = [];
  /** Runs `fn` when draining starts (open streams end at once: server/live-chat/hub.ts). */
  onDraining(fn: () => void) {
    if (this.#draining) fn();
    else this.#onDrain.push(fn);
  }
  /** From SIGTERM on, readiness answers 503 so the balancer sends new visitors to other replicas. */
  markDraining() {
    this.#draining = true;
    for (const fn of this.#onDrain.splice(0)) fn();
  }
  get draining() {
    return this.#draining;
  }
}

/** Resolves when `work` does; rejects when it has not after `ms` (the work itself is left to end on its own). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * `GET /health/live`: the process answers (a process manager restarts it when not).
 * `GET /health/ready` and `GET /health`: this replica should get traffic: not draining, and the
 * database answered within 2 s. Mail and webhook trouble does not count: a broken mail server must not
 * take every replica out of the balancer; it shows in the metrics and the delivery alerts.
 */
export function healthRouter(db: Db, kind: DbKind, readiness: Readiness, timeoutMs = READY_TIMEOUT_MS) {
  const router = express.Router();
  router.use("/health", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.get("/health/live", (_req, res) => {
    res.json({ status: "ok" });
  });
  const ready: express.RequestHandler = async (_req, res) => {
    if (readiness.draining) {
      res.status(503).json({ status: "draining", db: kind });
      return;
    }
    try {
      await withTimeout(pingDatabase(db), timeoutMs);
      res.json({ status: "ok", db: kind });
    } catch {
      res.status(503).json({ status: "error", db: kind });
    }
  };
  router.get("/health/ready", ready);
  router.get("/health", ready);
  return router;
}
