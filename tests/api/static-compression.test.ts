import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DbHandle } from "../../server/db/connect";
import { bumpContentVersion } from "../../server/managed/version";
import { emptyDatabase, freshBuildDir, PRODUCTION_ENV, type Served, startServe } from "./serve-helpers";

// Static and managed pages as `npm run serve` sends them (docs/decisions/053): compressed once, sent
// with Content-Length, a strong ETag per encoding, Vary and 304; the managed pages' bytes change with
// the content version. On SQLite, or PostgreSQL with TEST_DATABASE_URL. Raw bytes through node:http
// (fetch decodes bodies and adds Cache-Control to conditional requests).

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let served: Served;
let database: { url: string; drop: () => Promise<void> };
let handle: DbHandle;

function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Raw>((resolve, reject) => {
    http
      .request(`${served.base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject)
      .end();
  });
}

const METRICS_TOKEN = "static-compression-metrics-token";

/** content_cache_builds_total{cache} of the server (page_render, page_compression). */
async function builds(cache: string) {
  const text = (await request("/metrics", { Authorization: `Bearer ${METRICS_TOKEN}` })).body.toString();
  const line = text.split("\n").find((l) => l.startsWith(`content_cache_builds_total{cache="${cache}"}`));
  return Number(line?.split(" ")[1] ?? 0);
}

const decode = (r: Raw) =>
  r.headers["content-encoding"] === "br"
    ? zlib.brotliDecompressSync(r.body)
    : r.headers["content-encoding"] === "gzip"
      ? zlib.gunzipSync(r.body)
      : r.body;

/** Until a browser gets a page Brotli: made in the background after start or a content change (gzip until then). */
async function brotliReady(path: string) {
  const deadline = Date.now() + 60_000;
  while ((await request(path, { "Accept-Encoding": "gzip, br" })).headers["content-encoding"] !== "br") {
    if (Date.now() > deadline) throw new Error(`${path} never sent Brotli`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  database = await emptyDatabase("static_compression");
  served = await startServe({
    env: {
      ...PRODUCTION_ENV,
      DATABASE_URL: database.url,
      BUILD_DIR: freshBuildDir(),
      OUTBOX_WORKER: "false",
      MAINTENANCE_WORKER: "false",
      LOG_REQUESTS: "false",
      METRICS_TOKEN,
    },
  });
  handle = connectDatabase(database.url);
  // Every static page compressed (the server logs it once), and the managed page once asked for.
  const deadline = Date.now() + 120_000;
  while (!served.output().includes("static pages compressed")) {
    if (Date.now() > deadline) throw new Error(`static pages never compressed:\n${served.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await brotliReady("/about");
}, 600_000);
afterAll(async () => {
  await served?.stop();
  await handle?.close();
  await database?.drop();
});

const ENCODINGS = [
  ["br", "br, gzip, deflate"],
  ["gzip", "gzip, deflate"],
  [undefined, ""],
] as const;

describe.each(["/services", "/about"])("%s (static, managed)", (path) => {
  it("sends br, gzip and plain bytes of one HTML, each with its length, Vary and its own strong ETag", async () => {
    const plain = await request(path, {});
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const html = plain.body.toString("utf8");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.endsWith("</html>")).toBe(true);
    const tags = new Set<string>();
    for (const [coding, accept] of ENCODINGS) {
      const res = await request(path, { "Accept-Encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(coding);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["content-length"]).toBe(String(res.body.length));
      expect(res.headers["transfer-encoding"]).toBeUndefined();
      expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/i);
      expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(decode(res).equals(plain.body)).toBe(true);
      tags.add(String(res.headers.etag));
    }
    expect(tags.size).toBe(3);
    // Compressed once: smaller than a quarter of the page.
    const br = await request(path, { "Accept-Encoding": "br" });
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
  });

  it("answers 304 to the ETag of the encoding it would send, 200 to another encoding's", async () => {
    for (const [coding, accept] of ENCODINGS) {
      const first = await request(path, { "Accept-Encoding": accept });
      const again = await request(path, { "Accept-Encoding": accept, "If-None-Match": String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers.vary).toMatch(/\bAccept-Encoding\b/i);
      // The stored copy of another encoding is another representation: the full page in this one.
      const other = ENCODINGS.find(([c]) => c !== coding)?.[1] ?? "";
      const otherTag = (await request(path, { "Accept-Encoding": other })).headers.etag;
      const changed = await request(path, { "Accept-Encoding": accept, "If-None-Match": String(otherTag) });
      expect(changed.status).toBe(200);
      expect(changed.headers["content-encoding"]).toBe(coding);
    }
  });

  it("HEAD: the GET's headers and length, no body", async () => {
    for (const [coding, accept] of ENCODINGS) {
      const get = await request(path, { "Accept-Encoding": accept });
      const head = await request(path, { "Accept-Encoding": accept }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-encoding"]).toBe(coding);
      expect(head.headers["content-length"]).toBe(String(get.body.length));
      expect(head.headers.etag).toBe(get.headers.etag);
    }
  });

  it.each([
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.4", "gzip"],
    ["gzip;q=0.4, br;q=0.5", "br"],
    ["gzip;q=0.5, identity", undefined],
    ["*", "br"],
    ["br;q=0, *", "gzip"],
    ["identity;q=0, br", "br"],
    // No coding we make: the page plain, with its length, not compressed on the fly (deflate).
    ["deflate", undefined],
    ["BR;Q=0.9, GZIP;Q=1", "gzip"],
  ])("Accept-Encoding %j → %s", async (accept, coding) => {
    const res = await request(path, { "Accept-Encoding": accept });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(coding);
    expect(res.headers["content-length"]).toBe(String(res.body.length));
  });
});

describe("compressed once", () => {
  it("40 requests for pages already compressed make no compression and no render", async () => {
    const [compressions, renders] = [await builds("page_compression"), await builds("page_render")];
    expect(compressions).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) {
      for (const path of ["/services", "/about"]) {
        for (const accept of ["br, gzip", "gzip"]) await request(path, { "Accept-Encoding": accept });
      }
    }
    expect(await builds("page_compression")).toBe(compressions);
    expect(await builds("page_render")).toBe(renders);
  });
});

describe("a content change", () => {
  it("serves the managed page's new bytes in every encoding, with new ETags", async () => {
    const before = await Promise.all(ENCODINGS.map(([, accept]) => request("/about", { "Accept-Encoding": accept })));
    // A role HTML shows as it is (no & to escape).
    const member = await handle.db
      .selectFrom("team_members")
      .select(["id", "role"])
      .where("role", "not like", "%&%")
      .executeTakeFirstOrThrow();
    const shown = (html: string, text: string) => html.split(text).length - 1;
    const before2 = before[2].body.toString("utf8");
    expect(shown(before2, member.role)).toBeGreaterThan(0);
    const role = `Head of Compression ${Date.now().toString(36)}`;
    await handle.db.updateTable("team_members").set({ role }).where("id", "=", member.id).execute();
    await bumpContentVersion(handle.db);

    // Another process: the server reads the content version at most once a second.
    const deadline = Date.now() + 5_000;
    while (!(await request("/about")).body.toString().includes(role)) {
      if (Date.now() > deadline) throw new Error("/about never showed the change");
      await new Promise((r) => setTimeout(r, 100));
    }
    await brotliReady("/about");
    const [compressions, renders] = [await builds("page_compression"), await builds("page_render")];
    for (const [i, [coding, accept]] of ENCODINGS.entries()) {
      const res = await request("/about", { "Accept-Encoding": accept });
      expect(res.headers["content-encoding"]).toBe(coding);
      expect(res.headers["content-length"]).toBe(String(res.body.length));
      const html = decode(res).toString("utf8");
      expect(shown(html, role)).toBeGreaterThan(0);
      expect(shown(html, member.role)).toBe(0);
      expect(res.headers.etag).not.toBe(before[i].headers.etag);
      const stale = await request("/about", {
        "Accept-Encoding": accept,
        "If-None-Match": String(before[i].headers.etag),
      });
      expect(stale.status).toBe(200);
    }
    expect([await builds("page_compression"), await builds("page_render")]).toEqual([compressions, renders]);
  });
});
