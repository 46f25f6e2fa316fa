import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rollUpDays } from "../../server/analytics/catch-up";
import { BACKGROUND_NICE } from "../../server/background/thread-priority";
import {
  JobStopped,
  liveWorkers,
  setBackgroundNice,
  setBackgroundWorkers,
  stopBackgroundWorkers,
} from "../../server/background/workers";
import { pruneScheduled, writeBackup } from "../../server/backups/create";
import { openBackup } from "../../server/backups/source";
import { insertLeads } from "../factories";
import { startTestServer } from "./test-server";

// Background work off the visitors' thread (docs/decisions/056), on SQLite and (TEST_DATABASE_URL)
// PostgreSQL, with BACKGROUND_WORKERS on and off: a backup's copy and a rollup's counting still do their
// work, in a worker thread on a SQLite file (none on PostgreSQL, where the database does the work, nor
// with the setting off); shutdown ends a copy under way and leaves neither thread, file nor history row.
let server: Awaited<ReturnType<typeof startTestServer>>;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = server.settings.BACKUP_DIR;
});
afterAll(async () => {
  setBackgroundWorkers(true);
  await server?.close();
});
beforeEach(async () => {
  for (const t of [
    "backups",
    "leads",
    "rate_limits",
    "page_views",
    "analytics_days",
    "analytics_day_pages",
    "analytics_day_referrers",
    "analytics_day_landings",
  ] as const)
    await server.db.deleteFrom(t).execute();
  for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
});

const onSqlite = () => server.kind === "sqlite";
const database = () => ({ db: server.db, kind: server.kind });
const leads = Array.from({ length: 3 }, (_, i) => ({
  id: `bw-lead-${i}`,
  type: "contact" as const,
  name: `Lead ${i}`,
  createdAt: `2026-05-0${i + 1}T00:00:00.000Z`,
}));

/** The rows of one table as a backup file holds them, read back as a restore reads them. */
async function rowsInBackup(file: string, table: string) {
  const source = await openBackup(file);
  if (!source) throw new Error("not a backup");
  const rows: Record<string, unknown>[] = [];
  try {
    for await (const batch of source.tables([table])) if (batch.table === table) rows.push(...batch.rows);
  } finally {
    source.close();
  }
  return rows;
}

const taskDir = () => `/proc/${process.pid}/task`;
const ownThread = () => fs.readlinkSync("/proc/thread-self").split("/").pop() as string;
/** A thread's nice value: the 19th field of its stat line (the 17th after the command's ") "). */
const niceOf = (tid: string) =>
  Number(fs.readFileSync(`${taskDir()}/${tid}/stat`, "utf8").split(") ")[1]?.split(" ")[16]);
function otherThreadNices() {
  const nices: number[] = [];
  for (const tid of fs.readdirSync(taskDir()))
    if (tid !== ownThread())
      try {
        nices.push(niceOf(tid));
      } catch {
        // The thread ended between the listing and the read.
      }
  return nices;
}

/**
 * Whether another thread of this process is at `nice` within `ms`, read every millisecond without
 * yielding: a worker starts and sets its priority on its own, and a loaded machine may not run this
 * thread's timers within a short job's time.
 */
function threadAtNiceWithin(nice: number, ms: number) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (otherThreadNices().includes(nice)) return true;
    Atomics.wait(pause, 0, 0, 1);
  }
  return false;
}

describe.each(["on", "off"] as const)("BACKGROUND_WORKERS=%s", (mode) => {
  beforeAll(() => setBackgroundWorkers(mode === "on"));
  const threads = () => (mode === "on" && onSqlite() ? 1 : 0);

  it("a backup holds the live leads, no short-lived security rows, and its file is 0600", async () => {
    await insertLeads(server, leads);
    await server.db.insertInto("rate_limits").values({ key: "post:1.2.3.4", window_start: 1, count: 3 }).execute();
    const made = writeBackup(database(), dir, { kind: "manual" });
    // Started before the first await: the copy runs in a thread of its own only on a SQLite file.
    expect(liveWorkers()).toBe(threads());
    const entry = await made;
    expect(liveWorkers()).toBe(0);
    const file = path.join(dir, entry.file_name);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const saved = await rowsInBackup(file, "leads");
    expect(saved.map((r) => [r.id, r.name]).sort()).toEqual([
      ["bw-lead-0", "Lead 0"],
      ["bw-lead-1", "Lead 1"],
      ["bw-lead-2", "Lead 2"],
    ]);
    expect(await rowsInBackup(file, "rate_limits")).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual([entry.file_name]);
  });

  // Linux gives each thread a nice value of its own (server/background/thread-priority.ts). Set as a
  // production server sets it: the test server (NODE_ENV=test) leaves it off.
  it.skipIf(!fs.existsSync("/proc/thread-self"))(
    "a job's worker thread runs at nice 10, this thread at 0",
    async () => {
      await insertLeads(server, leads);
      setBackgroundNice(true);
      try {
        const made = writeBackup(database(), dir, { kind: "manual" });
        const lowered =
          threads() === 1 ? threadAtNiceWithin(BACKGROUND_NICE, 20_000) : otherThreadNices().includes(BACKGROUND_NICE);
        await made;
        expect(lowered).toBe(threads() === 1);
        expect(niceOf(ownThread())).toBe(0);
      } finally {
        setBackgroundNice(false);
      }
    },
  );

  it("the test server's workers keep their priority (NODE_ENV=test)", async () => {
    await insertLeads(server, leads);
    const made = writeBackup(database(), dir, { kind: "manual" });
    const lowered = threads() === 1 && threadAtNiceWithin(BACKGROUND_NICE, 1_000);
    await made;
    expect(lowered).toBe(false);
  });

  it("a rollup gives the counts worked out by hand for two finished days", async () => {
    const view = (day: string, p: string, visitor: string, seconds: number | null) => ({
      id: `${day}-${p}-${visitor}`,
      day,
      path: p,
      visitor,
      referrer_host: null,
      duration_ms: seconds === null ? null : seconds * 1000,
      utm_source: null,
      utm_campaign: null,
    });
    await server.db
      .insertInto("page_views")
      .values([
        // 1 Nov: a reads / and /about, b reads / only (a bounce).
        view("2026-11-01", "/", "a", 10),
        view("2026-11-01", "/about", "a", null),
        view("2026-11-01", "/", "b", 5),
        // 2 Nov: c reads /contact only (a bounce).
        view("2026-11-02", "/contact", "c", 30),
      ])
      .execute();
    const rolled = rollUpDays(server.db, ["2026-11-01", "2026-11-02"], { now: new Date("2026-11-03T01:00:00Z") });
    expect(liveWorkers()).toBe(threads());
    expect(await rolled).toBe(2);
    const days = await server.db
      .selectFrom("analytics_days")
      .select(["day", "views", "visitors", "bounces", "timed_views", "time_ms"])
      .orderBy("day")
      .execute();
    expect(days.map((d) => Object.values(d).map(String))).toEqual([
      ["2026-11-01", "3", "2", "1", "2", "15000"],
      ["2026-11-02", "1", "1", "1", "1", "30000"],
    ]);
    const pages = await server.db
      .selectFrom("analytics_day_pages")
      .select(["day", "path", "views", "visitors"])
      .orderBy("day")
      .orderBy("path")
      .execute();
    expect(pages.map((p) => Object.values(p).map(String))).toEqual([
      ["2026-11-01", "/", "2", "2"],
      ["2026-11-01", "/about", "1", "1"],
      ["2026-11-02", "/contact", "1", "1"],
    ]);
    // Once done, a second pass finds nothing to add.
    expect(await rollUpDays(server.db, ["2026-11-01", "2026-11-02"])).toBe(0);
  });
});

describe("shutdown", () => {
  beforeAll(() => setBackgroundWorkers(true));
  it("ends a backup's copy under way: no worker thread, no file and no history row are left", async () => {
    if (!onSqlite()) return; // PostgreSQL's export runs on this thread's connection: nothing to end.
    await insertLeads(server, leads);
    const made = writeBackup(database(), dir, { kind: "scheduled" });
    expect(liveWorkers()).toBe(1);
    await stopBackgroundWorkers();
    await expect(made).rejects.toBeInstanceOf(JobStopped);
    expect(liveWorkers()).toBe(0);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await server.db.selectFrom("backups").select("id").execute()).toEqual([]);
  });
});

describe("BACKUP_MAX_TOTAL_MB", () => {
  /** A history row and its file, `bytes` long, made `hour` hours into 1 June. */
  async function stored(hour: number, bytes: number) {
    const name = `site-backup-2026-06-01T${String(hour).padStart(2, "0")}-00-00-scheduled-0000000${hour}.sqlite`;
    fs.writeFileSync(path.join(dir, name), Buffer.alloc(bytes));
    await server.db
      .insertInto("backups")
      .values({
        id: `b${hour}`,
        created_at: `2026-06-01T${String(hour).padStart(2, "0")}:00:00.000Z`,
        kind: "scheduled",
        created_by: null,
        file_name: name,
        byte_size: bytes,
        format: "sqlite",
      })
      .execute();
    return name;
  }
  const left = async () =>
    (await server.db.selectFrom("backups").select("id").orderBy("id").execute()).map((r) => r.id);

  it("deletes the oldest until the kind's total is at most the cap (files and rows)", async () => {
    const names = [await stored(1, 400), await stored(2, 300), await stored(3, 200), await stored(4, 500)];
    // Newest first: 500, +200 = 700, +300 = 1000 (at the cap, kept), +400 = 1400 (over: deleted).
    expect(await pruneScheduled(server.db, dir, 10, 1000)).toBe(1);
    expect(await left()).toEqual(["b2", "b3", "b4"]);
    expect(fs.readdirSync(dir).sort()).toEqual(names.slice(1).sort());
  });

  it("never deletes the newest, even when it alone is past the cap", async () => {
    await stored(1, 300);
    await stored(2, 900);
    expect(await pruneScheduled(server.db, dir, 10, 500)).toBe(1);
    expect(await left()).toEqual(["b2"]);
  });
});
