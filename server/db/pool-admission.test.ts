import { EventEmitter } from "node:events";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseBusy } from "~/lib/database-busy";
import { admissionScope, admittingPool, mayQueue } from "./pool-admission";

describe("mayQueue", () => {
  it.each<[number, number, boolean]>([
    [0, 100, true],
    [99, 100, true],
    [100, 100, false],
    [250, 100, false],
    [0, 1, true],
    [1, 1, false],
  ])("%i waiting, at most %i: %s", (waiting, max, expected) => {
    expect(mayQueue(waiting, max)).toBe(expected);
  });
});

// pg-pool's two counters and answers as a stand-in (the PostgreSQL API tests run the real pool:
// tests/api/signin-queue.test.ts): `waitingCount` as set, connect answering with `answer`.
function poolStandIn(waitingCount: number, answer: () => Promise<unknown>) {
  let connects = 0;
  const pool = {
    waitingCount,
    connect: () => {
      connects++;
      return answer();
    },
    end: async () => {},
  };
  return { pool: admittingPool(pool as unknown as pg.Pool, 2), connects: () => connects };
}

/** Runs `work` as one visitor request (what the app's first middleware does); `res` emits its "close". */
const asRequest = <T>(work: () => Promise<T>, res = new EventEmitter()) =>
  new Promise<T>((resolve, reject) => admissionScope(undefined, res, () => work().then(resolve, reject)));

const client = { query: async () => ({ rows: [] }), release: () => {} };

describe("admittingPool", () => {
  it("refuses a request's first connect once the queue is full, without asking the pool", async () => {
    const { pool, connects } = poolStandIn(2, async () => client);
    const err = await asRequest(() => pool.connect()).catch((e: unknown) => e);
    expect(isDatabaseBusy(err)).toBe(true);
    expect(connects()).toBe(0);
  });

  it("a request already admitted waits like any query for its later connects", async () => {
    const stand = poolStandIn(1, async () => client);
    const got = await asRequest(async () => {
      await stand.pool.connect(); // admitted: 1 waiting < 2
      (stand.pool as unknown as { waitingCount: number }).waitingCount = 5;
      return stand.pool.connect();
    });
    expect(got).toBe(client);
  });

  it("work a request left behind (a timer) is not refused by the count once its answer is sent", async () => {
    const { pool } = poolStandIn(500, async () => client);
    const res = new EventEmitter();
    const later = await asRequest(async () => {
      let fire = () => {};
      const timer = new Promise<void>((resolve) => {
        fire = resolve;
      }).then(() => pool.connect());
      res.emit("close");
      fire();
      return timer;
    }, res);
    expect(later).toBe(client);
  });

  it("work outside a request (workers, migrations) is never refused by the count", async () => {
    const { pool } = poolStandIn(500, async () => client);
    expect(await pool.connect()).toBe(client);
  });

  it.each<[string, Error, boolean]>([
    ["pg-pool's queue timeout becomes the busy refusal", new Error("timeout exceeded when trying to connect"), true],
    [
      "a database that does not answer keeps its error",
      new Error("Connection terminated due to connection timeout"),
      false,
    ],
    ["a refused connection keeps its error", new Error("connect ECONNREFUSED 127.0.0.1:5432"), false],
  ])("%s", async (_name, failure, busy) => {
    const { pool } = poolStandIn(0, () => Promise.reject(failure));
    const err = await asRequest(() => pool.connect()).catch((e: unknown) => e);
    expect(isDatabaseBusy(err)).toBe(busy);
    if (!busy) expect(err).toBe(failure);
  });
});
