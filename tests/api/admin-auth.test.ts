import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SECTIONS } from "~/features/admin/shared/sections";
import { issueSetupToken } from "../../server/auth/setup";
import { hashToken } from "../../server/auth/tokens";
import { type AdminServer, addUser, Browser, startAdminServer, TEST_PASSWORD } from "./admin-helpers";
import { page as parseHtml, textOf } from "./html";

// Sign-in, sessions, roles and same-origin checks of the admin area, through HTTP against the real app.
let server: AdminServer;
beforeAll(async () => {
  // Sign-in posts count towards the per-client form limit; these tests sign in many times from one address.
  server = await startAdminServer({ ADMIN_SESSION_IDLE_MINUTES: "30", RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => server?.close());
beforeEach(async () => {
  for (const t of ["sessions", "login_attempts", "setup_tokens", "audit_log"] as const) {
    await server.db.deleteFrom(t).execute();
  }
  await server.db.deleteFrom("users").execute();
});

const INVALID = "Invalid credentials. Please use the correct admin email and password.";
const ADMIN_ONLY = SECTIONS.filter((s) => !s.roles.includes("editor")).map((s) => s.path);
const SUB_PAGES = ["/admin/leads/some-id", "/admin/leads/new", "/admin/leads/export", "/admin/backup/download"];
const EVERY_PAGE = ["/admin", ...SECTIONS.map((s) => s.path), ...SUB_PAGES];

describe("first admin", () => {
  it("a setup link creates the first admin once, signs them in, and is useless afterwards", async () => {
    const token = await issueSetupToken(server.db);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const browser = server.client();
    const page = await browser.get(`/admin/setup?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Create the first admin");

    const weak = await browser.post("/admin/setup", {
      token: token ?? "",
      name: "Asha Verma",
      email: "asha@example.com",
      password: "short",
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Use at least 12 characters.");

    const created = await browser.post("/admin/setup", {
      token: token ?? "",
      name: "Asha Verma",
      email: "Asha@Example.com",
      password: TEST_PASSWORD,
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/admin");
    expect((await browser.get("/admin")).status).toBe(200);
    const user = await server.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: "asha@example.com", role: "admin", status: "active" });
    expect(user.password_hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    expect(user.password_hash).not.toContain(TEST_PASSWORD);

    const again = await server
      .client()
      .post("/admin/setup", { token: token ?? "", name: "Mallory", email: "m@example.com", password: TEST_PASSWORD });
    expect(again.status).toBe(410);
    expect(await server.db.selectFrom("users").select("email").execute()).toHaveLength(1);
    expect(await issueSetupToken(server.db)).toBeUndefined();
    // Only the token's hash is stored.
    const stored = await server.db.selectFrom("setup_tokens").select("id").executeTakeFirstOrThrow();
    expect(stored.id).toBe(hashToken(token ?? ""));
  });

  it("an expired setup link is refused", async () => {
    const token = await issueSetupToken(server.db, new Date(Date.now() - 61 * 60_000));
    const res = await server.client().get(`/admin/setup?token=${token}`);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain("expired or was already used");
  });
});

describe("without a session", () => {
  it.each(EVERY_PAGE)("GET %s redirects to the gate", async (path) => {
    const res = await server.client().get(path);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it.each(EVERY_PAGE)("POST %s answers 401", async (path) => {
    const res = await server.client().post(path, { intent: "anything" });
    expect(res.status).toBe(401);
  });

  it("a data request gets no data, only a redirect to the gate", async () => {
    const res = await server.client().get("/admin/leads.data");
    const text = await res.text();
    expect(text).toContain("/admin/login");
    expect(text).not.toContain("totalLeads");
  });

  it("the gate is never cached or indexed", async () => {
    const res = await server.client().get("/admin/login");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

describe("sign-in", () => {
  it("answers a wrong password and an unknown e-mail with the same message, and stores nothing", async () => {
    await addUser(server, "asha@example.com", "admin");
    for (const [email, password] of [
      ["asha@example.com", "not the password!"],
      ["nobody@example.com", TEST_PASSWORD],
    ]) {
      const res = await server.client().login(email, password);
      expect(res.status).toBe(401);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await res.text()).toContain(INVALID);
    }
    const failed = await server.db.selectFrom("audit_log").select("action").execute();
    expect(failed.map((r) => r.action)).toEqual(["auth.login_failed", "auth.login_failed"]);
  });

  it("sets a __Host- cookie that is HttpOnly, Secure, SameSite=Lax, Path=/ and stores only its hash", async () => {
    await addUser(server, "asha@example.com", "admin");
    const browser = server.client();
    const res = await browser.login("Asha@example.com");
    expect(res.status).toBe(302);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      /^__Host-admin_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const token = browser.cookie.split("=")[1];
    const row = await server.db.selectFrom("sessions").select("id").executeTakeFirstOrThrow();
    expect(row.id).toBe(hashToken(token));
    const user = await server.db.selectFrom("users").select("last_login_at").executeTakeFirstOrThrow();
    expect(user.last_login_at).not.toBeNull();
  });

  it("gives a new session id at every sign-in and ends the one the browser had", async () => {
    await addUser(server, "asha@example.com", "admin");
    const browser = server.client();
    await browser.login("asha@example.com");
    const first = browser.cookie;
    await browser.post("/admin/login", { email: "asha@example.com", password: TEST_PASSWORD }, { Cookie: first });
    expect(browser.cookie).not.toBe(first);
    const stale = new Browser(server.base);
    stale.cookie = first;
    expect((await stale.get("/admin")).status).toBe(303);
    expect((await browser.get("/admin")).status).toBe(200);
  });

  it("rejects the old cookie after logout", async () => {
    await addUser(server, "asha@example.com", "admin");
    const browser = server.client();
    await browser.login("asha@example.com");
    const cookie = browser.cookie;
    const out = await browser.post("/admin/logout", {});
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toContain("__Host-admin_session=; Max-Age=0");
    const replay = new Browser(server.base);
    replay.cookie = cookie;
    expect((await replay.get("/admin/dashboard")).status).toBe(303);
    expect(await server.db.selectFrom("sessions").selectAll().execute()).toEqual([]);
    const actions = (await server.db.selectFrom("audit_log").select("action").orderBy("created_at").execute()).map(
      (r) => r.action,
    );
    expect(actions).toEqual(["auth.login", "auth.logout"]);
  });

  it("throttles after 5 failures for one account: 429 with Retry-After, even with the right password", async () => {
    await addUser(server, "asha@example.com", "admin");
    for (let i = 0; i < 5; i++)
      expect((await server.client().login("asha@example.com", `wrong ${i}`)).status).toBe(401);
    const blocked = await server.client().login("asha@example.com");
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await blocked.text()).toContain("Too many failed sign-ins. Please wait 15 minutes and try again.");
  }, 60_000);

  it("throttles after 20 failures from one client across accounts", async () => {
    const now = new Date().toISOString();
    await server.db
      .insertInto("login_attempts")
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          id: `a${i}`,
          email: `x${i}@example.com`,
          ip: "127.0.0.1",
          created_at: now,
        })),
      )
      .execute();
    const res = await server.client().login("fresh@example.com", "whatever it is");
    expect(res.status).toBe(429);
  });

  it("ends an idle session", async () => {
    await addUser(server, "asha@example.com", "admin");
    const browser = server.client();
    await browser.login("asha@example.com");
    await server.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .execute();
    expect((await browser.get("/admin")).status).toBe(303);
    expect(await server.db.selectFrom("sessions").selectAll().execute()).toEqual([]);
  });

  it("ends a session past its absolute lifetime, however active", async () => {
    await addUser(server, "asha@example.com", "admin");
    const browser = server.client();
    await browser.login("asha@example.com");
    await server.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await browser.get("/admin")).status).toBe(303);
  });

  it("refuses a deactivated account with the same message", async () => {
    await addUser(server, "gone@example.com", "admin", "inactive");
    const res = await server.client().login("gone@example.com");
    expect(res.status).toBe(401);
    expect(await res.text()).toContain(INVALID);
  });
});

describe("same-origin and roles", () => {
  it.each([
    { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    { "Sec-Fetch-Site": "same-site", Origin: "https://blog.example" },
  ])("a cross-site POST is refused with 403 (%j)", async (headers) => {
    await addUser(server, "asha@example.com", "admin");
    const browser = server.client();
    await browser.login("asha@example.com");
    const res = await browser.post("/admin/logout", {}, headers);
    expect(res.status).toBe(403);
    expect((await browser.get("/admin")).status).toBe(200); // still signed in
  });

  it("a POST with neither Origin nor Sec-Fetch-Site is refused", async () => {
    const res = await fetch(`${server.base}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "a@example.com", password: "x" }),
      redirect: "manual",
    });
    expect(res.status).toBe(403);
  });

  it("an editor gets 403 on every admin-only screen and action, and sees only their tiles and tabs", async () => {
    await addUser(server, "ravi@example.com", "editor");
    const browser = server.client();
    await browser.login("ravi@example.com");
    for (const path of [...ADMIN_ONLY, ...SUB_PAGES.slice(0, 3), "/admin/leads.data"]) {
      expect((await browser.get(path)).status, path).toBe(403);
      expect((await browser.post(path, { intent: "x" })).status, path).toBe(403);
    }
    // Read in a browser, a forbidden screen is said inside the admin's frame (still 403), without its data.
    const denied = await (await browser.get("/admin/users")).text();
    expect(denied).toContain("Not available for your role");
    expect(denied).toContain('aria-label="Admin sections"');
    expect([...parseHtml(denied).querySelectorAll("h1")].map(textOf)).not.toContain("Users");
    const grid = await (await browser.get("/admin")).text();
    expect(grid).toContain("Blog Posts");
    expect(grid).not.toContain('href="/admin/leads"');
    const dash = await browser.get("/admin/blog");
    expect(dash.status).toBe(200);
    const html = await dash.text();
    expect(html).not.toContain('href="/admin/backup"');
    expect(html).toContain('href="/admin/media"');
    expect(html).not.toContain("Total Leads");
  });
});

describe("plain HTTP", () => {
  it("the gate says that HTTPS is needed on a host other than localhost", async () => {
    const { request } = await import("node:http");
    const url = new URL(`${server.base}/admin/login`);
    const html = await new Promise<string>((resolve, reject) => {
      request(
        { host: url.hostname, port: url.port, path: url.pathname, headers: { Host: "intranet.example" } },
        (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve(body));
        },
      )
        .on("error", reject)
        .end();
    });
    expect(html).toContain("Signing in needs a secure connection.");
    const local = await (await server.client().get("/admin/login")).text();
    expect(local).not.toContain("Signing in needs a secure connection.");
  });
});
