import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
