import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSY_MESSAGE } from "~/lib/database-busy";
import { clearOfWindowEdge } from "./rate-window";
import { startTestServer, type TestServer } from "./test-server";

// Security issue #35, rows 6 and 7, through HTTP on the database the run uses (SQLite, or PostgreSQL
// with TEST_DATABASE_URL): the page-view beacon counts its limit per client as every other limit does
// (an IPv6 /64 is one client), and the request histogram's route label cannot be grown by clients.
const KIND = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const TOKEN = "metrics-token-limits-0123456789";
const LIMIT = 120; // ANALYTICS_RATE_LIMIT_MAX's default
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy on loopback: X-Forwarded-For names the client, as in production.
  server = await startTestServer({ TRUST_PROXY: "loopback", METRICS_TOKEN: TOKEN });
});
afterAll(async () => server?.close());

const beacon = (body: string, headers: Record<string, string> = {}, path = "/api/page-views") =>
  fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME, ...headers },
    body,
  });

const metrics = async () =>
  (await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();

/** One sample's value from Prometheus text (0 when the series does not exist yet). */
function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(" ").pop()) : 0;
}

const viewCount = async () => {
  const row = await server.db
    .selectFrom("page_views")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe(`the beacon's limit counts an IPv6 /64 as one client (${KIND})`, () => {
  it(`300 beacons from one /64's 300 addresses at once: ${LIMIT} stored, 180 refused, another /64 still counts`, async () => {
    await clearOfWindowEdge(60);
    const refusedBefore = sample(await metrics(), "refusals_total", 'reason="beacon_limited"');
    // On PostgreSQL a flood this size may also fill the pool's queue (PG_MAX_WAITING): such a beacon is
    // refused as busy before it is counted, and a client sends it again after its Retry-After, as here.
    const send = async (i: number): Promise<number> => {
      const res = await beacon(JSON.stringify({ path: "/" }), {
        "X-Forwarded-For": `2001:db8:1234:5678::${(i + 1).toString(16)}`,
      });
      const body = await res.text();
      if (res.status !== 429 || !body.includes(BUSY_MESSAGE)) return res.status;
      expect(res.headers.get("retry-after")).toBe("1");
      await new Promise((r) => setTimeout(r, 1000));
      return send(i);
    };
    const statuses = await Promise.all(Array.from({ length: 300 }, (_, i) => send(i)));
    expect(statuses.filter((s) => s === 204)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - LIMIT);
    expect(await viewCount()).toBe(LIMIT);
    expect(sample(await metrics(), "refusals_total", 'reason="beacon_limited"') - refusedBefore).toBe(300 - LIMIT);

    // A neighbour in the next /64 is another subscriber: its view counts.
    const other = await beacon(JSON.stringify({ path: "/about" }), { "X-Forwarded-For": "2001:db8:1234:5679::1" });
    expect(other.status).toBe(204);
    expect(await viewCount()).toBe(LIMIT + 1);
  });
});

/** The label sets of http_request_duration_seconds: one `_count` line each. */
const seriesOf = (text: string) =>
  new Set(
    text
      .split("\n")
      .filter((l) => l.startsWith("http_request_duration_seconds_count{"))
      .map((l) => l.slice(0, l.lastIndexOf(" "))),
  );
const histogramLines = (text: string) =>
  text.split("\n").filter((l) => l.startsWith("http_request_duration_seconds")).length;

/** The i-th casing of a path: bit j of i upper-cases its j-th letter (distinct for i < 2^letters). */
function casing(path: string, i: number) {
  let letter = 0;
  return [...path].map((c) => (/[a-z]/.test(c) ? ((i >> letter++) & 1 ? c.toUpperCase() : c) : c)).join("");
}

describe(`metric labels stay bounded whatever paths clients send (${KIND})`, () => {
  it("120 invalid POSTs to casings of /api/page-views and 100 unknown paths add two series (28 lines)", async () => {
    await metrics(); // the scrape's own series exists from here on
    const before = await metrics();
    // "/api/page-views" has 12 letters: i = 1…120 gives 120 distinct casings other than the plain one.
    const casings = Array.from({ length: 120 }, (_, i) => casing("/api/page-views", i + 1));
    expect(new Set(casings).size).toBe(120);
    for (const path of casings) expect((await beacon("not json", {}, path)).status).toBe(400);
    for (let i = 0; i < 100; i++) {
      const path = i % 2 ? `/no-such-page-${i}-${Math.random().toString(36).slice(2)}` : casing(`/api/nothing-${i}`, i);
      expect((await fetch(`${server.base}${path}`)).status).toBe(404);
    }
    const after = await metrics();

    // The only label sets these requests can make: the beacon route's pattern in its own casing, and
    // one label for every path no route serves.
    const expected = [
      'http_request_duration_seconds_count{method="POST",route="/api/page-views/",status="400"}',
      'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
    ];
    const old = seriesOf(before);
    const added = [...seriesOf(after)].filter((s) => !old.has(s));
    expect(added.sort()).toEqual(expected.filter((s) => !old.has(s)).sort());
    // 14 lines a series: 11 buckets, +Inf, _sum and _count. On a fresh process: 2 series, 28 lines.
    expect(histogramLines(after) - histogramLines(before)).toBe(14 * added.length);
  });
});
