import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hit } from "../http/rate-limit";
import { connectDatabase, type DbHandle, fsyncedRowChanges, sqliteOf, withUnsyncedCommit } from "./connect";
import { migrateToLatest } from "./migrations";

// SQLite's codes for PRAGMA synchronous: 1 NORMAL (no fsync at commit in WAL mode), 2 FULL.
const NORMAL = 1;
const FULL = 2;

let dir: string;
let handle: DbHandle;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "connect-"));
  handle = connectDatabase(`sqlite:${path.join(dir, "app.db")}`);
  await migrateToLatest(handle.db);
});
afterEach(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const synchronous = () => sqliteOf(handle.db)?.pragma("synchronous", { simple: true });

describe("withUnsyncedCommit (SQLite)", () => {
  it("commits the work without an fsync, then every later commit is FULL again", async () => {
    expect(synchronous()).toBe(FULL);
    let during: unknown;
    const counted = await withUnsyncedCommit(handle.db, async (conn) => {
      during = (await sql<{ synchronous: number }>`pragma synchronous`.execute(conn)).rows[0]?.synchronous;
      return hit(conn, "api:203.0.113.9", 60, Date.UTC(2026, 10, 25, 12, 0, 30));
    });
    expect(during).toBe(NORMAL);
    expect(counted.count).toBe(1);
    expect(synchronous()).toBe(FULL);
    const row = await handle.db.selectFrom("rate_limits").selectAll().executeTakeFirstOrThrow();
    // The window of 12:00:30 starts at 12:00:00 UTC, 2026-11-25: 1795608000 in Unix seconds.
    expect(row).toEqual({ key: "api:203.0.113.9", window_start: 1795608000, count: 1 });
  });

  it("relaxes the sync for every such commit, not only the first", async () => {
    const read = (conn: typeof handle.db) =>
      sql<{ synchronous: number }>`pragma synchronous`.execute(conn).then((r) => r.rows[0]?.synchronous);
    expect(await withUnsyncedCommit(handle.db, read)).toBe(NORMAL);
    expect(await read(handle.db)).toBe(FULL);
    expect(await withUnsyncedCommit(handle.db, read)).toBe(NORMAL);
    expect(await read(handle.db)).toBe(FULL);
  });

  it("restores FULL when the work fails", async () => {
    await expect(
      withUnsyncedCommit(handle.db, async (conn) => {
        await sql`select * from no_such_table`.execute(conn);
      }),
    ).rejects.toThrow(/no such table/);
    expect(synchronous()).toBe(FULL);
  });

  it("counts every one of 30 hits sent at once, and a lead committed meanwhile is FULL", async () => {
    const at = Date.UTC(2026, 10, 25, 12, 0, 0);
    const lead = handle.db.transaction().execute(async (trx) => {
      await trx.insertInto("rate_limits").values({ key: "in-a-transaction", window_start: 0, count: 1 }).execute();
      return (await sql<{ synchronous: number }>`pragma synchronous`.execute(trx)).rows[0]?.synchronous;
    });
    const hits = Array.from({ length: 30 }, () =>
      withUnsyncedCommit(handle.db, (conn) => hit(conn, "api:198.51.100.7", 60, at)),
    );
    const [inLead, ...counts] = await Promise.all([lead, ...hits]);
    expect(inLead).toBe(FULL);
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(synchronous()).toBe(FULL);
  });
});

describe("fsyncedRowChanges (SQLite)", () => {
  const row = (key: string) => ({ key, window_start: 0, count: 1 });

  it.each([
    // [what runs, rows changed by fsync'd commits]
    ["one insert", 1, (db: DbHandle["db"]) => db.insertInto("rate_limits").values(row("a")).execute()],
    [
      "a transaction of two inserts",
      2,
      (db: DbHandle["db"]) =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto("rate_limits").values(row("a")).execute();
          await trx.insertInto("rate_limits").values(row("b")).execute();
        }),
    ],
    ["an unsynced hit", 0, (db: DbHandle["db"]) => withUnsyncedCommit(db, (conn) => hit(conn, "x", 60))],
    [
      "an unsynced insert of three rows",
      0,
      (db: DbHandle["db"]) =>
        withUnsyncedCommit(db, (conn) =>
          conn
            .insertInto("rate_limits")
            .values([row("a"), row("b"), row("c")])
            .execute(),
        ),
    ],
    ["a read", 0, (db: DbHandle["db"]) => db.selectFrom("rate_limits").selectAll().execute()],
  ])("%s: %d", async (_what, expected, work) => {
    const before = fsyncedRowChanges(handle.db);
    await work(handle.db);
    expect((fsyncedRowChanges(handle.db) ?? Number.NaN) - (before ?? Number.NaN)).toBe(expected);
  });
});
