import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_VIEW_MS } from "../../server/analytics/beacon";
import { countRawDays, daysBeingCounted } from "../../server/analytics/raw-days";
import { analyticsReport } from "../../server/analytics/report";
import { pruneRawViews } from "../../server/analytics/rollup";
import { liveWorkers } from "../../server/background/workers";
import { fsyncedRowChanges } from "../../server/db/connect";
import { maintain } from "../../server/maintenance/job";
import { DEFAULT_RETENTION } from "../../server/maintenance/policy";
import { startTestServer } from "./test-server";

// Daily rollups on the database the run uses (SQLite, or PostgreSQL with TEST_DATABASE_URL): the
// report reads rollups for finished days and raw rows for today, with the same numbers either way;
// time on page through the beacon's /time endpoint; bounce rate from visitor-days.
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
});
afterAll(async () => server?.close());
beforeEach(async () => {
  clock = new Date("2026-11-23T10:00:00Z");
  for (const t of ["page_views", "analytics_days", "analytics_day_pages", "analytics_day_referrers"] as const) {
    await server.db.deleteFrom(t).execute();
  }
});

/** A raw page view as the beacon stores it; visitor ids stand for the day's hashes. */
function pv(day: string, path: string, visitor: string, referrer: string | null = null, seconds: number | null = null) {
  return {
    id: randomUUID(),
    day,
    path,
    visitor,
    referrer_host: referrer,
    duration_ms: seconds === null ? null : seconds * 1000,
  };
}

// Late on 21 Nov, just after midnight on 22 Nov, and today (23 Nov, 10:00 UTC).
const RAW = [
  // 21 Nov: v1 reads two pages; v2 and v3 one each (two bounces).
  pv("2026-11-21", "/", "v1", "google.com", 30),
  pv("2026-11-21", "/about", "v1", null, 90),
  pv("2026-11-21", "/", "v2", "linkedin.com", 10),
  pv("2026-11-21", "/blog/ai-roi", "v3", "google.com"),
  // 22 Nov: v4 three pages (one left without a time), v5 one page (a bounce).
  pv("2026-11-22", "/", "v4", null, 60),
  pv("2026-11-22", "/contact", "v4", null, 120),
  pv("2026-11-22", "/about", "v4"),
  pv("2026-11-22", "/about", "v5", "google.com", 45),
  // Today: v6 one page (a bounce), v7 two views of the home page.
  pv("2026-11-23", "/", "v6", "google.com", 20),
  pv("2026-11-23", "/", "v7"),
  pv("2026-11-23", "/", "v7"),
];

// Worked out by hand from RAW.
const DAY_21 = { day: "2026-11-21", views: 4, visitors: 3, bounces: 2, timed_views: 3, time_ms: 130_000 };
const DAY_22 = { day: "2026-11-22", views: 4, visitors: 2, bounces: 1, timed_views: 3, time_ms: 225_000 };
const PAGES = [
  { day: "2026-11-21", path: "/", views: 2, visitors: 2, timed_views: 2, time_ms: 40_000 },
  { day: "2026-11-21", path: "/about", views: 1, visitors: 1, timed_views: 1, time_ms: 90_000 },
  { day: "2026-11-21", path: "/blog/ai-roi", views: 1, visitors: 1, timed_views: 0, time_ms: 0 },
  { day: "2026-11-22", path: "/", views: 1, visitors: 1, timed_views: 1, time_ms: 60_000 },
  { day: "2026-11-22", path: "/about", views: 2, visitors: 2, timed_views: 1, time_ms: 45_000 },
  { day: "2026-11-22", path: "/contact", views: 1, visitors: 1, timed_views: 1, time_ms: 120_000 },
];
const REFERRERS = [
  { day: "2026-11-21", host: "google.com", views: 2 },
  { day: "2026-11-21", host: "linkedin.com", views: 1 },
  { day: "2026-11-22", host: "google.com", views: 1 },
];
// The 7-day report: 11 views; visitors 3 + 2 + 2 = 7 visitor-days, 2 + 1 + 1 = 4 of them bounced;
// time 130 + 225 + 20 = 375 s over 3 + 3 + 1 = 7 timed views = 53,571 ms.
const REPORT = {
  totals: { views: 11, visitors: 7 },
  averageTimeMs: 53_571,
  bounceRate: 4 / 7,
  topPages: [
    { path: "/", views: 6, visitors: 5 },
    { path: "/about", views: 3, visitors: 3 },
    { path: "/blog/ai-roi", views: 1, visitors: 1 },
    { path: "/contact", views: 1, visitors: 1 },
  ],
  topReferrers: [
    { host: "google.com", views: 4 },
    { host: "linkedin.com", views: 1 },
  ],
};

/** PostgreSQL returns integers as bigint strings: numbers, apart from the text columns. */
const num = (rows: object[]) =>
  rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [k, ["day", "path", "host", "rolled_at"].includes(k) ? v : Number(v)]),
    ),
  );

describe("daily rollups", () => {
  it("equal the raw counts they replace, and the report is the same before and after pruning", async () => {
    await server.db.insertInto("page_views").values(RAW).execute();
    const before = await analyticsReport(server.db, 7, clock);
    expect(before).toMatchObject(REPORT);
    expect(before.series.slice(-3)).toEqual([
      { day: "2026-11-21", views: 4, visitors: 3 },
      { day: "2026-11-22", views: 4, visitors: 2 },
      { day: "2026-11-23", views: 3, visitors: 2 },
    ]);

    // Keep raw rows of today only: the two finished days are rolled up, then their raw rows go.
    const report = await maintain(server.db, { ...DEFAULT_RETENTION, ANALYTICS_RAW_DAYS: 1 }, { now: clock });
    expect(report).toMatchObject({ rolledUp: 2, pageViews: 8 });
    const days = await server.db.selectFrom("analytics_days").selectAll().orderBy("day").execute();
    expect(num(days).map(({ rolled_at: _r, ...d }) => d)).toEqual([DAY_21, DAY_22]);
    const pages = await server.db
      .selectFrom("analytics_day_pages")
      .selectAll()
      .orderBy("day")
      .orderBy("path")
      .execute();
    expect(num(pages)).toEqual(PAGES);
    const refs = await server.db
      .selectFrom("analytics_day_referrers")
      .selectAll()
      .orderBy("day")
      .orderBy("host")
      .execute();
    expect(num(refs)).toEqual(REFERRERS);
    const left = await server.db.selectFrom("page_views").select("day").execute();
    expect(left.map((r) => r.day)).toEqual(["2026-11-23", "2026-11-23", "2026-11-23"]);

    expect(await analyticsReport(server.db, 7, clock)).toEqual(before);
    // A second pass finds nothing to do.
    expect(await maintain(server.db, { ...DEFAULT_RETENTION, ANALYTICS_RAW_DAYS: 1 }, { now: clock })).toMatchObject({
      rolledUp: 0,
      pageViews: 0,
    });
  });

  it("rolls up a restored day that has raw rows and no rollup, and never prunes a day before rolling it up", async () => {
    await server.db.insertInto("page_views").values(RAW).execute();
    await maintain(server.db, DEFAULT_RETENTION, { now: clock });
    // Raw rows of 5 Oct come back with a restore or an import, long after their day.
    await server.db
      .insertInto("page_views")
      .values([pv("2026-10-05", "/", "r1"), pv("2026-10-05", "/", "r1"), pv("2026-10-05", "/about", "r2")])
      .execute();
    const report = await maintain(server.db, DEFAULT_RETENTION, { now: clock });
    expect(report).toMatchObject({ rolledUp: 1, pageViews: 3 });
    const oct5 = await server.db.selectFrom("analytics_days").selectAll().where("day", "=", "2026-10-05").execute();
    expect(num(oct5).map(({ rolled_at: _r, ...d }) => d)).toEqual([
      { day: "2026-10-05", views: 3, visitors: 2, bounces: 1, timed_views: 0, time_ms: 0 },
    ]);
    // Within the 30-day default the raw rows of 21 and 22 Nov stay beside their rollups.
    expect(await server.db.selectFrom("page_views").select("id").execute()).toHaveLength(11);
    const ninety = await analyticsReport(server.db, 90, clock);
    expect(ninety.totals).toEqual({ views: 14, visitors: 9 });
  });

  it("prunes without waiting for the disk, a worker checkpointing meanwhile, then restores the setting", async () => {
    await server.db.insertInto("page_views").values(RAW).execute();
    await maintain(server.db, DEFAULT_RETENTION, { now: clock });
    // On SQLite: each delete's commit skips the fsync, and a background worker checkpoints the file
    // while the main connection's own checkpoints are off (read between two steps).
    const fsynced = fsyncedRowChanges(server.db);
    let workers = 0;
    const between = () => {
      workers = Math.max(workers, liveWorkers());
      return false;
    };
    expect(await pruneRawViews(server.db, "2026-11-23", { stop: between })).toBe(8);
    expect(fsyncedRowChanges(server.db)).toBe(fsynced);
    expect(workers).toBe(fsynced === undefined ? 0 : 1);
    expect(liveWorkers()).toBe(0);
    // Nothing left to prune: no worker is started for it.
    workers = 0;
    expect(await pruneRawViews(server.db, "2026-11-23", { stop: between })).toBe(0);
    expect(workers).toBe(0);
    if (fsynced !== undefined) {
      const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(server.db);
      expect(rows[0]?.wal_autocheckpoint).toBe(1000);
    }
    const left = await server.db.selectFrom("page_views").select("day").execute();
    expect(left.map((r) => r.day)).toEqual(["2026-11-23", "2026-11-23", "2026-11-23"]);
  });

  it("a long catch-up: the report shows the days counted within its wait and says how many are left", async () => {
    // Ten finished days (13-22 Nov) with one view each and no rollup: a pause of ten days, or a restore.
    const days = Array.from({ length: 10 }, (_, i) => `2026-11-${String(13 + i).padStart(2, "0")}`);
    await server.db
      .insertInto("page_views")
      .values(days.map((day, i) => pv(day, "/", `v${i}`)))
      .execute();
    // Not waiting at all: the days are being counted (on SQLite in a worker that has not started yet,
    // on PostgreSQL by the database), so the figures hold only what was counted and the rest is pending.
    const partial = await analyticsReport(server.db, 30, clock, { waitMs: 0 });
    expect(partial.pendingDays).toBeGreaterThan(0);
    expect(partial.totals.views + partial.pendingDays).toBe(10);
    // Waiting for the worker: every day counted, nothing pending.
    const full = await analyticsReport(server.db, 30, clock, { waitMs: Number.POSITIVE_INFINITY });
    expect(full.pendingDays).toBe(0);
    expect(full.totals).toEqual({ views: 10, visitors: 10 });
    expect(full.series.filter((d) => d.views > 0).map((d) => d.day)).toEqual(days);
  });

  it("a day is counted once however many loads ask for it, as a catch-up shortens the list", async () => {
    // Twelve finished days without a rollup, day i with i + 1 views.
    const days = Array.from({ length: 12 }, (_, i) => `2026-11-${String(10 + i).padStart(2, "0")}`);
    await server.db
      .insertInto("page_views")
      .values(days.flatMap((day, i) => Array.from({ length: i + 1 }, (_, k) => pv(day, "/", `v${i}-${k}`))))
      .execute();
    // On SQLite the days are counted in workers; on PostgreSQL by the database, shared the same way.
    const inWorkers = !process.env.TEST_DATABASE_URL;
    // The last test's worker may still be ending after sending its last day.
    await vi.waitFor(() => expect([liveWorkers(), daysBeingCounted()]).toEqual([0, 0]));
    // A load asks for ten days; as the catch-up rolls them up, a later load asks for the last seven
    // of them (waited for in full), then a load after midnight for nine ending with two new days.
    const first = countRawDays(server.db, days.slice(0, 10), "counts", 0);
    const fewer = countRawDays(server.db, days.slice(3, 10), "counts");
    expect(liveWorkers()).toBe(inWorkers ? 1 : 0);
    const later = countRawDays(server.db, days.slice(3, 12), "counts", Number.POSITIVE_INFINITY);
    // Only the two days no worker was counting get a worker of their own.
    expect(liveWorkers()).toBe(inWorkers ? 2 : 0);
    expect(daysBeingCounted()).toBe(12);
    const views = (r: Awaited<typeof first>) => r.counted.map((d) => [d.day, d.counts.totals.views]);
    const expected = days.map((day, i) => [day, i + 1]);
    expect(views(await fewer)).toEqual(expected.slice(3, 10));
    expect(views(await later)).toEqual(expected.slice(3, 12));
    const { counted, pending } = await first;
    expect(counted.length + pending).toBe(10);
    await vi.waitFor(() => expect([liveWorkers(), daysBeingCounted()]).toEqual([0, 0]));
  });

  it("leaves today to the raw rows: a day is rolled up only once it is over", async () => {
    await server.db
      .insertInto("page_views")
      .values(RAW.filter((r) => r.day === "2026-11-23"))
      .execute();
    expect(await maintain(server.db, { ...DEFAULT_RETENTION, ANALYTICS_RAW_DAYS: 1 }, { now: clock })).toMatchObject({
      rolledUp: 0,
      pageViews: 0,
    });
    clock = new Date("2026-11-24T00:00:01Z");
    expect(await maintain(server.db, { ...DEFAULT_RETENTION, ANALYTICS_RAW_DAYS: 1 }, { now: clock })).toMatchObject({
      rolledUp: 1,
      pageViews: 3,
    });
  });
});

describe("time on page through the beacon", () => {
  const send = (path: string, body: unknown) =>
    fetch(`${server.base}/api/page-views${path}`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME },
      body: JSON.stringify(body),
    });

  it("adds each view's visible time once, clamped, across a UTC midnight, and bounces by visitor-day", async () => {
    const [x, y] = [randomUUID(), randomUUID()];
    clock = new Date("2026-11-22T23:59:50Z");
    expect((await send("", { path: "/", id: x })).status).toBe(204);
    clock = new Date("2026-11-23T00:00:20Z");
    expect((await send("", { path: "/about", id: y })).status).toBe(204);

    expect((await send("/time", { id: x, ms: 30_000 })).status).toBe(204);
    // A tab left open all night counts as the longest time on page.
    expect((await send("/time", { id: y, ms: 99_999_999 })).status).toBe(204);
    // Sent once: a second report for the same view changes nothing.
    expect((await send("/time", { id: x, ms: 5 })).status).toBe(204);
    const rows = await server.db.selectFrom("page_views").select(["id", "day", "duration_ms"]).orderBy("day").execute();
    expect(rows.map((r) => [r.id, r.day, Number(r.duration_ms)])).toEqual([
      [x, "2026-11-22", 30_000],
      [y, "2026-11-23", MAX_VIEW_MS],
    ]);

    // One view each day from one browser: two visitor-days, both bounced; (30 s + 30 min) / 2 = 15:15.
    const report = await analyticsReport(server.db, 7, clock);
    expect(report).toMatchObject({
      totals: { views: 2, visitors: 2 },
      averageTimeMs: (30_000 + MAX_VIEW_MS) / 2,
      bounceRate: 1,
    });
    await maintain(server.db, DEFAULT_RETENTION, { now: clock });
    expect(await analyticsReport(server.db, 7, clock)).toEqual(report);
  });

  it("ignores a time for a view whose day is already rolled up, or for an unknown id", async () => {
    const x = randomUUID();
    clock = new Date("2026-11-22T23:00:00Z");
    await send("", { path: "/", id: x });
    clock = new Date("2026-11-23T00:30:00Z");
    await maintain(server.db, DEFAULT_RETENTION, { now: clock });
    expect((await send("/time", { id: x, ms: 40_000 })).status).toBe(204);
    expect((await send("/time", { id: randomUUID(), ms: 40_000 })).status).toBe(204);
    const [row] = await server.db.selectFrom("page_views").select("duration_ms").execute();
    expect(row.duration_ms).toBeNull();
  });

  it.each([
    ["an id that is not a UUID", { id: "1' or 1=1", ms: 100 }],
    ["a negative time", { id: "0b6f3f0e-58a8-4d5e-9b8e-4e2d6a1c9f10", ms: -1 }],
    ["a time as text", { id: "0b6f3f0e-58a8-4d5e-9b8e-4e2d6a1c9f10", ms: "100" }],
    ["no id", { ms: 100 }],
  ])("answers 400 to %s", async (_label, body) => {
    expect((await send("/time", body)).status).toBe(400);
  });

  it("does not count a replayed view id twice", async () => {
    const x = randomUUID();
    await send("", { path: "/", id: x });
    expect((await send("", { path: "/about", id: x })).status).toBe(204);
    expect(await server.db.selectFrom("page_views").select("path").execute()).toEqual([{ path: "/" }]);
  });
});
