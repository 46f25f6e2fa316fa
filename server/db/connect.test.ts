import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hit } from "../http/rate-limit";
import { connectDatabase, type DbHandle, sqliteOf, withBackgroundSync, withUnsyncedCommit } from "./connect";
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

describe("withBackgroundSync (SQLite)", () => {
  const pragmaSync = (conn: typeof handle.db) =>
    sql<{ synchronous: number }>`pragma synchronous`.execute(conn).then((r) => r.rows[0]?.synchronous);
  const insert = (conn: typeof handle.db, key: string) =>
    conn.transaction().execute(async (trx) => {
      await trx.insertInto("rate_limits").values({ key, window_start: 0, count: 1 }).execute();
      return pragmaSync(trx);
    });

  it("commits without a flush inside the commit, resolves only after the WAL was flushed off the thread, then FULL again", async () => {
    // Without a flush on the thread pool, the whole call would settle in microtasks, before this
    // callback: the event loop turning in between shows the wait happened outside the JavaScript thread.
    let loopTurned = false;
    setImmediate(() => {
      loopTurned = true;
    });
    const during = await withBackgroundSync(handle.db, (conn) => insert(conn, "lead-group-1"));
    expect(loopTurned).toBe(true);
    expect(during).toBe(NORMAL);
    expect(synchronous()).toBe(FULL);
    // A second connection (another replica's reader) sees the committed row.
    const other = connectDatabase(`sqlite:${path.join(dir, "app.db")}`);
    try {
      const rows = await other.db.selectFrom("rate_limits").select("key").execute();
      expect(rows).toEqual([{ key: "lead-group-1" }]);
    } finally {
      await other.close();
    }
  });

  it("rejects with the work's error, keeps nothing of it and restores FULL", async () => {
    await expect(
      withBackgroundSync(handle.db, (conn) =>
        conn.transaction().execute(async (trx) => {
          await trx.insertInto("rate_limits").values({ key: "half-done", window_start: 0, count: 1 }).execute();
          await sql`select * from no_such_table`.execute(trx);
        }),
      ),
    ).rejects.toThrow(/no such table/);
    expect(synchronous()).toBe(FULL);
    expect(await handle.db.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
  });

  it("commits FULL as it is on an in-memory database, which has no WAL file to flush", async () => {
    const memory = connectDatabase("sqlite::memory:");
    try {
      await migrateToLatest(memory.db);
      expect(await withBackgroundSync(memory.db, (conn) => insert(conn, "in-memory"))).toBe(FULL);
    } finally {
      await memory.close();
    }
  });
});
