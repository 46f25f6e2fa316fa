import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import pg from "pg";
import { afterEach, expect, it } from "vitest";
import { connectDatabase, type DbHandle } from "../../server/db/connect";
import { migrateToLatest, migrations } from "../../server/db/migrations";
import { insertLead } from "../factories";

// 010_media lets outbox.lead_id be empty (SQLite: the table is rebuilt; PostgreSQL: NOT NULL dropped):
// rows queued before the upgrade must survive it, and the link to leads must still hold. Runs on a
// fresh database of its own (a file, or a scratch database in the test cluster).
const pgUrl = process.env.TEST_DATABASE_URL;
let handle: DbHandle | undefined;
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await handle?.close();
  await cleanup?.();
});

async function freshDatabase(): Promise<string> {
  if (!pgUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-"));
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    return `sqlite:${path.join(dir, "old.db")}`;
  }
  const name = `migrate_media_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanup = async () => {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  };
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

it("keeps queued outbox rows through 010_media", async () => {
  handle = connectDatabase(await freshDatabase());
  const { db } = handle;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo("009_blog_cms")).error).toBeUndefined();
  const now = "2026-11-20T09:00:00.000Z";
  await insertLead(handle, { id: "lead-1", type: "contact", name: "Asha", email: null, payload: {}, createdAt: now });
  const queued = {
    id: "row-1",
    lead_id: "lead-1",
    kind: "team_email" as const,
    payload: '{"lead":{}}',
    status: "pending" as const,
    attempts: 2,
    next_attempt_at: now,
    locked_until: null,
    last_error: "SMTP timeout",
    sent_at: null,
    created_at: now,
  };
  await db.insertInto("outbox").values(queued).execute();

  expect(await migrateToLatest(db)).toContain("010_media");
  // Later migrations add columns, empty for a row queued before them (025: not_before, depends_on).
  expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([
    { ...queued, not_before: null, depends_on: null },
  ]);
  await db
    .insertInto("outbox")
    .values({ ...queued, id: "row-2", lead_id: null, kind: "comment_email", attempts: 0, last_error: null })
    .execute();
  await expect(
    db
      .insertInto("outbox")
      .values({ ...queued, id: "row-3", lead_id: "no-such-lead" })
      .execute(),
  ).rejects.toThrow(/foreign key/i);
  await db.deleteFrom("leads").where("id", "=", "lead-1").execute(); // cascades to its rows, as before
  expect((await db.selectFrom("outbox").select("id").execute()).map((r) => r.id)).toEqual(["row-2"]);
});
