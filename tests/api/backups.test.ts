import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runScheduledBackup } from "../../server/backups/schedule";
import {
  type AdminServer,
  addUser,
  type Browser,
  insertLead,
  signIn,
  startAdminServer,
  TEST_PASSWORD,
} from "./admin-helpers";

// Scheduled and manual backups, their history, download and restore, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL, through HTTP as the Backup tab uses them.
let server: AdminServer;
let admin: Browser;
let dir: string;

const HOUR = 3_600_000;
const T0 = new Date("2026-06-01T02:00:00.000Z");

beforeAll(async () => {
  server = await startAdminServer();
  dir = server.settings.BACKUP_DIR;
  admin = await signIn(server, "asha@example.com", "admin");
}, 240_000);
afterAll(async () => server?.close());

beforeEach(async () => {
  await server.db.deleteFrom("backups").execute();
  for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
  await server.db.deleteFrom("leads").execute();
  await insertLead(server, {
    id: "bk-lead",
    type: "contact",
    name: "Neha Joshi",
    createdAt: "2026-05-01T00:00:00.000Z",
  });
});

const settings = (keep = 7, hours = 24) => ({ BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: hours, BACKUP_KEEP: keep });
const schedule = (at: Date, keep = 7) =>
  runScheduledBackup({ db: server.db, kind: server.kind }, settings(keep), { now: at });
const leadName = async () =>
  (await server.db.selectFrom("leads").select("name").where("id", "=", "bk-lead").executeTakeFirst())?.name;
const rename = (name: string) => server.db.updateTable("leads").set({ name }).where("id", "=", "bk-lead").execute();
const history = () => server.db.selectFrom("backups").selectAll().orderBy("created_at").execute();

function restoreForm(fields: { entry?: string; file?: Uint8Array | string }) {
  const form = new FormData();
  form.set("confirm", "yes");
  form.set("password", TEST_PASSWORD);
  if (fields.entry !== undefined) form.set("entry", fields.entry);
  if (fields.file !== undefined) form.set("file", new Blob([fields.file as BlobPart]), "backup");
  return form;
}

/** Restores as the admin (signed out by it) and signs in again. */
async function restoreOk(fields: { entry?: string; file?: Uint8Array }) {
  const res = await admin.post("/admin/backup", restoreForm(fields));
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toMatch(/^\/admin\/login\?restored=1&saved=site-backup-[\w.-]+$/);
  await admin.login("asha@example.com");
}

describe("scheduled backups", () => {
  it("appear in the history as scheduled and restore from it: a row changed since is back", async () => {
    const made = await schedule(T0);
    expect(made?.kind).toBe("scheduled");
    expect(made?.created_by).toBeNull();
    const rows = await history();
    expect(rows.map((r) => [r.kind, r.created_at, r.created_by])).toEqual([["scheduled", T0.toISOString(), null]]);
    const file = path.join(dir, rows[0].file_name);
    expect(Number(rows[0].byte_size)).toBe(fs.statSync(file).size);

    const page = await (await admin.get("/admin/backup")).text();
    // 02:00 UTC is 07:30 IST; the kind and the download link of the entry are listed.
    expect(page).toContain("1 Jun 2026, 07:30 IST");
    expect(page).toContain("Scheduled");
    expect(page).toContain(`/admin/backup/download?entry=${rows[0].id}`);
    expect(page).toContain("The site pauses while a restore runs");

    await rename("Changed After Backup");
    await restoreOk({ entry: rows[0].id });
    expect(await leadName()).toBe("Neha Joshi");
    // The history (and its file) outlives the restore of an older state, and now also lists the backup of
    // the data the restore replaced, taken first (tests/api/backup-retention.test.ts has the rest).
    const after = (await history()).map((r) => [r.kind, r.created_by, r.id === rows[0].id]);
    expect(after.sort()).toEqual([
      ["manual", "asha@example.com", false],
      ["scheduled", null, true],
    ]);
  }, 60_000);

  it("waits BACKUP_INTERVAL_HOURS between runs, and does nothing at 0", async () => {
    expect(await schedule(T0)).toBeDefined();
    expect(await schedule(new Date(T0.getTime() + HOUR))).toBeUndefined();
    expect(await schedule(new Date(T0.getTime() + 23 * HOUR))).toBeUndefined();
    expect(await schedule(new Date(T0.getTime() + 24 * HOUR))).toBeDefined();
    const off = await runScheduledBackup({ db: server.db, kind: server.kind }, settings(7, 0), {
      now: new Date(T0.getTime() + 100 * HOUR),
    });
    expect(off).toBeUndefined();
    expect((await history()).length).toBe(2);
  }, 60_000);

  it("keeps the newest BACKUP_KEEP scheduled ones (files and rows), not counting manual ones", async () => {
    const manual = await admin.post("/admin/backup/download", {});
    expect(manual.status).toBe(200);
    await manual.arrayBuffer();
    const made = [];
    for (let day = 0; day < 4; day++) made.push(await schedule(new Date(T0.getTime() + day * 24 * HOUR), 2));
    const rows = await history();
    const scheduled = rows.filter((r) => r.kind === "scheduled");
    expect(scheduled.map((r) => r.id)).toEqual([made[2]?.id, made[3]?.id]);
    expect(rows.filter((r) => r.kind === "manual").length).toBe(1);
    expect(fs.existsSync(path.join(dir, made[0]?.file_name ?? "x"))).toBe(false);
    expect(fs.existsSync(path.join(dir, made[1]?.file_name ?? "x"))).toBe(false);
    expect(fs.existsSync(path.join(dir, made[3]?.file_name ?? "x"))).toBe(true);
    // What is on disk is exactly what the history lists.
    expect(fs.readdirSync(dir).sort()).toEqual(rows.map((r) => r.file_name).sort());
  }, 60_000);
});

describe("download", () => {
  it("streams a backup that restores, and lists it as manual with who downloaded it", async () => {
    const res = await admin.post("/admin/backup/download", {});
    expect(res.status).toBe(200);
    const name = /attachment; filename="(site-backup-[^"]+\.(sqlite|json))"/.exec(
      res.headers.get("content-disposition") ?? "",
    )?.[1];
    expect(name).toBeDefined();
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (server.kind === "sqlite") expect(Buffer.from(bytes.subarray(0, 15)).toString()).toBe("SQLite format 3");
    else {
      // Written a row per line, still one JSON document any parser reads.
      const doc = JSON.parse(Buffer.from(bytes).toString("utf8"));
      expect(doc.format).toBe("narmada-site-backup");
      expect(doc.tables.leads.map((l: { name: string }) => l.name)).toEqual(["Neha Joshi"]);
    }

    const [entry] = await history();
    expect([entry.kind, entry.created_by, entry.file_name]).toEqual(["manual", "asha@example.com", name]);
    // The copy kept in BACKUP_DIR is the file that was sent.
    expect(fs.readFileSync(path.join(dir, entry.file_name)).equals(Buffer.from(bytes))).toBe(true);
    const page = await (await admin.get("/admin/backup")).text();
    expect(page).toContain("Manual");
    expect(page).toContain("asha@example.com");

    // The same entry again from the history, byte for byte.
    const again = await admin.get(`/admin/backup/download?entry=${entry.id}`);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    await rename("Changed After Download");
    await restoreOk({ file: bytes });
    expect(await leadName()).toBe("Neha Joshi");
  }, 60_000);

  it("is for admins only", async () => {
    await addUser(server, "ravi@example.com", "editor");
    const editor = server.client();
    await editor.login("ravi@example.com");
    expect((await editor.get("/admin/backup/download")).status).toBe(403);
    expect((await editor.post("/admin/backup/download", {})).status).toBe(403);
    expect((await history()).length).toBe(0);
  }, 30_000);
});

describe("refused restores change nothing", () => {
  it("answers 413 to an upload past the limit, counted as it arrives", async () => {
    await schedule(T0);
    await rename("Live Name");
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 210 MB, past the 200 MB a restore may send.
        if (sent >= 210) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${server.base}/admin/backup`, {
      method: "POST",
      redirect: "manual",
      body,
      duplex: "half",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        Origin: server.base,
        "Sec-Fetch-Site": "same-origin",
        Cookie: admin.cookie,
      },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await leadName()).toBe("Live Name");
    expect((await admin.get("/admin")).status).toBe(200);
  }, 60_000);

  it.each([
    ["a CSV file", "name,email\nA,a@example.com\n"],
    ["a JSON file of another kind", '{"leads":[]}'],
    ["a SQLite-looking header with garbage", "SQLite format 3\0 not really a database"],
  ])("answers 400 to %s", async (_label, file) => {
    await rename("Live Name");
    const res = await admin.post("/admin/backup", restoreForm({ file }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This file is not a backup of this site.");
    expect(await leadName()).toBe("Live Name");
  });

  it("answers 400 to a backup that goes wrong halfway, after rows were already written", async () => {
    const made = await schedule(T0);
    const file = fs.readFileSync(path.join(dir, made?.file_name ?? "x"));
    await rename("Live Name");
    let bad: Buffer;
    if (server.kind === "sqlite") {
      // A table this site does not have, read after the real ones.
      const SQLite = (await import("better-sqlite3")).default;
      const copy = path.join(dir, "..", `bad-${Date.now()}.db`);
      fs.writeFileSync(copy, file);
      const db = new SQLite(copy);
      db.exec("create table zz_not_ours (x text); insert into zz_not_ours values ('x')");
      db.close();
      bad = fs.readFileSync(copy);
      fs.rmSync(copy);
    } else {
      // A row with a column no table has, in the last table of the file.
      const lines = file.toString("utf8").trimEnd().split("\n");
      lines.splice(lines.length - 2, 0, ',{"no_such_column":1}');
      bad = Buffer.from(`${lines.join("\n")}\n`);
    }
    const res = await admin.post("/admin/backup", restoreForm({ file: new Uint8Array(bad) }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This file is not a backup of this site.");
    expect(await leadName()).toBe("Live Name");
    expect((await admin.get("/admin")).status).toBe(200);
  }, 60_000);
});

describe("history entries name no paths", () => {
  it("serves only files the history lists, by id, inside BACKUP_DIR", async () => {
    const outside = path.join(dir, "..", `secret-${Date.now()}.txt`);
    fs.writeFileSync(outside, "not for download");
    // A row pointing outside (as a tampered database might hold) is refused like an unknown id.
    await server.db
      .insertInto("backups")
      .values({
        id: "tampered",
        created_at: T0.toISOString(),
        kind: "manual",
        created_by: "x@example.com",
        file_name: `../${path.basename(outside)}`,
        byte_size: 16,
        format: "json",
      })
      .execute();
    for (const entry of ["tampered", "../../../etc/passwd", `../${path.basename(outside)}`, "", "%2e%2e%2f"]) {
      const res = await admin.get(`/admin/backup/download?entry=${encodeURIComponent(entry)}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("not for download");
    }
    await rename("Live Name");
    const res = await admin.post("/admin/backup", restoreForm({ entry: "tampered" }));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("That backup is no longer in the list.");
    expect(await leadName()).toBe("Live Name");
    fs.rmSync(outside);
  }, 30_000);
});
