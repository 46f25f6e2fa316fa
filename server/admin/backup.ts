import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import type { ActionResult } from "~/features/admin/admin-types";
import { type AuditActor, audit } from "../auth/audit";
import type { DbKind } from "../db/connect";
import type { Database } from "../db/schema";

type Db = Kysely<Database>;
type Rows = Record<string, unknown>[];

// A backup is the whole database at one moment: on SQLite the file itself (VACUUM INTO, a consistent
// copy while the site keeps running); on PostgreSQL a JSON export of every table read in one
// repeatable-read transaction. Restore accepts either on either database, checks that the file comes
// from this site at the same schema version, and replaces everything in one transaction.

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

/** Replaces every table's rows with the backup's, all or nothing. Everyone signs in again afterwards. */
export async function restoreBackup(db: Db, actor: AuditActor, bytes: Uint8Array): Promise<ActionResult> {
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
    const table = live.find((t) => t.name === name);
    if (!table || !Array.isArray(rows)) return { ok: false, message: NOT_OURS };
    for (const row of rows)
      if (Object.keys(row).some((c) => !table.columns.has(c))) return { ok: false, message: NOT_OURS };
  }
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const t of [...live].reverse()) await sql`delete from ${sql.table(t.name)}`.execute(trx);
    await sql`delete from sessions`.execute(trx);
    for (const t of live) {
      const rows = content.tables[t.name] ?? [];
      for (let i = 0; i < rows.length; i += 200) {
        await trx
          .insertInto(t.name as keyof Database)
          .values(rows.slice(i, i + 200) as never)
          .execute();
      }
      count += rows.length;
    }
    await audit(trx, actor, "backup.restore", null, { rows: count });
  });
  return { ok: true, message: `Backup restored (${count} rows). Please sign in again.` };
}
