import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type AdminServer, addUser, Browser, startAdminServer } from "./admin-helpers";

// A flood of sign-ins from many IPv6 /64s (each within its own per-client limits) against the two
// scrypt slots of one process: past SIGNIN_QUEUE_MAX waiting, a sign-in is refused at once with 429
// instead of queueing for 5 s, so the flood cannot hold the queue; once it is over the owner signs in.
// The server trusts the loopback proxy, so each request names its client in X-Forwarded-For.

const QUEUE_FULL = "Too many sign-in attempts right now. Please try again in a minute.";
const BUSY = "Many sign-ins are being checked right now. Please try again in a few seconds.";
const OWNER = "asha@example.com";
const METRICS_TOKEN = "metrics-token-signin-queue-0123";
const ATTACKERS = 40;

let server: AdminServer;
beforeAll(async () => {
  server = await startAdminServer({
    TRUST_PROXY: "loopback",
    RATE_LIMIT_MAX: "1000",
    SIGNIN_QUEUE_MAX: "2",
    METRICS_TOKEN,
  });
  await addUser(server, OWNER, "admin");
}, 120_000);
afterAll(async () => server?.close());

function at(ip: string) {
  const browser = new Browser(server.base);
  const post = browser.post.bind(browser);
  const get = browser.get.bind(browser);
  browser.post = (path, fields, headers = {}) => post(path, fields, { "X-Forwarded-For": ip, ...headers });
  browser.get = (path, headers = {}) => get(path, { "X-Forwarded-For": ip, ...headers });
  return browser;
}

/** refusals_total{reason="signin_queue_full"} as /metrics shows it (0 before the first). */
async function queueFullRefusals(): Promise<number> {
  const res = await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  const line = (await res.text()).split("\n").find((l) => l.startsWith('refusals_total{reason="signin_queue_full"} '));
  return line ? Number(line.split(" ").pop()) : 0;
}

describe(`sign-in queue (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  it("40 sign-ins at once from 40 /64s: the overflow gets 429 at once, none a 5xx, then the owner signs in", async () => {
    const before = await queueFullRefusals();
    const answers = await Promise.all(
      Array.from({ length: ATTACKERS }, async (_, i) => {
        const res = await at(`2001:db8:${(i + 1).toString(16)}::1`).login(`someone${i}@example.com`, `guess ${i}`);
        return { status: res.status, text: await res.text(), retryAfter: res.headers.get("retry-after") };
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const full = answers.filter((a) => a.status === 429 && a.text.includes(QUEUE_FULL));
    // Two checks run and two wait: of 40 sent at once, the first four are checked and most of the rest
    // find the queue full (a check takes a few hundred milliseconds, so only a slow arrival gets a place).
    expect(full.length).toBeGreaterThanOrEqual(ATTACKERS / 2);
    for (const a of full) expect(a.retryAfter).toBe("60");
    // Every other 429 is the wait that ran out (a very slow machine), never anything else.
    for (const a of answers.filter((r) => r.status === 429 && !full.includes(r))) expect(a.text).toContain(BUSY);
    const waitedOut = answers.filter((a) => a.status === 429 && a.text.includes(BUSY)).length;
    expect(statuses.filter((s) => s === 401).length + waitedOut).toBeGreaterThanOrEqual(4);
    expect((await queueFullRefusals()) - before).toBe(full.length);

    // The flood is over: the owner, at an address of their own, signs in and reaches the admin area.
    const owner = at("198.51.100.20");
    expect((await owner.login(OWNER)).status).toBe(302);
    expect((await owner.get("/admin")).status).toBe(200);
  }, 120_000);
});

// The same defence for the database (server/db/pool-admission.ts, PostgreSQL only): past PG_MAX_WAITING
// (default 100) queries waiting for one of the pool's 10 connections, a request is refused before its
// first query with 429 and Retry-After, whatever answers it (API, page, route data, form post), and
// stores nothing; the requests already queued are answered once connections come free.
const BUSY_TEXT = "The service is busy. Please try again in a moment.";

describe.skipIf(!process.env.TEST_DATABASE_URL)("a full PostgreSQL pool queue (postgres)", () => {
  it("20 leads behind a held pool: 5 queue and are stored, 15 get 429 at once, so do pages and beacons", async () => {
    const leadsBefore = await server.leadCount();
    // Background work (outside any request, so never refused) holds the 10 connections, and 95 more
    // queries wait: 5 places left of 100.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = 0;
    const held = Array.from({ length: 10 }, () =>
      server.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        holding++;
        await gate;
      }),
    );
    await vi.waitFor(() => expect(holding).toBe(10), { timeout: 10_000, interval: 10 });
    const queued = Array.from({ length: 95 }, () => sql`select 1`.execute(server.db));
    await new Promise((r) => setTimeout(r, 50)); // each reaches pg-pool's queue

    const started = Date.now();
    const answers: { status: number; retryAfter: string | null; body: string; ms: number }[] = [];
    const burst = Array.from({ length: 20 }, async (_, i) => {
      const res = await server.postJson("/api/leads", {
        type: "contact",
        form: { name: `Busy Test ${i}`, email: `busy${i}@example.com`, message: `Lead number ${i}` },
      });
      const answer = {
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
        body: await res.text(),
        ms: Date.now() - started,
      };
      answers.push(answer);
      return answer;
    });
    // The 15 refusals come while the connections are still held: none waited for the 5 s queue timeout.
    await vi.waitFor(() => expect(answers).toHaveLength(15), { timeout: 4000, interval: 10 });
    for (const a of answers) {
      expect(a).toEqual({
        status: 429,
        retryAfter: "1",
        body: JSON.stringify({ error: { message: BUSY_TEXT } }),
        ms: a.ms,
      });
      expect(a.ms).toBeLessThan(4000);
    }

    // The queue is full (100): a page, its route data, a form post without JavaScript and a page-view beacon are refused too.
    const page = await fetch(`${server.base}/blog`);
    expect([page.status, page.headers.get("retry-after")]).toEqual([429, "1"]);
    expect(await page.text()).toContain("We could not show this page right now. Please try again in a moment.");
    const data = await fetch(`${server.base}/blog.data`);
    // React Router's own headers kept: the browser decodes the body and shows the route's error boundary.
    expect([data.status, data.headers.get("retry-after"), data.headers.get("x-remix-response")]).toEqual([
      429,
      "1",
      "yes",
    ]);
    const form = await fetch(`${server.base}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
      body: "name=Busy+Form&email=form%40example.com&message=hello",
    });
    expect([form.status, form.headers.get("retry-after"), await form.text()]).toEqual([429, "1", BUSY_TEXT]);
    const beacon = await fetch(`${server.base}/api/page-views`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ path: "/blog" }),
    });
    expect([beacon.status, beacon.headers.get("retry-after"), await beacon.json()]).toEqual([
      429,
      "1",
      { error: { message: BUSY_TEXT } },
    ]);

    // Connections come free: the 5 admitted leads are answered and stored, and nothing of the refused ones.
    release();
    await Promise.all([...held, ...queued]);
    const all = await Promise.all(burst);
    const accepted = all.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(5);
    expect(all.filter((a) => a.status !== 201 && a.status !== 429)).toEqual([]);
    const ids = accepted.map((a) => (JSON.parse(a.body) as { id: string }).id).sort();
    const stored = await server.db
      .selectFrom("leads")
      .select("id")
      .where("email", "like", "busy%@example.com")
      .execute();
    expect(stored.map((r) => r.id).sort()).toEqual(ids);
    expect(await server.leadCount()).toBe(leadsBefore + 5);
    // And the site answers again.
    expect((await fetch(`${server.base}/blog`)).status).toBe(200);
  }, 60_000);
});
