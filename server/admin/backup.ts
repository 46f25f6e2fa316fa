import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Kysely, sql, type Transaction } from "kysely";
import type { ActionResult } from "~/features/admin/admin-types";
import { type AuditActor, audit } from "../auth/audit";
import { verifyPassword } from "../auth/password";
import type { DbKind } from "../db/connect";
import type { Database } from "../db/schema";

type Db = Kysely<Database>;
type Rows = Record<string, unknown>[];

// A backup is the whole database at one moment: on SQLite the file itself (VACUUM INTO, a consistent
// copy while the site keeps running); on PostgreSQL a JSON export of every table read in one
// repeatable-read transaction. Restore accepts either on either database, checks that the file comes
// from this site at the same schema version, and replaces the site's content in one transaction (the
// outbox, sessions, sign-in attempts and audit log are the live ones: see restoreBackup).

export const BACKUP_FORMAT = "narmada-site-backup";
/** Short-lived security state: never restored (sessions would be revived) and dropped from backups. The
 * analytics salt too: a copy of it would let old visitor hashes be recomputed (docs/decisions/013). */
const SKIPPED = new Set(["sessions", "login_attempts", "setup_tokens", "rate_limits", "analytics_salts"]);
/** Tables other tables point at: filled first, emptied last. */
const PARENTS = ["users", "leads", "posts", "campaigns"];

async function liveTables(db: Db) {
  const tables = await db.introspection.getTables();
  const list = tables.filter((t) => !t.isView && !SKIPPED.has(t.name));
  const rank = (name: string) => (PARENTS.includes(name) ? PARENTS.indexOf(name) : PARENTS.length);
  return list
    .map((t) => ({ name: t.name, columns: new Set(t.columns.map((c) => c.name)) }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

async function migrationNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);

export async function createBackup(db: Db, kind: DbKind, actor: AuditActor) {
  await audit(db, actor, "backup.download", null, { kind });
  if (kind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
    const file = path.join(dir, "backup.db");
    try {
      await sql`vacuum into ${file}`.execute(db);
      const copy = new SQLite(file);
      for (const t of SKIPPED) copy.prepare(`delete from "${t}"`).run();
      copy.exec("vacuum");
      copy.close();
      return {
        filename: `site-backup-${stamp()}.sqlite`,
        contentType: "application/vnd.sqlite3",
        body: fs.readFileSync(file),
      };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const tables: Record<string, Rows> = {};
  const migrations = await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      for (const t of await liveTables(trx))
        tables[t.name] = (await sql`select * from ${sql.table(t.name)}`.execute(trx)).rows as Rows;
      return migrationNames(trx);
    });
  const body = Buffer.from(
    JSON.stringify(
      { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), migrations, tables },
      bytesToJson,
    ),
  );
  return { filename: `site-backup-${stamp()}.json`, contentType: "application/json", body };
}

// Binary columns (uploaded images) travel as {"$base64": "…"}: JSON would otherwise turn a Buffer into
// an array of numbers that no column accepts back.
function bytesToJson(_key: string, value: unknown) {
  const v = value as { type?: unknown; data?: unknown } | null;
  return v && v.type === "Buffer" && Array.isArray(v.data)
    ? { $base64: Buffer.from(v.data).toString("base64") }
    : value;
}
function bytesFromJson(_key: string, value: unknown) {
  const v = value as { $base64?: unknown } | null;
  return v && typeof v === "object" && typeof v.$base64 === "string" ? Buffer.from(v.$base64, "base64") : value;
}

interface BackupContent {
  migrations: string[];
  tables: Record<string, Rows>;
}

function readSqliteFile(bytes: Uint8Array): BackupContent | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "restore-"));
  const file = path.join(dir, "upload.db");
  try {
    fs.writeFileSync(file, bytes);
    const src = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const names = src.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[];
      if (!names.some((n) => n.name === "kysely_migration")) return undefined;
      const migrations = (
        src.prepare("select name from kysely_migration order by name").all() as { name: string }[]
      ).map((r) => r.name);
      const tables: Record<string, Rows> = {};
      for (const { name } of names) {
        if (name.startsWith("kysely_") || name.startsWith("sqlite_") || SKIPPED.has(name)) continue;
        tables[name] = src.prepare(`select * from "${name.replace(/"/g, '""')}"`).all() as Rows;
      }
      return { migrations, tables };
    } finally {
      src.close();
    }
  } catch {
    return undefined;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function readJson(bytes: Uint8Array): BackupContent | undefined {
  try {
    const doc = JSON.parse(Buffer.from(bytes).toString("utf8"), bytesFromJson) as Partial<BackupContent> & {
      format?: string;
    };
    if (doc.format !== BACKUP_FORMAT || !Array.isArray(doc.migrations) || typeof doc.tables !== "object" || !doc.tables)
      return undefined;
    return { migrations: doc.migrations.map(String), tables: doc.tables };
  } catch {
    return undefined;
  }
}

const NOT_OURS = "This file is not a backup of this site. Choose a file downloaded from this Backup tab.";
export const WRONG_PASSWORD = "Your password was not correct. Nothing was restored.";

/**
 * Live state a restore never takes from the file (its rows for these are ignored): the outbox, so a
 * restored row cannot make the mail worker send or read anything; sessions and sign-in attempts, so a
 * file cannot revive a session or wipe the throttle; and the audit log, whose restored rows are only
 * ever added to the live ones.
 */
const LIVE_ONLY = new Set([...SKIPPED, "outbox", "audit_log"]);

async function insertRows(trx: Transaction<Database>, table: string, rows: Rows) {
  for (let i = 0; i < rows.length; i += 200) {
    await trx
      .insertInto(table as keyof Database)
      .values(rows.slice(i, i + 200) as never)
      .execute();
  }
}

/**
 * Replaces the site's content (leads, posts, accounts, settings…) with the backup's, all or nothing,
 * once the admin's own password is confirmed. The outbox, sessions and sign-in attempts stay as they
 * are; the backup's audit rows are added to the live ones (by id, none twice), and the restore itself
 * is audited.
 */
export async function restoreBackup(
  db: Db,
  actor: AuditActor,
  bytes: Uint8Array,
  password: string,
): Promise<ActionResult> {
  const me = actor.id
    ? await db.selectFrom("users").select("password_hash").where("id", "=", actor.id).executeTakeFirst()
    : undefined;
  let confirmed: boolean;
  try {
    confirmed = Boolean(me && password) && (await verifyPassword(password.slice(0, 1024), me?.password_hash ?? ""));
  } catch {
    // Every password check slot is busy (a sign-in flood): ask again rather than fail.
    return { ok: false, message: "The server is busy checking passwords. Please try again in a few seconds." };
  }
  if (!confirmed) {
    await audit(db, actor, "backup.restore_refused", null, { reason: "wrong password" });
    return { ok: false, message: WRONG_PASSWORD };
  }
  const isSqlite = Buffer.from(bytes.slice(0, 16)).toString("latin1") === "SQLite format 3\0";
  const content = isSqlite ? readSqliteFile(bytes) : readJson(bytes);
  if (!content) return { ok: false, message: NOT_OURS };
  const live = await liveTables(db);
  const liveMigrations = await migrationNames(db);
  if (content.migrations.join() !== liveMigrations.join()) {
    return {
      ok: false,
      message: "This backup comes from a different version of the site's database, so it cannot be restored here.",
    };
  }
  for (const [name, rows] of Object.entries(content.tables)) {
    if (LIVE_ONLY.has(name) && name !== "audit_log") continue;
    const table = live.find((t) => t.name === name);
    if (!table || !Array.isArray(rows)) return { ok: false, message: NOT_OURS };
    for (const row of rows)
      if (!row || typeof row !== "object" || Object.keys(row).some((c) => !table.columns.has(c)))
        return { ok: false, message: NOT_OURS };
  }
  let count = 0;
  try {
    await db.transaction().execute(async (trx) => {
      // Deleting accounts and leads cascades to sessions and outbox rows: keep them to put back.
      const outbox = (await sql`select * from outbox`.execute(trx)).rows as Rows;
      const sessions = (await sql`select * from sessions`.execute(trx)).rows as Rows;
      const replaced = live.filter((t) => !LIVE_ONLY.has(t.name));
      await sql`delete from sessions`.execute(trx);
      await sql`delete from outbox`.execute(trx);
      for (const t of [...replaced].reverse()) await sql`delete from ${sql.table(t.name)}`.execute(trx);
      for (const t of replaced) {
        const rows = content.tables[t.name] ?? [];
        await insertRows(trx, t.name, rows);
        count += rows.length;
      }
      const users = new Set((await trx.selectFrom("users").select("id").execute()).map((u) => u.id));
      const leads = new Set((await trx.selectFrom("leads").select("id").execute()).map((l) => l.id));
      // A session lives only with its account; an outbox row whose lead the backup lacks keeps its payload.
      await insertRows(
        trx,
        "sessions",
        sessions.filter((r) => users.has(String(r.user_id))),
      );
      await insertRows(
        trx,
        "outbox",
        outbox.map((r) => (r.lead_id && !leads.has(String(r.lead_id)) ? { ...r, lead_id: null } : r)),
      );
      const known = new Set((await trx.selectFrom("audit_log").select("id").execute()).map((a) => a.id));
      // None twice: not one the live log has, nor the same id twice from the file.
      const added = (content.tables.audit_log ?? []).filter((r) => {
        const id = String(r.id);
        if (known.has(id)) return false;
        known.add(id);
        return true;
      });
      await insertRows(trx, "audit_log", added);
      count += added.length;
      await audit(trx, actor, "backup.restore", null, { rows: count, auditRowsAdded: added.length });
    });
  } catch {
    return {
      ok: false,
      message: "The backup's rows could not be written (a value of the wrong kind?). Nothing was changed.",
    };
  }
  return { ok: true, message: `Backup restored (${count} rows). Please sign in again.` };
}
