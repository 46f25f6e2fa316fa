import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { audit } from "../../server/auth/audit";
import { addNotification } from "../../server/notifications/notify";
import { insertPost } from "../factories";
import { type AdminServer, type Browser, insertLead, signIn, startAdminServer, TEST_PASSWORD } from "./admin-helpers";
import { links, listItems, page, region, terms, textOf } from "./html";

// Dashboard, Notifications, Contact Forms, Settings, Users and Backup through HTTP. Each test writes
// the posts and notifications it counts, so the tests pass in any order.
let server: AdminServer;
let admin: Browser;

beforeAll(async () => {
  server = await startAdminServer();
  admin = await signIn(server, "asha@example.com", "admin");
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.db.deleteFrom("posts").execute();
  await server.db.deleteFrom("notifications").execute();
});

const post = (slug: string, views: number, status: "published" | "draft" = "published") =>
  insertPost(server, { slug, views, status, publish_date: "2026-01-01" });

describe("dashboard", () => {
  it("lists the 5 most-viewed published posts, most viewed first, and recent activity", async () => {
    for (const [slug, views] of [
      ["a", 10],
      ["b", 500],
      ["c", 40],
      ["d", 300],
      ["e", 20],
      ["f", 5],
    ] as const)
      await post(slug, views);
    await post("draft", 9999, "draft");
    const doc = page(await (await admin.get("/admin/dashboard")).text());
    expect(listItems(region(doc, "Top Performing Posts"))).toEqual([
      "Post b 500 views",
      "Post d 300 views",
      "Post c 40 views",
      "Post e 20 views",
      "Post a 10 views",
    ]);
    expect(listItems(region(doc, "Recent activity"))).toContainEqual(
      expect.stringMatching(/^asha@example\.com signed in/),
    );
    // Every audited action reads in words, never as its key.
    await audit(server.db, { id: null, email: "ravi@example.com" }, "media.upload", "m1");
    const activity = listItems(region(page(await (await admin.get("/admin/dashboard")).text()), "Recent activity"));
    expect(activity[0]).toMatch(/^ravi@example\.com uploaded an image /);
    expect(activity.join(" ")).not.toContain("media.upload");
    // Stat cards: 6 published posts (the draft is not one), 10 + 500 + 40 + 300 + 20 + 5 = 875 views.
    expect(terms(doc)).toMatchObject({ "Published Posts": "6", "Total Views": "875" });
  });
});

describe("notifications", () => {
  it("counts unread on the tile and the tab, and Mark All Read clears them", async () => {
    await addNotification(server.db, {
      kind: "lead",
      title: "New lead: Priya Sharma",
      body: "Contact form",
      link: "/admin/leads/x",
    });
    await addNotification(server.db, {
      kind: "delivery_failed",
      title: "Delivery failed",
      body: "<img src=x onerror=alert(1)>",
    });
    const tile = () => admin.get("/admin").then(async (r) => textOf(links(page(await r.text()), "Notifications")[0]));
    expect(await tile()).toMatch(/^Notifications 2 unread/);
    const tab = await (await admin.get("/admin/notifications")).text();
    expect(tab).toContain("New lead: Priya Sharma");
    // Each notification says its type before its title.
    const items = listItems(region(page(tab), "Notifications"));
    expect(items).toContainEqual(expect.stringMatching(/^Unread: New lead New lead: Priya Sharma /));
    expect(items).toContainEqual(expect.stringMatching(/^Unread: Delivery failed Delivery failed /));
    expect(tab).toContain("&lt;img src=x onerror=alert(1)&gt;");
    const res = await admin.post("/admin/notifications", { intent: "read-all" });
    expect(res.status).toBe(200);
    const unread = await server.db.selectFrom("notifications").select("id").where("read_at", "is", null).execute();
    expect(unread).toEqual([]);
    expect(await tile()).not.toContain("unread");
  });
});

describe("contact forms", () => {
  it("shows subject and message, and Mark Responded changes the inquiry status", async () => {
    await insertLead(server, {
      id: "ct1",
      type: "contact",
      name: "Priya Sharma",
      createdAt: new Date().toISOString(),
      payload: { service: "AI Consulting", message: "We want to automate invoice checks." },
    });
    await server.db
      .updateTable("leads")
      .set({ utm_source: "linkedin", utm_medium: "social", utm_campaign: "launch", landing_page: "/services" })
      .set({ sent_from: "/contact" })
      .where("id", "=", "ct1")
      .execute();
    const html = await (await admin.get("/admin/contacts")).text();
    expect(textOf(region(page(html), "Contact Forms"))).toContain(
      "Source: linkedin / social / launch, landed on /services",
    );
    expect(html).toContain("AI Consulting");
    expect(html).toContain("We want to automate invoice checks.");
    await admin.post("/admin/contacts", { id: "ct1", status: "responded" });
    const row = await server.db
      .selectFrom("leads")
      .select(["inquiry_status", "status"])
      .where("id", "=", "ct1")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ inquiry_status: "responded", status: "new" });
    expect((await admin.post("/admin/contacts", { id: "ct1", status: "spam" })).status).toBe(400);
  });
});

describe("settings", () => {
  it("saves the blog settings the public blog then uses, refusing a bad page size", async () => {
    for (const slug of ["a", "b", "c", "d", "e", "f"]) await post(slug, 0);
    const bad = await admin.post("/admin/settings", {
      title: "Field Notes",
      description: "Notes from our AI projects.",
      defaultAuthor: "Asha",
      postsPerPage: "7",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Choose 5, 10, 15 or 20.");
    const ok = await admin.post("/admin/settings", {
      title: "Field Notes from Indore",
      description: "What we learn shipping AI for Indian enterprises.",
      defaultAuthor: "Asha Verma",
      postsPerPage: "5",
    });
    expect(ok.status).toBe(200);
    const blog = await (await fetch(`${server.base}/blog`)).text();
    expect(blog).toContain("Field Notes from Indore");
    expect(blog).toContain("What we learn shipping AI for Indian enterprises.");
    expect(blog).toContain("Load more articles"); // 6 published posts, 5 per page
    const form = await (await admin.get("/admin/settings")).text();
    expect(form).toContain('value="Asha Verma"');
  });
});

describe("users", () => {
  it("creates an account, changes its role, resets its password (ending its sessions) and deactivates it", async () => {
    const created = await admin.post("/admin/users", {
      intent: "create",
      name: "Ravi Kumar",
      email: "ravi@example.com",
      role: "editor",
      password: TEST_PASSWORD,
    });
    expect(created.status).toBe(200);
    const ravi = await server.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", "ravi@example.com")
      .executeTakeFirstOrThrow();
    expect(ravi.role).toBe("editor");

    const raviBrowser = server.client();
    expect((await raviBrowser.login("ravi@example.com")).status).toBe(302);
    expect((await raviBrowser.get("/admin/users")).status).toBe(403);

    await admin.post("/admin/users", { intent: "role", id: ravi.id, role: "admin" });
    expect((await raviBrowser.get("/admin/users")).status).toBe(200);

    await admin.post("/admin/users", { intent: "password", id: ravi.id, password: "a brand new passphrase" });
    expect((await raviBrowser.get("/admin")).status).toBe(303);
    expect((await server.client().login("ravi@example.com", "a brand new passphrase")).status).toBe(302);

    await admin.post("/admin/users", { intent: "status", id: ravi.id, status: "inactive" });
    expect(await server.db.selectFrom("sessions").select("id").where("user_id", "=", ravi.id).execute()).toEqual([]);
    expect((await server.client().login("ravi@example.com", "a brand new passphrase")).status).toBe(401);

    const html = await (await admin.get("/admin/users")).text();
    expect(html).toContain("ravi@example.com");
    expect(html).toContain("inactive");
  }, 60_000);

  it("keeps at least one active admin, and a password change keeps the changer's own session", async () => {
    const self = await server.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "asha@example.com")
      .executeTakeFirstOrThrow();
    const res = await admin.post("/admin/users", { intent: "status", id: self.id, status: "inactive" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Keep at least one active admin.");
    const other = server.client();
    await other.login("asha@example.com");
    await admin.post("/admin/users", {
      intent: "password",
      id: self.id,
      current: TEST_PASSWORD,
      password: TEST_PASSWORD,
    });
    expect((await admin.get("/admin")).status).toBe(200);
    expect((await other.get("/admin")).status).toBe(303);
  }, 60_000);
});

describe("backup", () => {
  it("backup → wipe → restore gives the same rows, and a file that is not a backup is refused", async () => {
    await insertLead(server, {
      id: "bk1",
      type: "chat",
      name: "Neha Joshi",
      createdAt: "2026-03-01T00:00:00.000Z",
      payload: { a: 1 },
      value: 700,
    });
    await server.db
      .insertInto("lead_notes")
      .values({
        id: "n1",
        lead_id: "bk1",
        author_id: null,
        author_name: "Asha",
        body: "Follow up",
        created_at: "2026-03-02T00:00:00.000Z",
      })
      .execute();
    // A sent campaign's recipients point at the campaign: the restore must write the campaign first.
    const at = "2026-03-03T00:00:00.000Z";
    await post("restored", 12);
    await server.db
      .insertInto("campaigns")
      .values({
        id: "c1",
        name: "March",
        subject: "March news",
        body: "Hi",
        status: "sent",
        html: "<p>Hi</p>",
        links: "[]",
        created_at: at,
        updated_at: at,
        sent_at: at,
        finished_at: at,
      })
      .execute();
    await server.db
      .insertInto("campaign_recipients")
      .values({
        id: "r1",
        campaign_id: "c1",
        subscriber_id: "s1",
        email: "reader@example.com",
        status: "sent",
        token_hash: null,
        next_attempt_at: at,
        claimed_at: at,
        sent_at: at,
        opened_at: null,
        clicked_at: null,
        last_error: null,
        created_at: at,
      })
      .execute();
    const snapshot = async () => ({
      campaigns: await server.db.selectFrom("campaigns").selectAll().execute(),
      recipients: await server.db.selectFrom("campaign_recipients").selectAll().execute(),
      leads: await server.db.selectFrom("leads").selectAll().orderBy("id").execute(),
      notes: await server.db.selectFrom("lead_notes").selectAll().orderBy("id").execute(),
      posts: await server.db.selectFrom("posts").selectAll().orderBy("id").execute(),
      users: await server.db.selectFrom("users").selectAll().orderBy("id").execute(),
      settings: await server.db.selectFrom("site_settings").selectAll().execute(),
    });
    const before = await snapshot();

    const download = await admin.post("/admin/backup/download", {});
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/attachment; filename="site-backup-.*\.(sqlite|json)"/);
    const file = new Uint8Array(await download.arrayBuffer());

    for (const t of ["lead_notes", "outbox", "notifications"] as const) await server.db.deleteFrom(t).execute();
    await server.db.deleteFrom("campaigns").execute();
    await server.db.deleteFrom("leads").execute();
    await server.db.deleteFrom("posts").execute();
    await server.db.deleteFrom("site_settings").execute();

    const notBackup = new FormData();
    notBackup.set("confirm", "yes");
    notBackup.set("password", TEST_PASSWORD);
    notBackup.set("file", new Blob(["name,email\nA,a@example.com\n"]), "leads.csv");
    const refused = await admin.post("/admin/backup", notBackup);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This file is not a backup of this site.");

    const unconfirmed = new FormData();
    unconfirmed.set("file", new Blob([file]), "backup");
    expect((await admin.post("/admin/backup", unconfirmed)).status).toBe(400);

    const restore = new FormData();
    restore.set("confirm", "yes");
    restore.set("password", TEST_PASSWORD);
    restore.set("file", new Blob([file]), "backup");
    const res = await admin.post("/admin/backup", restore);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\?restored=1&saved=site-backup-[\w.-]+$/);
    expect(await snapshot()).toEqual(before);
    // The admin who restored signs in again; the restore is in the audit log.
    expect((await admin.get("/admin")).status).toBe(303);
    const log = await server.db.selectFrom("audit_log").select("action").where("action", "like", "backup.%").execute();
    expect(log.map((l) => l.action).sort()).toEqual(["backup.download", "backup.restore"]);
    await admin.login("asha@example.com");
  }, 60_000);
});
