import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createBackup } from "../../server/backups/admin-backups";
import { pruneManual, writeBackup } from "../../server/backups/create";
import { runScheduledBackup } from "../../server/backups/schedule";
import { connectDatabase } from "../../server/db/connect";
import { type AdminServer, Browser, insertLead, signIn, startAdminServer, TEST_PASSWORD } from "./admin-helpers";

// Security issue #35: manual backups are kept like scheduled ones (the newest BACKUP_KEEP, here 3), a
// restore first saves the data it replaces, and every backup file is readable by the server's account
// only. On SQLite and (with TEST_DATABASE_URL) PostgreSQL.
let server: AdminServer;
let admin: Browser;
let dir: string;
const KEEP = 3;

beforeAll(async () => {
  server = await startAdminServer({ BACKUP_KEEP: String(KEEP) });
  dir = server.settings.BACKUP_DIR;
  admin = await signIn(server, "asha@example.com", "admin");
}, 240_000);
afterAll(async () => server?.close());

beforeEach(async () => {
  await server.db.deleteFrom("backups").execute();
  for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
  await server.db.deleteFrom("leads").execute();
  await insertLead(server, {
    id: "rt-lead",
    type: "contact",
    name: "Neha Joshi",
    createdAt: "2026-05-01T00:00:00.000Z",
  });
});

const leadName = async () =>
  (await server.db.selectFrom("leads").select("name").where("id", "=", "rt-lead").executeTakeFirst())?.name;
const rename = (name: string) => server.db.updateTable("leads").set({ name }).where("id", "=", "rt-lead").execute();
const history = () =>
  server.db.selectFrom("backups").select(["id", "kind", "file_name", "created_by"]).orderBy("created_at").execute();
const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** One backup from the Backup tab's button; its file name as sent. */
async function backupFromTab() {
  const res = await admin.post("/admin/backup/download", {});
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "";
}

function restoreForm(entry: string) {
  const form = new FormData();
  form.set("confirm", "yes");
  form.set("password", TEST_PASSWORD);
  form.set("entry", entry);
  return form;
}

describe("manual backups are capped", () => {
  it("five from the tab, one after another: the newest three stay, the oldest two are deleted", async () => {
    const names = [];
    for (let i = 0; i < 5; i++) names.push(await backupFromTab());
    expect(new Set(names).size).toBe(5);
    const rows = await history();
    expect(rows.map((r) => r.file_name)).toEqual(names.slice(2));
    // What is on disk is exactly what the history lists.
    expect(fs.readdirSync(dir).sort()).toEqual(names.slice(2).sort());
  }, 60_000);

  it("six at once end at the cap too, and scheduled backups are not counted with them", async () => {
    const scheduled = await runScheduledBackup(
      { db: server.db, kind: server.kind },
      { BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: KEEP },
      { now: new Date("2026-06-01T02:00:00.000Z") },
    );
    await Promise.all(Array.from({ length: 6 }, () => backupFromTab()));
    const rows = await history();
    expect(rows.filter((r) => r.kind === "manual").length).toBe(KEEP);
    expect(rows.filter((r) => r.kind === "scheduled").map((r) => r.id)).toEqual([scheduled?.id]);
    expect(fs.readdirSync(dir).sort()).toEqual(rows.map((r) => r.file_name).sort());
  }, 60_000);

  it("a backup pruned by another the moment it is listed is still sent whole", async () => {
    // The race of six at once, made certain: as soon as this backup's row is stored, another backup
    // is made and pruned to a cap of 1, which deletes this one's file before the tab's answer is sent.
    let raced = false;
    const race = async () => {
      await writeBackup({ db: server.db, kind: server.kind }, dir, { kind: "manual" });
      await pruneManual(server.db, dir, 1);
    };
    // The first insert into the history runs the race once it is done (a Kysely plugin would need a
    // second Kysely, which has no SQLite handle for the backup worker).
    type Insert = (table: string) => { values: (row: unknown) => { execute: () => Promise<unknown> } };
    const db = server.db as unknown as { insertInto: Insert };
    const insertInto = db.insertInto;
    db.insertInto = (table) => {
      const builder = insertInto.call(db, table);
      if (table !== "backups" || raced) return builder;
      raced = true;
      const values = (row: unknown) => {
        const query = builder.values(row);
        const execute = async () => {
          const result = await query.execute();
          await race();
          return result;
        };
        return Object.assign(Object.create(query), { execute });
      };
      return Object.assign(Object.create(builder), { values });
    };
    let sent: Awaited<ReturnType<typeof createBackup>>;
    try {
      const actor = { id: null, email: "asha@example.com" };
      sent = await createBackup(server.db, server.kind, actor, { dir, keep: KEEP });
    } finally {
      db.insertInto = insertInto;
    }
    expect(raced).toBe(true);
    expect(fs.existsSync(path.join(dir, sent.filename))).toBe(false);
    const bytes = Buffer.from(await new Response(sent.body).arrayBuffer());
    expect(bytes.length).toBe(sent.size);
    const opening = server.kind === "sqlite" ? "SQLite format 3\0" : "{";
    expect(bytes.subarray(0, opening.length).toString("latin1")).toBe(opening);
  }, 60_000);
});

describe("files left by a crash", () => {
  it("a scheduled backup removes partial copies and uploads over a day old, and keeps newer ones", async () => {
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const left = { ".partial-old": 25, ".upload-old": 48, ".partial-new": 23, ".upload-new": 1 };
    for (const [name, hours] of Object.entries(left)) {
      fs.writeFileSync(path.join(dir, name), "a copy cut off by a crash");
      fs.utimesSync(path.join(dir, name), hoursAgo(hours), hoursAgo(hours));
    }
    const made = await runScheduledBackup(
      { db: server.db, kind: server.kind },
      { BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: KEEP },
      { now },
    );
    expect(fs.readdirSync(dir).sort()).toEqual([".partial-new", ".upload-new", made?.file_name].sort());
  });
});

describe("a restore saves the current data first", () => {
  it("lists that backup in the history, names it after the restore, and restoring it undoes the wrong pick", async () => {
    const old = await backupFromTab();
    const [oldRow] = await history();
    expect(oldRow.file_name).toBe(old);
    await rename("Changed After Backup");

    const res = await admin.post("/admin/backup", restoreForm(oldRow.id));
    expect(res.status).toBe(302);
    const saved = new URL(res.headers.get("location") ?? "", server.base).searchParams.get("saved") ?? "";
    expect(await leadName()).toBe("Neha Joshi");
    const rows = await history();
    expect(rows.map((r) => [r.file_name, r.kind, r.created_by])).toEqual([
      [old, "manual", "asha@example.com"],
      [saved, "manual", "asha@example.com"],
    ]);
    expect(fs.existsSync(path.join(dir, saved))).toBe(true);
    const audit = await server.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "backup.restore")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? "{}").savedAs).toBe(saved);

    // The page the admin lands on says where the replaced data went.
    const login = await (
      await server.client().get(`/admin/login?restored=1&saved=${encodeURIComponent(saved)}`)
    ).text();
    expect(login).toContain(`Before restoring, the current data was saved as ${saved}`);
    // A crafted link cannot make that page say anything else.
    const crafted = await (await server.client().get("/admin/login?restored=1&saved=Call%20%2B91%2000000")).text();
    expect(crafted).toContain("The backup was restored.");
    expect(crafted).not.toContain("Call +91");

    // The wrong pick is undone from the saved backup.
    await admin.login("asha@example.com");
    const undo = await admin.post("/admin/backup", restoreForm(rows[1].id));
    expect(undo.status).toBe(302);
    expect(await leadName()).toBe("Changed After Backup");
    await admin.login("asha@example.com");
  }, 90_000);

  it("a restore refused for a wrong password saves nothing", async () => {
    await backupFromTab();
    const [row] = await history();
    const form = restoreForm(row.id);
    form.set("password", "not my password at all");
    expect((await admin.post("/admin/backup", form)).status).toBe(400);
    expect((await history()).length).toBe(1);
  }, 60_000);
});

describe("backup files are the server's only", () => {
  it("manual, scheduled and pre-restore files are written 0600 in a 0700 folder", async () => {
    await backupFromTab();
    await runScheduledBackup(
      { db: server.db, kind: server.kind },
      { BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: KEEP },
      { now: new Date("2026-06-01T02:00:00.000Z") },
    );
    const [first] = await history();
    expect((await admin.post("/admin/backup", restoreForm(first.id))).status).toBe(302);
    await admin.login("asha@example.com");
    const files = fs.readdirSync(dir);
    expect(files.length).toBe(3);
    expect(files.map((f) => mode(path.join(dir, f)).toString(8))).toEqual(["600", "600", "600"]);
    expect(mode(dir).toString(8)).toBe("700");
  }, 60_000);

  it("an older version's backup left 0644 is 0600 once a server starts, and another replica serves it", async () => {
    const name = await backupFromTab();
    const file = path.join(dir, name);
    fs.chmodSync(file, 0o644);
    fs.chmodSync(dir, 0o755);
    expect(mode(file).toString(8)).toBe("644");

    // A second app on the same database and the same (shared) BACKUP_DIR: another replica starting.
    const database = connectDatabase(server.url);
    const replica = createApp({ database, settings: server.settings, ...server.appOptions }).listen(0, "127.0.0.1");
    try {
      await new Promise<void>((resolve) => replica.once("listening", () => resolve()));
      expect(mode(file).toString(8)).toBe("600");
      expect(mode(dir).toString(8)).toBe("700");
      const [row] = await history();
      const other = new Browser(`http://127.0.0.1:${(replica.address() as AddressInfo).port}`);
      other.cookie = admin.cookie;
      const res = await other.get(`/admin/backup/download?entry=${row.id}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(file))).toBe(true);
    } finally {
      await new Promise<void>((resolve) => replica.close(() => resolve()));
      await database.close();
    }
  }, 60_000);
});
