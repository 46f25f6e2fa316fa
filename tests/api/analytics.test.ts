import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PostStatus } from "~/lib/statuses";
import { analyticsReport } from "../../server/analytics/report";
import { dailySalts, utcDay } from "../../server/analytics/visitor";
import { insertPost } from "../factories";
import { type AdminServer, addUser, type Browser, startAdminServer } from "./admin-helpers";
import { page as parseHtml, textOf } from "./html";

// Cookieless analytics through HTTP on the database the run uses (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): the beacon POST /api/page-views, and the numbers of the admin Analytics tab.
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const LIMIT = 12;

let server: AdminServer;
let admin: Browser;
// The counter's clock: each test starts on 23 Nov 2026 at 10:00 UTC; a test may move it.
let clock: Date;

beforeAll(async () => {
  server = await startAdminServer({ ANALYTICS_RATE_LIMIT_MAX: String(LIMIT) }, { now: () => clock });
  await addUser(server, "asha@example.com", "admin");
  await addUser(server, "ravi@example.com", "editor");
  admin = server.client();
  await admin.login("asha@example.com");
});
afterAll(async () => server?.close());
beforeEach(async () => {
  clock = new Date("2026-11-23T10:00:00Z");
  // Salts stay: the server keeps the day's salt it read, as every replica may (it never changes in its day).
  for (const t of ["page_views", "rate_limits", "posts"] as const) {
    await server.db.deleteFrom(t).execute();
  }
});

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.base}/api/page-views`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const views = () => server.db.selectFrom("page_views").selectAll().orderBy("day").orderBy("path").execute();

const addPost = (slug: string, category: string, status: PostStatus = "published", likes = 0, comments = 0) =>
  insertPost(server, {
    slug,
    category,
    status,
    publish_date: status === "published" ? "2026-11-01" : "",
    likes,
    comments,
  });

describe("the page-view beacon", () => {
  it("counts a view with 204, sets no cookie and stores no IP or user agent anywhere", async () => {
    const res = await beacon({ path: "/about", referrer: "https://www.google.com/search?q=ai+indore" });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    const rows = await views();
    expect(rows).toEqual([
      {
        id: expect.any(String),
        day: "2026-11-23",
        path: "/about",
        visitor: expect.any(String),
        referrer_host: "google.com",
        duration_ms: null,
        // Not the first page of a visit (the browser did not say so): no UTM kept.
        landing: 0,
        utm_source: null,
        utm_campaign: null,
      },
    ]);
    expect(rows[0].visitor).toMatch(/^[0-9a-f]{64}$/);
    // Every table the beacon writes to: no IP, no user agent, no search query.
    const written = JSON.stringify([
      rows,
      await server.db.selectFrom("analytics_salts").selectAll().execute(),
      await server.db.selectFrom("rate_limits").selectAll().execute(),
    ]);
    for (const secret of ["127.0.0.1", "Chrome/131", "ai+indore"]) expect(written).not.toContain(secret);
  });

  it.each([
    ["Do-Not-Track", { DNT: "1" }],
    ["Global Privacy Control", { "Sec-GPC": "1" }],
    ["a bot user agent", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["no user agent", { "User-Agent": "" }],
  ])("does not count a view with %s (still 204)", async (_label, headers) => {
    const res = await beacon({ path: "/about" }, headers);
    expect(res.status).toBe(204);
    expect(await views()).toEqual([]);
  });

  it("does not count a signed-in admin's view, but counts the same page for a visitor", async () => {
    expect((await beacon({ path: "/" }, { Cookie: admin.cookie })).status).toBe(204);
    expect(await views()).toEqual([]);
    expect((await beacon({ path: "/" }, { Cookie: `__Host-admin_session=${"x".repeat(43)}` })).status).toBe(204);
    expect((await views()).map((v) => v.path)).toEqual(["/"]);
  });

  it("counts public pages and published articles only, without query or trailing slash", async () => {
    await addPost("rag-over-documents", "Technical");
    await addPost("unfinished-draft", "Business", "draft");
    for (const path of [
      "/services/web/",
      "/blog?category=Technical",
      "/blog/rag-over-documents",
      "/blog/unfinished-draft",
      "/blog/no-such-post",
      "/admin/leads",
      "/api/health",
      "/wp-login.php",
    ]) {
      expect((await beacon({ path })).status).toBe(204);
    }
    expect((await views()).map((v) => v.path).sort()).toEqual(["/blog", "/blog/rag-over-documents", "/services/web"]);
  });

  it("keeps an external referrer's host only and drops self-referrals", async () => {
    await beacon({ path: "/", referrer: "https://www.linkedin.com/feed/update/123" });
    await beacon({ path: "/about", referrer: "http://localhost:3000/" });
    await beacon({ path: "/contact", referrer: `${server.base}/about` });
    await beacon({ path: "/why-us", referrer: "javascript:alert(1)" });
    expect((await views()).map((v) => [v.path, v.referrer_host])).toEqual([
      ["/", "linkedin.com"],
      ["/about", null],
      ["/contact", null],
      ["/why-us", null],
    ]);
  });

  it("gives one visitor one hash a day (two views: 2 views, 1 unique) and a new hash the next day", async () => {
    await beacon({ path: "/" });
    await beacon({ path: "/about" });
    await beacon({ path: "/" }, { "User-Agent": FIREFOX });
    const today = await views();
    const chrome = today.filter((v) => v.visitor === today[0].visitor);
    expect(chrome.map((v) => v.path).sort()).toEqual(["/", "/about"]);
    const report = await analyticsReport(server.db, 7, clock);
    expect(report.totals).toEqual({ views: 3, visitors: 2 });
    expect(report.series.at(-1)).toEqual({ day: "2026-11-23", views: 3, visitors: 2 });
    const [firstSalt] = await server.db.selectFrom("analytics_salts").selectAll().execute();

    clock = new Date("2026-11-24T00:00:05Z");
    await beacon({ path: "/" });
    const next = (await views()).filter((v) => v.day === "2026-11-24");
    expect(next).toHaveLength(1);
    expect(next[0].visitor).not.toBe(today[0].visitor);
    // Yesterday's salt is gone, so yesterday's hashes cannot be recomputed.
    const salts = await server.db.selectFrom("analytics_salts").selectAll().execute();
    expect(salts.map((s) => s.day)).toEqual(["2026-11-24"]);
    expect(salts[0].salt).not.toBe(firstSalt.salt);
    expect((await analyticsReport(server.db, 7, clock)).totals).toEqual({ views: 4, visitors: 3 });
  });

  it("gives replicas one shared salt per day from the database, and drops the old day's", async () => {
    // Two replicas' salt readers, asking at the same moment (days long past, so today's salt stays).
    const [a, b] = [dailySalts(server.db), dailySalts(server.db)];
    const [first, second] = await Promise.all([a("2026-01-01"), b("2026-01-01")]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    const next = await b("2026-01-02");
    expect(next).not.toBe(first);
    const days = (await server.db.selectFrom("analytics_salts").select("day").execute()).map((r) => r.day);
    expect(days).toContain("2026-01-02");
    expect(days).not.toContain("2026-01-01");
  });

  it("keeps the day's salt out of the admin backup, so a backup cannot recompute visitor hashes", async () => {
    await beacon({ path: "/" });
    const [{ salt }] = await server.db.selectFrom("analytics_salts").select("salt").execute();
    const res = await admin.post("/admin/backup/download", {});
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer()).toString("latin1");
    expect(body).toContain("page_views");
    expect(body).not.toContain(salt);
  });

  it.each([
    ["not JSON", 400, "path=/about", {}],
    ["no path", 400, { referrer: "https://google.com" }, {}],
    ["a relative path", 400, { path: "about" }, {}],
    ["a form body", 415, { path: "/" }, { "Content-Type": "application/x-www-form-urlencoded" }],
    ["over 2 KB", 413, { path: "/", referrer: `https://x.com/${"a".repeat(3000)}` }, {}],
  ])("answers %s with %d and stores nothing", async (_label, status, body, headers) => {
    const res = await beacon(body, headers);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await views()).toEqual([]);
  });

  it(`answers 429 after ${LIMIT} views a minute from one client`, async () => {
    for (let i = 0; i < LIMIT; i++) expect((await beacon({ path: "/" })).status).toBe(204);
    const res = await beacon({ path: "/about" });
    expect(res.status).toBe(429);
    // The clock stands at 10:00:00, the start of a minute's window.
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await views()).toHaveLength(LIMIT);
  });
});

describe("the Analytics tab's numbers", () => {
  // Views by hand, relative to 23 Nov 2026: [day, path, visitor, referrer].
  const ROWS: [string, string, string, string | null][] = [
    ["2026-11-23", "/about", "A", null],
    ["2026-11-23", "/about", "A", null],
    ["2026-11-23", "/blog/rag", "B", "google.com"],
    ["2026-11-20", "/", "C", "linkedin.com"],
    ["2026-11-20", "/blog/rag", "C", null],
    ["2026-11-17", "/", "D", null], // 6 days before: the 7-day range's first day
    ["2026-11-16", "/", "E", "google.com"], // 7 days before: 30 days only
    ["2026-10-25", "/about", "F", null], // 29 days before: the 30-day range's first day
    ["2026-10-24", "/blog/roi", "G", null], // 30 days before: 90 days only
    ["2026-08-26", "/", "H", null], // 89 days before: the 90-day range's first day
    ["2026-08-25", "/", "I", null], // 90 days before: never shown
  ];

  beforeEach(async () => {
    await server.db
      .insertInto("page_views")
      .values(ROWS.map(([day, path, visitor, ref], i) => ({ id: `v${i}`, day, path, visitor, referrer_host: ref })))
      .execute();
    await addPost("rag", "Technical", "published", 4, 1);
    await addPost("roi", "Case Studies", "published", 0, 2);
    await addPost("draft", "AI Insights", "draft", 3, 3);
  });

  const blog = (technical: number, business: number) => [
    { category: "AI Insights", posts: 0, views: 0, engagement: 0 },
    { category: "Technical", posts: 1, views: technical, engagement: 5 },
    { category: "Business", posts: 1, views: business, engagement: 2 },
    { category: "Industry News", posts: 0, views: 0, engagement: 0 },
  ];

  it.each([
    [
      7,
      "2026-11-17",
      { views: 6, visitors: 4 },
      [
        { path: "/", views: 2, visitors: 2 },
        { path: "/about", views: 2, visitors: 1 },
        { path: "/blog/rag", views: 2, visitors: 2 },
      ],
      [
        { host: "google.com", views: 1 },
        { host: "linkedin.com", views: 1 },
      ],
      blog(2, 0),
    ],
    [
      30,
      "2026-10-25",
      { views: 8, visitors: 6 },
      [
        { path: "/", views: 3, visitors: 3 },
        { path: "/about", views: 3, visitors: 2 },
        { path: "/blog/rag", views: 2, visitors: 2 },
      ],
      [
        { host: "google.com", views: 2 },
        { host: "linkedin.com", views: 1 },
      ],
      blog(2, 0),
    ],
    [
      90,
      "2026-08-26",
      { views: 10, visitors: 8 },
      [
        { path: "/", views: 4, visitors: 4 },
        { path: "/about", views: 3, visitors: 2 },
        { path: "/blog/rag", views: 2, visitors: 2 },
        { path: "/blog/roi", views: 1, visitors: 1 },
      ],
      [
        { host: "google.com", views: 2 },
        { host: "linkedin.com", views: 1 },
      ],
      blog(2, 1),
    ],
  ] as const)("%d days from %s", async (days, from, totals, topPages, topReferrers, split) => {
    const report = await analyticsReport(server.db, days, clock);
    expect(report).toMatchObject({ days, from, to: "2026-11-23", totals, topPages, topReferrers, blog: split });
    expect(report.series).toHaveLength(days);
    expect(report.series.reduce((n, d) => n + d.views, 0)).toBe(totals.views);
  });

  it("gives the 7-day series day by day, zeros included", async () => {
    const { series } = await analyticsReport(server.db, 7, clock);
    expect(series.map((d) => [d.day, d.views, d.visitors])).toEqual([
      ["2026-11-17", 1, 1],
      ["2026-11-18", 0, 0],
      ["2026-11-19", 0, 0],
      ["2026-11-20", 2, 1],
      ["2026-11-21", 0, 0],
      ["2026-11-22", 0, 0],
      ["2026-11-23", 3, 2],
    ]);
  });
});

describe("the Analytics tab page", () => {
  const text = async (res: Response) => textOf(parseHtml(await res.text()).body);

  it("shows an admin today's counted views for the chosen range, and says so honestly when there are none", async () => {
    const today = utcDay(new Date());
    const empty = await text(await admin.get("/admin/analytics?days=7"));
    expect(empty).toContain("No page views were counted in the last 7 days.");
    expect(empty).toContain("No page was viewed in this period.");

    await server.db
      .insertInto("page_views")
      .values([
        { id: "t1", day: today, path: "/roi-calculator", visitor: "A", referrer_host: "google.com" },
        { id: "t2", day: today, path: "/roi-calculator", visitor: "B", referrer_host: null },
      ])
      .execute();
    const res = await admin.get("/admin/analytics?days=90");
    expect(res.status).toBe(200);
    const page = await text(res);
    expect(page).toContain("Page views 2 Unique visitors 2");
    expect(page).toContain("/roi-calculator 2 2");
    expect(page).toContain("google.com 1");
    expect(page).not.toContain("No page views were counted");
  });

  it("is for admins only: an editor gets 403", async () => {
    const editor = server.client();
    await editor.login("ravi@example.com");
    expect((await editor.get("/admin/analytics")).status).toBe(403);
  });
});
