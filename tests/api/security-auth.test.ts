import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COMMON_PASSWORD } from "../../server/auth/common-passwords";
import { issueSetupToken } from "../../server/auth/setup";
import { accountDelayMs } from "../../server/auth/throttle";
import { childEntry } from "../child-entry";
import { type AdminServer, addUser, Browser, insertLead, startAdminServer, TEST_PASSWORD } from "./admin-helpers";
import { startTestServer, type TestServer } from "./test-server";

// The sign-in defences tried as an attacker would: in parallel, from many addresses, behind a proxy.
// The server trusts the loopback proxy, so each request names its client in X-Forwarded-For.
let server: AdminServer;
beforeAll(async () => {
  server = await startAdminServer({ TRUST_PROXY: "loopback", RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => server?.close());
beforeEach(async () => {
  for (const t of ["sessions", "login_attempts", "audit_log", "rate_limits", "leads"] as const) {
    await server.db.deleteFrom(t).execute();
  }
  await server.db.deleteFrom("users").execute();
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const INVALID = "Invalid credentials. Please use the correct admin email and password.";
const OWNER = "asha@example.com";

/** A browser at `ip` (as the trusted proxy reports it). */
function at(ip: string, base = server.base) {
  const browser = new Browser(base);
  const post = browser.post.bind(browser);
  const get = browser.get.bind(browser);
  browser.post = (path, fields, headers = {}) => post(path, fields, { "X-Forwarded-For": ip, ...headers });
  browser.get = (path, headers = {}) => get(path, { "X-Forwarded-For": ip, ...headers });
  return browser;
}

async function failedSignIns() {
  const rows = await server.db
    .selectFrom("audit_log")
    .select("action")
    .where("action", "=", "auth.login_failed")
    .execute();
  return rows.length;
}

describe("password guessing", () => {
  it("40 wrong passwords at once from one client: at most 5 checked, the rest 429, the owner signs in", async () => {
    await addUser(server, OWNER, "admin");
    const attacker = "203.0.113.10";
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => at(attacker).login(OWNER, `guess number ${i}`)),
    );
    const checked = answers.filter((r) => r.status === 401).length;
    const refused = answers.filter((r) => r.status === 429);
    expect(checked + refused.length).toBe(40);
    expect(checked).toBeLessThanOrEqual(5);
    for (const r of refused) expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Only checked passwords leave a failed sign-in behind.
    expect(await failedSignIns()).toBe(checked);

    // One by one, the client gets exactly the rest of its 5 checks, then 429 even with the right password.
    let more = 0;
    for (;;) {
      const res = await at(attacker).login(OWNER, `one more guess ${more}`);
      if (res.status === 429) break;
      expect(res.status).toBe(401);
      more++;
    }
    expect(checked + more).toBe(5);
    const blocked = await at(attacker).login(OWNER);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Too many failed sign-ins. Please wait 15 minutes and try again.");

    // The owner, at another address, is not locked out.
    const owner = at("198.51.100.20");
    expect((await owner.login(OWNER)).status).toBe(302);
    expect((await owner.get("/admin")).status).toBe(200);
    // ...and that success leaves the attacker's failures counted.
    expect((await at(attacker).login(OWNER)).status).toBe(429);
  }, 90_000);

  it("a success clears that client's failures for the account, not other clients'", async () => {
    await addUser(server, OWNER, "admin");
    for (const ip of ["192.0.2.1", "192.0.2.1"]) {
      expect((await at(ip).login(OWNER, "not the password")).status).toBe(401);
    }
    const wrong = await at("192.0.2.2").login(OWNER, "not the password either");
    expect(await wrong.text()).toContain(INVALID);
    expect((await at("192.0.2.1").login(OWNER)).status).toBe(302);
    const left = await server.db.selectFrom("login_attempts").select(["email", "ip"]).execute();
    expect(left).toEqual([{ email: OWNER, ip: "192.0.2.2" }]);
  }, 60_000);

  it("failures from many clients slow the account's sign-ins down but never lock its owner out", async () => {
    await addUser(server, OWNER, "admin");
    const failures = 11; // 1 past ACCOUNT_SLOWDOWN_AFTER: 500 ms before each check
    const now = new Date().toISOString();
    await server.db
      .insertInto("login_attempts")
      .values(
        Array.from({ length: failures }, (_, i) => ({
          id: `f${i}`,
          email: OWNER,
          ip: `198.18.0.${i}`,
          created_at: now,
        })),
      )
      .execute();
    const started = Date.now();
    const res = await at("198.51.100.20").login(OWNER);
    expect(res.status).toBe(302);
    expect(Date.now() - started).toBeGreaterThanOrEqual(accountDelayMs(failures) - 50);
  }, 60_000);

  it("counts an IPv6 client by its /64: new addresses in it get no new tries, the next /64 does", async () => {
    await addUser(server, OWNER, "admin");
    for (let i = 1; i <= 5; i++) {
      expect((await at(`2001:db8:1:2::${i}`).login(OWNER, "not the password")).status).toBe(401);
    }
    expect((await at("2001:db8:1:2:abcd:ef01:2345:6789").login(OWNER, "not the password")).status).toBe(429);
    expect((await at("2001:db8:1:3::1").login(OWNER, "not the password")).status).toBe(401);
    const keys = await server.db.selectFrom("rate_limits").select(["key", "count"]).orderBy("key").execute();
    expect(keys.map((k) => [k.key, Number(k.count)])).toEqual([
      ["signin:2001:db8:1:2::/64", 6],
      ["signin:2001:db8:1:3::/64", 1],
    ]);
  }, 60_000);
});

describe("request rate limit on sign-in and setup", () => {
  let limited: TestServer;
  beforeAll(async () => {
    // The same app on its own database, allowing 3 form posts per client and window.
    limited = await startTestServer({ TRUST_PROXY: "loopback", RATE_LIMIT_MAX: "3" }, server.appOptions);
  });
  afterAll(async () => limited?.close());

  it("answers the 4th sign-in post of a client in a window with 429 before any password is checked", async () => {
    // A known account (cheap test hash): an unknown e-mail would cost a full-strength dummy check per post.
    await addUser(limited, OWNER, "admin");
    const client = at("203.0.113.30", limited.base);
    for (let i = 0; i < 3; i++) expect((await client.login(OWNER, `guess ${i}`)).status).toBe(401);
    const fourth = await client.login(OWNER, "guess 3");
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.db.selectFrom("audit_log").select("id").execute()).toHaveLength(3);
    // Setup posts share the count; so does an odd spelling of the path.
    expect(
      (await client.post("/admin/setup", { token: "x", name: "M", email: "m@example.com", password: "p" })).status,
    ).toBe(429);
    const other = at("203.0.113.31", limited.base);
    for (let i = 0; i < 3; i++) {
      await other.post("/admin/setup", { token: "x", name: "M", email: "m@example.com", password: "p" });
    }
    expect((await other.post("/Admin/Login", { email: OWNER, password: "guess" })).status).toBe(429);
    // A third client is not affected.
    expect((await at("203.0.113.32", limited.base).login(OWNER, "guess")).status).toBe(401);
  }, 60_000);
});

describe("TRUST_PROXY", () => {
  describe("with a list of proxy addresses", () => {
    let listed: TestServer;
    let untrusted: TestServer;
    beforeAll(async () => {
      listed = await startTestServer({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8", RATE_LIMIT_MAX: "1000" });
      untrusted = await startTestServer({ TRUST_PROXY: "10.0.0.0/8", RATE_LIMIT_MAX: "1000" });
    });
    afterAll(async () => {
      await listed?.close();
      await untrusted?.close();
    });
    const newsletter = { type: "newsletter", form: { email: "reader@example.com" } };

    it("keys the address the proxy added: a forged left-most X-Forwarded-For changes nothing", async () => {
      for (const forged of ["6.6.6.6", "7.7.7.7, 8.8.8.8", "not-an-ip"]) {
        await listed.postJson("/api/leads", newsletter, { "X-Forwarded-For": `${forged}, 203.0.113.7` });
      }
      // Only the client limits (api:…): the per-mailbox e-mail allowance (mail-to:…) keys no client.
      const rows = await listed.db
        .selectFrom("rate_limits")
        .select(["key", "count"])
        .where("key", "like", "api:%")
        .execute();
      expect(rows.map((k) => [k.key, Number(k.count)])).toEqual([["api:203.0.113.7", 3]]);
    });

    it("skips every listed proxy and keys the first address that is not one", async () => {
      await listed.db.deleteFrom("rate_limits").execute();
      await listed.postJson("/api/leads", newsletter, { "X-Forwarded-For": "6.6.6.6, 198.51.100.4, 10.1.2.3" });
      await listed.postJson("/api/leads", newsletter, { "X-Forwarded-For": "198.51.100.4, 10.200.0.1" });
      const rows = await listed.db.selectFrom("rate_limits").select(["key", "count"]).execute();
      expect(rows.map((k) => [k.key, Number(k.count)])).toEqual([["api:198.51.100.4", 2]]);
    });

    it("keys an IPv4 client that arrives as IPv4-mapped IPv6 by its IPv4 address", async () => {
      await listed.db.deleteFrom("rate_limits").execute();
      await listed.postJson("/api/leads", newsletter, { "X-Forwarded-For": "::ffff:203.0.113.9" });
      await listed.postJson("/api/leads", newsletter, { "X-Forwarded-For": "203.0.113.9" });
      const rows = await listed.db.selectFrom("rate_limits").select(["key", "count"]).execute();
      expect(rows.map((k) => [k.key, Number(k.count)])).toEqual([["api:203.0.113.9", 2]]);
    });

    it("ignores X-Forwarded-For from a sender that is not a listed proxy", async () => {
      await untrusted.postJson("/api/leads", newsletter, { "X-Forwarded-For": "198.51.100.4" });
      const rows = await untrusted.db.selectFrom("rate_limits").select("key").where("key", "like", "api:%").execute();
      expect(rows.map((k) => k.key)).toEqual(["api:127.0.0.1"]);
    });
  });
});

describe("editors and the dashboard", () => {
  it("an editor gets no audit rows or lead figures in the page or its data, and an admin gets both", async () => {
    await addUser(server, OWNER, "admin");
    await addUser(server, "ravi@example.com", "editor");
    await insertLead(server, { id: "lead1", type: "contact", name: "Meera Iyer", createdAt: new Date().toISOString() });
    await at("192.0.2.50").login("typed-by-mistake@example.com", "not the password");
    const editor = at("192.0.2.60");
    expect((await editor.login("ravi@example.com")).status).toBe(302);
    for (const path of ["/admin/dashboard", "/admin/dashboard.data", "/admin/blog.data"]) {
      const text = await (await editor.get(path)).text();
      expect(text, path).not.toContain("typed-by-mistake@example.com");
      expect(text, path).not.toContain("auth.login");
      expect(text, path).not.toContain("totalLeads");
      expect(text, path).not.toContain("Meera Iyer");
    }
    const page = await (await editor.get("/admin/dashboard")).text();
    expect(page).not.toContain("Recent activity");
    expect(page).not.toContain("Total Leads");
    expect(page).toContain("Top Performing Posts");

    const admin = at("192.0.2.61");
    await admin.login(OWNER);
    const html = await (await admin.get("/admin/dashboard")).text();
    expect(html).toContain("Recent activity");
    expect(html).toContain("typed-by-mistake@example.com</span> failed to sign in");
    expect(html).toContain("Total Leads");
    expect(html).toContain("Meera Iyer");
  }, 60_000);
});

describe("own password", () => {
  const NEW = "monsoon kite over the narmada";

  it("an admin changing their own password on the Users tab must give the current one", async () => {
    const id = await addUser(server, OWNER, "admin");
    const admin = at("192.0.2.70");
    await admin.login(OWNER);
    const otherDevice = at("192.0.2.71");
    await otherDevice.login(OWNER);

    const without = await admin.post("/admin/users", { intent: "password", id, password: NEW });
    expect(without.status).toBe(400);
    expect(await without.text()).toContain("Enter your current password.");
    const wrong = await admin.post("/admin/users", {
      intent: "password",
      id,
      password: NEW,
      current: "a wrong password",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is not correct.");
    expect((await at("192.0.2.72").login(OWNER, NEW)).status).toBe(401);

    const ok = await admin.post("/admin/users", { intent: "password", id, password: NEW, current: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Your password is changed; your other sessions have ended.");
    expect((await admin.get("/admin")).status).toBe(200);
    expect((await otherDevice.get("/admin")).status).toBe(303);
    expect((await at("192.0.2.73").login(OWNER, TEST_PASSWORD)).status).toBe(401);
    expect((await at("192.0.2.74").login(OWNER, NEW)).status).toBe(302);
  }, 90_000);

  it("an editor changes their own password on Your account, with the current one", async () => {
    await addUser(server, "ravi@example.com", "editor");
    const editor = at("192.0.2.80");
    await editor.login("ravi@example.com");
    const page = await editor.get("/admin/account");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Current password");

    const missing = await editor.post("/admin/account", { current: "", password: NEW, confirm: NEW });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Enter your current password.");
    const wrong = await editor.post("/admin/account", { current: "not my password", password: NEW, confirm: NEW });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is not correct.");
    const differ = await editor.post("/admin/account", { current: TEST_PASSWORD, password: NEW, confirm: `${NEW}!` });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain("The two new passwords differ.");

    const ok = await editor.post("/admin/account", { current: TEST_PASSWORD, password: NEW, confirm: NEW });
    expect(ok.status).toBe(200);
    expect((await at("192.0.2.81").login("ravi@example.com", NEW)).status).toBe(302);
    const actions = await server.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "like", "user.%")
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(["user.password_change", "user.password_change_failed"]);
    // Another account's password is still not the editor's to change.
    expect((await editor.post("/admin/users", { intent: "password", id: "x", password: NEW })).status).toBe(403);
  }, 90_000);
});

describe("common passwords", () => {
  it("refuses a password from the common-password list at setup, account creation, reset and own change", async () => {
    const token = (await issueSetupToken(server.db)) ?? "";
    const setup = await at("192.0.2.90").post("/admin/setup", {
      token,
      name: "Asha Verma",
      email: OWNER,
      password: "Password2026!",
    });
    expect(setup.status).toBe(400);
    expect(await setup.text()).toContain(COMMON_PASSWORD);
    expect(await server.db.selectFrom("users").select("id").execute()).toEqual([]);

    const id = await addUser(server, OWNER, "admin");
    const raviId = await addUser(server, "ravi@example.com", "editor");
    const admin = at("192.0.2.91");
    await admin.login(OWNER);
    const create = await admin.post("/admin/users", {
      intent: "create",
      name: "Neha Joshi",
      email: "neha@example.com",
      role: "editor",
      password: "qwerty123456",
    });
    expect(create.status).toBe(400);
    expect(await create.text()).toContain(COMMON_PASSWORD);
    const reset = await admin.post("/admin/users", { intent: "password", id: raviId, password: "1qaz2wsx3edc" });
    expect(reset.status).toBe(400);
    expect(await reset.text()).toContain(COMMON_PASSWORD);
    const own = await admin.post("/admin/account", {
      current: TEST_PASSWORD,
      password: "Sunshine123456",
      confirm: "Sunshine123456",
    });
    expect(own.status).toBe(400);
    expect(await own.text()).toContain(COMMON_PASSWORD);
    const self = await admin.post("/admin/users", {
      intent: "password",
      id,
      current: TEST_PASSWORD,
      password: "qwertyuiop123",
    });
    expect(self.status).toBe(400);
    expect(await self.text()).toContain(COMMON_PASSWORD);
    expect(await server.db.selectFrom("users").select("email").orderBy("email").execute()).toHaveLength(2);
  }, 90_000);

  // The CLI checks the typed password before it writes anything, the same on either database: SQLite only.
  it.skipIf(onPostgres)(
    "the admin CLI refuses a password from the common-password list",
    async () => {
      let out = "";
      try {
        execFileSync(
          "node",
          [...childEntry("scripts/admin.ts"), "create-user", "--email", "ops@example.com", "--name", "Ops Team"],
          {
            env: { ...process.env, DATABASE_URL: server.url },
            input: "qwerty123456\n",
            encoding: "utf8",
            stdio: ["pipe", "pipe", "pipe"],
          },
        );
      } catch (err) {
        const e = err as { status: number; stdout: string; stderr: string };
        expect(e.status).toBe(1);
        out = `${e.stdout}${e.stderr}`;
      }
      expect(out).toContain(`password: ${COMMON_PASSWORD}`);
      expect(await server.db.selectFrom("users").select("id").execute()).toEqual([]);
    },
    60_000,
  );
});
