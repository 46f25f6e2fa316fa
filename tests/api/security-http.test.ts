import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "~/lib/site-paths";
import { connectDatabase, type DbHandle } from "../../server/db/connect";
import { mediaRouter } from "../../server/media/media-router";
import { addUser, insertLead, TEST_PASSWORD } from "../factories";
import { HOSTILE_KINDS, type Hostile, hostileBodies } from "./hostile-bodies";
import { memoryOf, raw, resetPeak, sendChunked, spawnAdminServer } from "./hostile-http";
import { freshBuildDir } from "./serve-helpers";

// The admin area and every route action attacked over HTTP as issue 20 describes: odd spellings of admin
// paths, cross-site posts, bodies that are not forms, and huge chunked bodies. The server runs in a child
// process so its memory can be read from outside; the database is SQLite or TEST_DATABASE_URL. It runs
// the production build (made before this suite by npm test, else by freshBuildDir), as `npm run serve`
// does: no Vite server compiling every route in the child.
let server: Awaited<ReturnType<typeof spawnAdminServer>>;
let database: DbHandle;
let cookie = "";
let leadId = "";
let slug = "";
const SECRET_LEAD = "Zephyrine Quartermain";
const SECRET_FILE = "q3-campaign-roadmap.png";
const ADMIN_EMAIL = "asha.security@example.com";
const ownSite = () => ({ Origin: server.base, "Sec-Fetch-Site": "same-origin" });
const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };

beforeAll(async () => {
  server = await spawnAdminServer({ RATE_LIMIT_MAX: "100000" }, freshBuildDir());
  database = connectDatabase(server.url);
  await addUser(database, ADMIN_EMAIL, "admin", "active", "Asha Security");
  leadId = await insertLead(database, {
    id: "lead-security",
    type: "contact",
    name: SECRET_LEAD,
    email: "zq@example.com",
    createdAt: new Date().toISOString(),
  });
  const login = await raw(server.base, {
    method: "POST",
    path: "/admin/login",
    headers: { ...ownSite(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new TextEncoder().encode(new URLSearchParams({ email: ADMIN_EMAIL, password: TEST_PASSWORD }).toString()),
  });
  cookie = String(login.headers["set-cookie"]?.[0]?.match(/__Host-admin_session=[^;]+/)?.[0]);
  const png = fs.readFileSync(path.resolve("tests/fixtures/media/cover-64x36.png"));
  const uploaded = await raw(server.base, {
    method: "POST",
    path: "/admin/media/upload",
    headers: { ...ownSite(), Cookie: cookie, "Content-Type": "image/png", "X-File-Name": SECRET_FILE },
    body: png,
  });
  expect(uploaded.status).toBe(201);
  await raw(server.base, { path: "/blog" }); // seeds the articles
  const post = await database.db
    .selectFrom("posts")
    .select("slug")
    .where("status", "=", "published")
    .executeTakeFirst();
  slug = post?.slug ?? "";
}, 300_000); // a build first, if the sources changed since the last one

afterAll(async () => {
  await database?.close();
  await server?.close();
});

const leaks = (text: string) => [SECRET_LEAD, SECRET_FILE, ADMIN_EMAIL].filter((s) => text.includes(s));

/** Every admin page and JSON endpoint, as the routers know them. */
const adminUrls = () => [
  ...Object.keys(ROUTE_TABLE)
    .filter((p) => p.startsWith("/admin"))
    .map((p) => p.replace(":id", leadId)),
  "/admin/media/library",
];

/** Spellings of one admin URL that Express or React Router route to it (or that look as if they might). */
const spellings = (url: string) => {
  const rest = url.slice("/admin".length);
  return [
    `/ADMIN${rest}`,
    `/Admin${rest.toUpperCase()}`,
    `/admin/../ADMIN${rest}`,
    `/blog/../Admin${rest}`,
    `/%41dmin${rest}`,
    `/%61dmin${rest}/`,
    `//admin${rest}`,
    `/admin%2F${rest.slice(1)}`,
  ];
};

describe("odd spellings of admin paths without a session", () => {
  it("every admin page and JSON endpoint answers a redirect to sign-in, 401 or 404, never data", async () => {
    const publicPages = ["/admin/login", "/admin/setup", "/admin/logout"];
    for (const url of adminUrls().filter((u) => !publicPages.includes(u))) {
      for (const spelling of spellings(url)) {
        const res = await raw(server.base, { path: spelling });
        expect([303, 401, 404], `${spelling}: ${res.status}`).toContain(res.status);
        if (res.status === 303) expect(res.headers.location).toMatch(/^\/admin\/login\?next=%2Fadmin/);
        expect(leaks(res.text), spelling).toEqual([]);
      }
      // React Router's data request: its loader's redirect to sign-in, as data (202), or no such route.
      const data = await raw(server.base, { path: `/ADMIN${url.slice(6)}.data` });
      expect([202, 404], `${url}.data: ${data.status}`).toContain(data.status);
      if (data.status === 202) expect(data.text).toContain("/admin/login");
      expect(leaks(data.text), `${url}.data`).toEqual([]);
    }
  });

  it("a request target in absolute form is judged by its path, and never answers 5xx", async () => {
    const admin = await raw(server.base, { path: "http://evil.example/ADMIN/media/library" });
    expect([admin.status, admin.headers.location]).toEqual([303, "/admin/login?next=%2Fadmin%2Fmedia%2Flibrary"]);
    const page = await raw(server.base, { path: "http://evil.example/contact" });
    expect(page.status).toBe(200);
  });

  it("an undecodable path is the client's 400, not the server's 503", async () => {
    for (const path of ["/media/%E0%A4%A/x.png", "/assets/%E0%A4%A.js", "/blog/%E0%A4%A"]) {
      const res = await raw(server.base, { path });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it("the media library answers a signed-in admin the same in any spelling", async () => {
    const res = await raw(server.base, { path: "/ADMIN/Media/Library", headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).media.map((m: { fileName: string }) => m.fileName)).toEqual([SECRET_FILE]);
  });

  it("the media endpoints check the session themselves, even with no gate in front", async () => {
    const life = { idleMinutes: 30, absoluteHours: 12 };
    const bare = express().use(mediaRouter(database.db, life)).listen(0, "127.0.0.1");
    await new Promise((r) => bare.once("listening", r));
    const base = `http://127.0.0.1:${(bare.address() as { port: number }).port}`;
    try {
      const anonymous = await raw(base, { path: "/admin/media/library" });
      expect(anonymous.status).toBe(401);
      expect(JSON.parse(anonymous.text)).toEqual({ error: { message: "Please sign in." } });
      const upload = await raw(base, { method: "POST", path: "/admin/media/upload", body: new Uint8Array(8) });
      expect(upload.status).toBe(401);
      const signedIn = await raw(base, { path: "/admin/media/library", headers: { Cookie: cookie } });
      expect(signedIn.status).toBe(200);
      expect(leaks(signedIn.text)).toEqual([SECRET_FILE]);
    } finally {
      await new Promise((r) => bare.close(r));
    }
  });
});

describe("cross-site posts in any spelling", () => {
  const form = new TextEncoder().encode(
    new URLSearchParams({ email: ADMIN_EMAIL, password: TEST_PASSWORD }).toString(),
  );
  it.each(["/Admin/login", "/ADMIN/login.data", "/%61dmin/login", "/admin/login/", "/x/../Admin/Login"])(
    "%s: signing in from another site is refused with 403 and no cookie",
    async (spelling) => {
      const headers = { ...crossSite, "Content-Type": "application/x-www-form-urlencoded" };
      const res = await raw(server.base, { method: "POST", path: spelling, headers, body: form });
      expect(res.status).toBe(403);
      expect(res.headers["set-cookie"]).toBeUndefined();
    },
  );

  it.each(["/Admin/logout", "/ADMIN/LOGOUT", "/%61dmin/logout.data", "//admin/logout"])(
    "%s: signing out from another site is refused and the session lives on",
    async (spelling) => {
      const res = await raw(server.base, { method: "POST", path: spelling, headers: { ...crossSite, Cookie: cookie } });
      expect(res.status).toBe(403);
      expect((await raw(server.base, { path: "/admin", headers: { Cookie: cookie } })).status).toBe(200);
    },
  );
});

/** Every route with an action, with a real id or slug in place of a parameter. */
function actionRoutes() {
  return Object.entries(ROUTE_TABLE)
    .filter(([, module]) =>
      /export (async )?(function|const) action\b/.test(fs.readFileSync(`app/routes/${module}.tsx`, "utf8")),
    )
    .map(([p]) => p.replace(":id", leadId).replace(":slug", slug));
}

/** Row counts of everything a form can store. */
async function stored() {
  const tables = ["leads", "comments", "subscribers", "outbox", "posts", "media", "users", "campaigns"] as const;
  const counts: Record<string, number> = {};
  for (const t of [...tables, "projects", "testimonials", "team_members", "notifications"] as const) {
    counts[t] = (await database.db.selectFrom(t).select("id").execute()).length;
  }
  return counts;
}

describe("bodies that are not forms, to every route action", () => {
  it("answer 415, 400 or another 4xx, never a 5xx, and store nothing", async () => {
    const routes = actionRoutes();
    expect(routes).toEqual(
      expect.arrayContaining([
        "/contact",
        "/get-started",
        "/newsletter",
        "/coming-soon",
        "/admin/login",
        "/admin/setup",
      ]),
    );
    expect(routes).toContain(`/blog/${slug}`);
    // Pages that add their seed rows on first view do so now, not during the attack.
    for (const page of ["/", "/about", "/portfolio", ...routes]) {
      await raw(server.base, { path: page, headers: page.startsWith("/admin") ? { Cookie: cookie } : {} });
    }
    const before = await stored();
    const send = async (route: string, body: Hostile) => {
      const admin = route.startsWith("/admin") && !["/admin/login", "/admin/setup", "/admin/logout"].includes(route);
      const headers = { ...ownSite(), ...(admin ? { Cookie: cookie } : {}), ...body.headers };
      const res = await raw(server.base, { method: "POST", path: route, headers, body: body.body });
      const expected = body.expect === "not 5xx" ? "<500" : body.expect;
      const got = body.expect === "not 5xx" ? (res.status < 500 ? "<500" : res.status) : res.status;
      return { route, body: body.name, expected, got, text: res.text.slice(0, 80) };
    };
    const results: Awaited<ReturnType<typeof send>>[] = [];
    // Seeded bodies over the routes, four at a time: each route gets every kind twice on SQLite. Body
    // parsing and validation are the same code on either database, so PostgreSQL gets each kind once.
    const rounds = process.env.TEST_DATABASE_URL ? 1 : 2;
    const bodies = hostileBodies(20, routes.length * HOSTILE_KINDS * rounds, routes.length);
    const jobs = bodies.map((body, i) => () => send(routes[i % routes.length], body));
    for (let i = 0; i < jobs.length; i += 4) results.push(...(await Promise.all(jobs.slice(i, i + 4).map((j) => j()))));
    const wrong = results.filter((r) => r.got !== r.expected);
    expect(wrong, wrong.length ? server.output.join("").slice(-3000) : "").toEqual([]);
    expect(results).toHaveLength(routes.length * HOSTILE_KINDS * rounds);
    expect(await stored()).toEqual(before);
    // Still signed in: no body reached the sign-out action with this session.
    expect((await raw(server.base, { path: "/admin", headers: { Cookie: cookie } })).status).toBe(200);
  }, 180_000);

  it("says in plain text what was wrong", async () => {
    const json = await raw(server.base, {
      method: "POST",
      path: "/contact",
      headers: { "Content-Type": "application/json" },
      body: new TextEncoder().encode('{"name":"x"}'),
    });
    expect([json.status, json.headers["content-type"], json.text]).toEqual([
      415,
      "text/plain; charset=utf-8",
      "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
    ]);
    const broken = await raw(server.base, {
      method: "POST",
      path: "/contact",
      headers: { "Content-Type": "multipart/form-data; boundary=B" },
      body: new TextEncoder().encode('--B\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha'),
    });
    expect([broken.status, broken.text]).toEqual([
      400,
      "The form could not be read. Please send it again from the page.",
    ]);
  });
});

describe("huge chunked bodies", () => {
  const MB = 1024 * 1024;
  it.each(["/contact", "/admin/login", "/admin/setup"])(
    "64 MB to %s: 413 at the limit, and the server's memory grows by less than 10 MB",
    async (route) => {
      const headers = { ...ownSite(), "Content-Type": "application/x-www-form-urlencoded" };
      // Warm: the route's code is compiled and loaded before the measurement starts.
      await raw(server.base, { method: "POST", path: route, headers, body: new TextEncoder().encode("a=1") });
      const before = memoryOf(server.pid).rss;
      resetPeak(server.pid);
      const res = await sendChunked(server.base, route, 64 * MB, headers);
      expect([res.status, res.text]).toEqual([413, "The form is too large."]);
      expect(res.sent).toBeLessThan(64 * MB);
      expect(memoryOf(server.pid).peak - before).toBeLessThan(10 * MB);
    },
    60_000,
  );

  it("a media upload keeps its 5 MB limit, counted on a chunked body too", async () => {
    const headers = { ...ownSite(), Cookie: cookie, "Content-Type": "image/png", "X-File-Name": "big.png" };
    const res = await sendChunked(server.base, "/admin/media/upload", 6 * MB, headers);
    expect(res.status).toBe(413);
  });

  it("a restore keeps its larger limit: 1 MB reaches the action, a declared 201 MB is refused unread", async () => {
    const boundary = "RestoreBoundary";
    const file = Buffer.alloc(MB, "x");
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.sqlite"\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { ...ownSite(), Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` };
    const action = await raw(server.base, { method: "POST", path: "/admin/backup", headers, body });
    expect(action.status).toBe(400);
    expect(action.text).toContain("Tick the box to confirm the restore.");
    const huge = await raw(server.base, {
      method: "POST",
      path: "/Admin/Backup",
      headers: { ...headers, "Content-Length": String(201 * MB) },
    });
    expect([huge.status, huge.text]).toEqual([413, "The form is too large."]);
  });

  // Held in memory the body alone would add 100 MB; streamed, what grows is the parser's and the socket's
  // buffers plus garbage not yet collected (21-22 MB measured while the other suite ran beside it).
  it("a 100 MB restore upload is streamed to a file: the server's memory grows by less than 40 MB", async () => {
    const boundary = "StreamedRestore";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="confirm"\r\n\r\nyes\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.sqlite"\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const headers = { ...ownSite(), Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` };
    const before = memoryOf(server.pid).rss;
    resetPeak(server.pid);
    // Chunked, 64 KB per turn of the event loop and only as fast as the server reads.
    const { hostname, port } = new URL(server.base);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      // A connection of its own: the one the lying Content-Length above used is still being drained.
      const req = http.request(
        { hostname, port, method: "POST", path: "/admin/backup", headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        },
      );
      req.on("error", reject);
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const pump = () => {
        const part = sent === 0 ? head : sent >= 100 * MB ? tail : chunk;
        sent += part === tail ? 0 : part.length;
        if (part === tail) return void req.end(tail);
        if (req.write(part)) setImmediate(pump);
        else req.once("drain", () => setImmediate(pump));
      };
      pump();
    });
    // All of it received into the temporary file, then the action's answer. (No password: checking one
    // costs scrypt's own 128 MiB, which would hide what the upload costs.)
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Enter your password to confirm the restore.");
    expect(memoryOf(server.pid).peak - before).toBeLessThan(40 * MB);
  }, 60_000);
});
