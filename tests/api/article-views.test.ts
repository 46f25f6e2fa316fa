import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fsyncedRowChanges } from "../../server/db/connect";
import { insertPost } from "../factories";
import { type AdminServer, startAdminServer } from "./admin-helpers";

// Security issue #35, "reads that write": an article GET counts its view without an fsync of its own,
// once per client and article in a half hour, however many GETs (and .data requests) a client sends.
// On the database the run uses (SQLite, or PostgreSQL with TEST_DATABASE_URL).
const KIND = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const TOKEN = "metrics-token-views-0123456789";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SLUG = "rag-over-documents";

let server: AdminServer;
beforeAll(async () => {
  // Behind a proxy on loopback: X-Forwarded-For names the client.
  server = await startAdminServer({ TRUST_PROXY: "loopback", METRICS_TOKEN: TOKEN });
  // The first blog read seeds the six articles (once per database): done here, not inside a test.
  await fetch(`${server.base}/blog`);
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.db.deleteFrom("posts").execute();
  // A new id each test: the counted-once marks of the last test's post do not apply to it.
  await insertPost(server, { id: randomUUID(), slug: SLUG, status: "published", publish_date: "2026-11-01", views: 0 });
});

const read = (client: string, path = `/blog/${SLUG}`) =>
  fetch(`${server.base}${path}`, { headers: { "User-Agent": CHROME, "X-Forwarded-For": client } });
const views = async () =>
  Number(
    (await server.db.selectFrom("posts").select("views").where("slug", "=", SLUG).executeTakeFirstOrThrow()).views,
  );
const refusals = async () => {
  const text = await (await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
  const line = text.split("\n").find((l) => l.startsWith('refusals_total{reason="article_view_limited"} '));
  return line ? Number(line.split(" ").pop()) : 0;
};

describe(`article views (${KIND})`, () => {
  it.runIf(KIND === "sqlite")("an article GET counts its view without a commit that waits for the disk", async () => {
    await read("198.51.100.1"); // compiles the route and warms the statements
    const before = fsyncedRowChanges(server.db) ?? Number.NaN;
    const res = await read("198.51.100.2");
    expect(res.status).toBe(200);
    // The view is stored (one row more in the counter's column), and no row was written by an fsync'd commit.
    expect(await views()).toBe(2);
    expect(fsyncedRowChanges(server.db)).toBe(before);
  });

  it("20 GETs and 20 .data requests from one client at once count one view, each served the page", async () => {
    const refusedBefore = await refusals();
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () => read("203.0.113.9")),
      ...Array.from({ length: 20 }, () => read("203.0.113.9", `/blog/${SLUG}.data`)),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(await views()).toBe(1);
    expect((await refusals()) - refusedBefore).toBe(39);
  });

  it("counts an IPv6 /64 as one reader, and another address or another /64 as others", async () => {
    for (let i = 1; i <= 20; i++) await read(`2001:db8:aa:bb::${i.toString(16)}`);
    expect(await views()).toBe(1);
    await read("2001:db8:aa:bc::1");
    await read("192.0.2.44");
    expect(await views()).toBe(3);
  });
});
