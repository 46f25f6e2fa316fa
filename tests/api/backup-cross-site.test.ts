import fs from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registry } from "../../server/ops/metrics";
import { type AdminServer, type Browser, insertLead, signIn, startAdminServer } from "./admin-helpers";
import { page as parseHtml } from "./html";

// Security issue #35, row 2, as the attack: a page on another site navigates a signed-in admin's browser
// to the backup URL again and again (top-level GETs carry the SameSite=Lax cookie). Nothing may be
// written; a backup is made only by the Backup tab's POST; downloads and CSV exports refuse navigations
// from other sites. On SQLite and (with TEST_DATABASE_URL) PostgreSQL.
let server: AdminServer;
let admin: Browser;
let dir: string;

beforeAll(async () => {
  server = await startAdminServer();
  dir = server.settings.BACKUP_DIR;
  admin = await signIn(server, "asha@example.com", "admin");
}, 240_000);
afterAll(async () => server?.close());

beforeEach(async () => {
  await server.db.deleteFrom("backups").execute();
  for (const f of fs.readdirSync(dir)) fs.rmSync(`${dir}/${f}`);
  await server.db.deleteFrom("leads").execute();
  await insertLead(server, {
    id: "cs-lead",
    type: "contact",
    name: "Neha Joshi",
    email: "neha@example.com",
    createdAt: "2026-05-01T00:00:00.000Z",
  });
});

const filesWritten = () => fs.readdirSync(dir).length;
const historyRows = async () => (await server.db.selectFrom("backups").select("id").execute()).length;
/** What a browser sends on a top-level navigation started by another site's page (cookie rides along: Lax). */
const crossSiteNavigation = (site = "cross-site") => ({
  "Sec-Fetch-Site": site,
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
  Referer: "https://evil.example/",
});
async function crossSiteRefusals() {
  const text = await registry.getSingleMetricAsString("refusals_total");
  return Number(/refusals_total\{reason="cross_site"\} (\d+)/.exec(text)?.[1] ?? 0);
}

describe("making a backup", () => {
  it("five cross-site GETs of the old creating URL, one after another, write nothing", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await admin.get("/admin/backup/download", crossSiteNavigation());
      expect(res.status).not.toBe(200);
      await res.arrayBuffer();
    }
    expect(filesWritten()).toBe(0);
    expect(await historyRows()).toBe(0);
  }, 60_000);

  it("five at once, and the same URL typed or bookmarked (no Sec-Fetch-Site), write nothing either", async () => {
    const all = await Promise.all(
      Array.from({ length: 5 }, () => admin.get("/admin/backup/download", crossSiteNavigation())),
    );
    const typed = await admin.get("/admin/backup/download", { "Sec-Fetch-Site": "none" });
    const bare = await admin.get("/ADMIN/Backup/Download");
    for (const res of [...all, typed, bare]) await res.arrayBuffer();
    // A bookmark of the old URL is told how a backup is made now: 405, only POST.
    expect([typed.status, bare.status]).toEqual([405, 405]);
    expect(typed.headers.get("allow")).toBe("POST");
    expect(filesWritten()).toBe(0);
    expect(await historyRows()).toBe(0);
  }, 60_000);

  it.each([
    ["another site's form", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }],
    ["a sibling site's form", { Origin: "https://blog.example", "Sec-Fetch-Site": "same-site" }],
    ["a request with neither header", { Origin: "", "Sec-Fetch-Site": "" }],
  ])("a POST from %s is refused and writes nothing", async (_label, headers) => {
    const res = await admin.post("/admin/backup/download", {}, headers);
    expect(res.status).toBe(403);
    expect(filesWritten()).toBe(0);
    expect(await historyRows()).toBe(0);
  });

  it("the Backup tab's POST writes exactly one file, listed in the history, and sends it", async () => {
    const tab = parseHtml(await (await admin.get("/admin/backup")).text());
    // The tab's button posts a form; no link makes a backup.
    expect(tab.querySelector('form[action="/admin/backup/download"]')?.getAttribute("method")).toBe("post");
    expect(tab.querySelector('[href="/admin/backup/download"]')).toBeNull();
    const res = await admin.post("/admin/backup/download", {});
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="site-backup-.+-manual-/);
    const bytes = Buffer.from(await res.arrayBuffer());
    const files = fs.readdirSync(dir);
    expect(files.length).toBe(1);
    expect(fs.readFileSync(`${dir}/${files[0]}`).equals(bytes)).toBe(true);
    expect(await historyRows()).toBe(1);
  }, 60_000);
});

describe("downloads and CSV exports refuse navigations from other sites", () => {
  it.each([["cross-site"], ["CROSS-SITE"], ["Cross-Site"], ["same-site"]])(
    "Sec-Fetch-Site: %s → 403 for a stored backup and the leads CSV, counted",
    async (site) => {
      const made = await admin.post("/admin/backup/download", {});
      await made.arrayBuffer();
      const [entry] = await server.db.selectFrom("backups").select("id").execute();
      const before = await crossSiteRefusals();
      const download = await admin.get(`/admin/backup/download?entry=${entry.id}`, crossSiteNavigation(site));
      const csv = await admin.get("/admin/leads/export", crossSiteNavigation(site));
      const csvFiltered = await admin.get("/ADMIN/leads/export?status=new", crossSiteNavigation(site));
      expect([download.status, csv.status, csvFiltered.status]).toEqual([403, 403, 403]);
      for (const res of [download, csv, csvFiltered]) expect(await res.text()).not.toContain("neha@example.com");
      expect((await crossSiteRefusals()) - before).toBe(3);
      // Nothing else happened: still one file, one row.
      expect(filesWritten()).toBe(1);
      expect(await historyRows()).toBe(1);
    },
    60_000,
  );

  it.each([
    ["same-origin (a click on the tab)", { "Sec-Fetch-Site": "same-origin" }],
    ["none (typed or bookmarked)", { "Sec-Fetch-Site": "none" }],
    ["no Sec-Fetch-Site (a script or an older client)", {}],
  ])(
    "%s is served",
    async (_label, headers) => {
      const made = await admin.post("/admin/backup/download", {});
      const bytes = Buffer.from(await made.arrayBuffer());
      const [entry] = await server.db.selectFrom("backups").select("id").execute();
      const download = await admin.get(`/admin/backup/download?entry=${entry.id}`, headers);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      const csv = await admin.get("/admin/leads/export", headers);
      expect(csv.status).toBe(200);
      expect(await csv.text()).toContain("neha@example.com");
    },
    60_000,
  );
});
