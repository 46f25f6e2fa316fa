import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/content/blog-seed";
import { ogImagePath } from "~/lib/meta";
import { MANAGED_PATHS } from "~/lib/site-paths";
import { liveWorkers, stopBackgroundWorkers } from "../../server/background/workers";
import { loadPrerenderedPages, servePrerendered } from "../../server/http/prerendered";
import { bumpContentVersion, CONTENT_VERSION_KEY } from "../../server/managed/version";
import { pngSize } from "../../server/seo/og-image";
import { INDEXABLE_PATHS } from "../../server/seo/sitemap";
import { insertPost } from "../factories";
import { startTestServer, type TestServer } from "./test-server";

// The sitemap, robots.txt and the feed against a real database, on SQLite or TEST_DATABASE_URL.
const SITE = "https://www.example.in";
let server: TestServer;

/** Parses strictly as XML: a malformed document yields a <parsererror> element. */
function parseXml(text: string) {
  const doc = new JSDOM(text, { contentType: "application/xml" }).window.document;
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}
const texts = (doc: Document, tag: string) => [...doc.getElementsByTagName(tag)].map((e) => e.textContent ?? "");

beforeAll(async () => {
  server = await startTestServer({ SITE_URL: SITE });
  await server.db.deleteFrom("posts").execute();
  await insertPost(server, { slug: "secret-draft", title: "Not ready", status: "draft", publish_date: "2026-04-01" });
});
afterAll(async () => {
  await server.db.deleteFrom("posts").execute();
  await server.close();
});

const published = BLOG_ARTICLES.filter((a) => a.status === "published");

describe("GET /sitemap.xml", () => {
  it("lists exactly the indexable pages and the published posts, never a draft", async () => {
    const res = await fetch(`${server.base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const doc = parseXml(await res.text());
    const locs = texts(doc, "loc");
    const expected = [...INDEXABLE_PATHS, ...published.map((a) => `/blog/${a.slug}`)].map((p) => `${SITE}${p}`);
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(locs).not.toContain(`${SITE}/blog/secret-draft`);
    expect(locs).not.toContain(`${SITE}/admin`);
    expect(locs).toContain(`${SITE}/services/dev/chatbots`);
    expect(texts(doc, "lastmod").every((d) => !Number.isNaN(Date.parse(d)))).toBe(true);
    expect(texts(doc, "lastmod")).toHaveLength(locs.length);
  });

  it("changes when a post is published", async () => {
    await server.db.updateTable("posts").set({ status: "published" }).where("slug", "=", "secret-draft").execute();
    try {
      const locs = texts(parseXml(await (await fetch(`${server.base}/sitemap.xml`)).text()), "loc");
      expect(locs).toContain(`${SITE}/blog/secret-draft`);
    } finally {
      await server.db.updateTable("posts").set({ status: "draft" }).where("slug", "=", "secret-draft").execute();
    }
  });

  it("dates the managed pages by their last content change, the others by the build", async () => {
    const lastmods = async () => {
      const doc = parseXml(await (await fetch(`${server.base}/sitemap.xml`)).text());
      const map = new Map<string, string>();
      for (const url of doc.getElementsByTagName("url")) {
        const loc = url.getElementsByTagName("loc")[0].textContent ?? "";
        map.set(loc.slice(SITE.length) || "/", url.getElementsByTagName("lastmod")[0].textContent ?? "");
      }
      return map;
    };
    await server.db.deleteFrom("site_settings").where("key", "=", CONTENT_VERSION_KEY).execute();
    const before = await lastmods();
    // No content change yet: a managed page is as old as the server's pages.
    expect(before.get("/about")).toBe(before.get("/contact"));

    await new Promise((r) => setTimeout(r, 5));
    await bumpContentVersion(server.db);
    const row = await server.db
      .selectFrom("site_settings")
      .select("updated_at")
      .where("key", "=", CONTENT_VERSION_KEY)
      .executeTakeFirstOrThrow();
    const after = await lastmods();
    for (const path of MANAGED_PATHS) expect(after.get(path), path).toBe(row.updated_at);
    expect(after.get("/contact")).toBe(before.get("/contact"));
    expect(Date.parse(row.updated_at)).toBeGreaterThan(Date.parse(before.get("/contact") ?? ""));
  });

  it("is sent Brotli-compressed to a client that accepts it", async () => {
    const res = await fetch(`${server.base}/sitemap.xml`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toContain("<urlset");
    const gz = await fetch(`${server.base}/sitemap.xml`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("GET /robots.txt", () => {
  it("points at the sitemap and keeps /admin and /api out", async () => {
    const text = await (await fetch(`${server.base}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).toContain("Disallow: /admin\n");
    expect(text).toContain("Disallow: /api/\n");
  });
});

describe("GET /blog/rss.xml", () => {
  it("is RSS 2.0 whose items are the published posts, newest first, with absolute links", async () => {
    const res = await fetch(`${server.base}/blog/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const doc = parseXml(await res.text());
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...doc.getElementsByTagName("item")];
    const newestFirst = [...published].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
    expect(items.map((i) => i.getElementsByTagName("link")[0].textContent)).toEqual(
      newestFirst.map((a) => `${SITE}/blog/${a.slug}`),
    );
    expect(items.map((i) => i.getElementsByTagName("title")[0].textContent)).toEqual(newestFirst.map((a) => a.title));
    expect(items.map((i) => i.getElementsByTagName("description")[0].textContent)).toEqual(
      newestFirst.map((a) => a.excerpt),
    );
    // RFC 822, e.g. "Thu, 12 Mar 2026 00:00:00 GMT"
    for (const item of items) {
      expect(item.getElementsByTagName("pubDate")[0].textContent).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
    }
  });
});

describe("GET /api/search-index", () => {
  type Entry = { path: string; kind: string; label: string };
  const entries = async () =>
    ((await (await fetch(`${server.base}/api/search-index`)).json()) as { entries: Entry[] }).entries;

  it("holds pages, services, outcomes, resources and the published posts, never a draft", async () => {
    const list = await entries();
    const kinds = new Set(list.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(["Article", "Outcome", "Page", "Resource", "Service"]);
    expect(
      list
        .filter((e) => e.kind === "Article")
        .map((e) => e.path)
        .sort(),
    ).toEqual(published.map((a) => `/blog/${a.slug}`).sort());
    expect(list.map((e) => e.path)).toEqual(expect.arrayContaining(["/roi-calculator", "/services/dev/chatbots"]));
    expect(list.some((e) => e.path.startsWith("/admin") || e.path === "/search")).toBe(false);
  });

  it("includes a post as soon as it is published, and an unchanged index answers 304", async () => {
    const first = await fetch(`${server.base}/api/search-index`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect(await statusOf(`${server.base}/api/search-index`, { "If-None-Match": etag })).toBe(304);
    await server.db.updateTable("posts").set({ status: "published" }).where("slug", "=", "secret-draft").execute();
    try {
      expect((await entries()).map((e) => e.path)).toContain("/blog/secret-draft");
      expect(await statusOf(`${server.base}/api/search-index`, { "If-None-Match": etag })).toBe(200);
    } finally {
      await server.db.updateTable("posts").set({ status: "draft" }).where("slug", "=", "secret-draft").execute();
    }
  });
});

describe("GET /og/*.png", () => {
  it.each([
    ["home", "/"],
    ["service", "/services/dev/chatbots"],
    ["outcome", "/reduce-costs"],
    ["page", "/about"],
    ["article", "/blog/measuring-ai-roi"],
  ])("the %s card (%s) is a 1200 × 630 PNG", async (_kind, pagePath) => {
    const res = await fetch(`${server.base}${ogImagePath(pagePath)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("five cards asked for at once are drawn in one background thread at a time, each its own PNG", async () => {
    const pages = ["/services", "/contact", "/portfolio", "/knowledge-center", "/roi-calculator"];
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, liveWorkers());
    }, 1);
    try {
      const cards = await Promise.all(
        pages.map(async (p) => {
          const res = await fetch(`${server.base}${ogImagePath(p)}`);
          expect(res.status).toBe(200);
          return Buffer.from(await res.arrayBuffer());
        }),
      );
      for (const png of cards) expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      // Each page's own title: five different images.
      expect(new Set(cards.map((png) => png.toString("base64"))).size).toBe(5);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBe(1);
    // The last card is sent before its thread has ended.
    await expect.poll(() => liveWorkers()).toBe(0);
  });

  it("a card whose thread shutdown ends answers 503 with Retry-After, and the next request draws it", async () => {
    const url = `${server.base}${ogImagePath("/services/cloud")}`;
    const first = fetch(url);
    await expect.poll(() => liveWorkers(), { interval: 1 }).toBe(1);
    await stopBackgroundWorkers();
    const res = await first;
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    const again = await fetch(url);
    expect(again.status).toBe(200);
    expect(pngSize(new Uint8Array(await again.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it.each([["/og/admin.png"], ["/og/blog/secret-draft.png"], ["/og/no-such-page.png"], ["/og/about"]])(
    "%s has no card (404)",
    async (url) => {
      expect((await fetch(`${server.base}${url}`)).status).toBe(404);
    },
  );
});

/** A plain GET: fetch() adds "Cache-Control: no-cache" to conditional requests, as the Fetch spec says. */
function statusOf(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

describe("prerendered pages", () => {
  let dir: string;
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
    fs.mkdirSync(path.join(dir, "about"));
    fs.writeFileSync(path.join(dir, "about", "index.html"), "<!doctype html><title>About</title>");
    const app = express().use(servePrerendered(loadPrerenderedPages(dir)));
    const listener = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => listener.once("listening", () => resolve()));
    base = `http://127.0.0.1:${(listener.address() as { port: number }).port}`;
    close = () => listener.close();
  });
  afterAll(() => {
    close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers a repeat visit with 304 by ETag or by Last-Modified", async () => {
    const first = await fetch(`${base}/about`);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    const lastModified = first.headers.get("last-modified");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(lastModified).toBe(
      new Date(Math.floor(fs.statSync(path.join(dir, "about", "index.html")).mtimeMs / 1000) * 1000).toUTCString(),
    );
    expect(await statusOf(`${base}/about`, { "If-None-Match": etag ?? "" })).toBe(304);
    expect(await statusOf(`${base}/about`, { "If-Modified-Since": lastModified ?? "" })).toBe(304);
    expect(await statusOf(`${base}/about`, { "If-None-Match": '"other"' })).toBe(200);
  });
});
