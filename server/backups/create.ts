import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { BackupEntry } from "~/features/admin/backup/backup-api";
import { BACKUP_FILE_NAME } from "~/features/admin/backup/backup-name";
import type { BackupKind } from "~/lib/statuses";
import { yieldToVisitors } from "../analytics/rollup";
import { runJob } from "../background/workers";
import { type DbKind, sqliteFileOf, sqliteOf } from "../db/connect";
import type { Db } from "../db/schema";
import { JsonBackupWriter, type Rows } from "./json-format";
import { keepFlushed } from "./keep-flushed";
import { scrubCopy } from "./sqlite-copy";
import { liveTables, migrationNames } from "./tables";

// One row of the backup history: the Backup tab's type, so the screen and the server cannot drift.
export type { BackupEntry };

/** Rows per FETCH from a PostgreSQL cursor: a batch in memory at a time, whatever the table's size. */
const FETCH_ROWS = 500;
/** SQLite pages copied per step of the online backup (4 KB each); the event loop runs between steps. */
const PAGES_PER_STEP = 64;
/**
 * A backup holds personal data and password hashes: readable by the server's own account only, in a
 * folder only it can list (other local users of the machine or container see nothing).
 */
export const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

const stamp = (d: Date) => d.toISOString().replace(/[:.]/g, "-").slice(0, 19);

/**
 * SQLite: the copy and its cleanup run in a background worker with its own connection (VACUUM INTO,
 * ./sqlite-copy.ts), so this thread only waits; visitors' requests and leads go on meanwhile and cannot
 * restart it. An in-memory database (tests) has no file a worker could open: the online backup API on
 * this connection, a few pages per step, then the same cleanup.
 */
async function sqliteBackup(db: Db, file: string) {
  // Created empty with its mode first: SQLite would create it 0644 (its journal takes the file's mode).
  const fd = fs.openSync(file, "wx", FILE_MODE);
  const source = sqliteFileOf(db);
  if (source) {
    const stopFlushing = keepFlushed(fd);
    try {
      await runJob("sqliteCopy", { source, target: file });
    } finally {
      await stopFlushing();
      fs.closeSync(fd);
    }
    return;
  }
  fs.closeSync(fd);
  const live = sqliteOf(db);
  if (!live) throw new Error("No SQLite connection to back up");
  await live.backup(file, { progress: () => PAGES_PER_STEP });
  scrubCopy(file);
}

/**
 * PostgreSQL: every table read through a server-side cursor in one repeatable-read transaction (one
 * consistent moment), FETCH_ROWS at a time, each batch written to the file before the next is read.
 */
async function postgresBackup(db: Db, file: string, createdAt: string) {
  const fd = fs.openSync(file, "wx", FILE_MODE);
  const out = fs.createWriteStream(file, { fd });
  const writer = new JsonBackupWriter(out);
  // The file flushed as it grows: its writeback would otherwise hold up the database's own fsyncs
  // (every lead's commit) when this machine also runs PostgreSQL (./keep-flushed.ts).
  const stopFlushing = keepFlushed(fd);
  try {
    await readAllTables(db, writer, createdAt);
  } catch (err) {
    // No sync left running on the descriptor that closing the stream gives back.
    await stopFlushing();
    out.destroy();
    throw err;
  }
  await stopFlushing();
  await writer.end();
}

async function readAllTables(db: Db, writer: JsonBackupWriter, createdAt: string) {
  await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      await writer.header(createdAt, await migrationNames(trx));
      for (const t of await liveTables(trx)) {
        await writer.startTable(t.name);
        await sql`declare backup_rows no scroll cursor for select * from ${sql.table(t.name)}`.execute(trx);
        for (;;) {
          const { rows } = await sql
            .raw<Record<string, unknown>>(`fetch forward ${FETCH_ROWS} from backup_rows`)
            .execute(trx);
          await writer.rows(rows as Rows);
          if (rows.length < FETCH_ROWS) break;
        }
        await sql`close backup_rows`.execute(trx);
        await writer.endTable();
      }
    });
}

/** A backup's kind, who made it (none for a scheduled one) and its moment. */
interface BackupOptions {
  kind: BackupKind;
  by?: string | null;
  now?: Date;
}

/**
 * Writes a backup of the whole database into `dir` under a server-made name and records it in the
 * history. The file appears under its final name only once complete.
 */
export async function writeBackup(
  database: { db: Db; kind: DbKind },
  dir: string,
  options: BackupOptions,
): Promise<BackupEntry> {
  return (await writeBackupFile(database, dir, options, false)).entry;
}

/**
 * writeBackup, with the file opened for reading before the history lists it: from that moment a backup
 * made at the same time may prune it (six at once from the Backup tab, the cap 3), and an open file is
 * still read whole, where opening it after the listing could find it gone.
 */
export async function writeOpenBackup(
  database: { db: Db; kind: DbKind },
  dir: string,
  options: BackupOptions,
): Promise<{ entry: BackupEntry; fd: number }> {
  const { entry, fd } = await writeBackupFile(database, dir, options, true);
  return { entry, fd: fd as number };
}

async function writeBackupFile(
  database: { db: Db; kind: DbKind },
  dir: string,
  { kind, by = null, now = new Date() }: BackupOptions,
  open: boolean,
): Promise<{ entry: BackupEntry; fd?: number }> {
  const { db } = database;
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  const id = randomUUID();
  const format = database.kind === "sqlite" ? "sqlite" : "json";
  const fileName = `site-backup-${stamp(now)}-${kind}-${id.slice(0, 8)}.${format}`;
  const partial = path.join(dir, `.partial-${id}`);
  try {
    if (database.kind === "sqlite") await sqliteBackup(db, partial);
    else await postgresBackup(db, partial, now.toISOString());
    await yieldToVisitors();
    // The mode again, whatever the umask made of it.
    fs.chmodSync(partial, FILE_MODE);
    fs.renameSync(partial, path.join(dir, fileName));
  } finally {
    // A copy cut off midway may be as big as the database: unlinked off this thread (pruneKind).
    await fs.promises.rm(partial, { force: true });
  }
  const entry: BackupEntry = {
    id,
    created_at: now.toISOString(),
    kind,
    created_by: by,
    file_name: fileName,
    byte_size: fs.statSync(path.join(dir, fileName)).size,
    format,
  };
  const fd = open ? fs.openSync(path.join(dir, fileName), "r") : undefined;
  try {
    await db.insertInto("backups").values(entry).execute();
  } catch (err) {
    if (fd !== undefined) fs.closeSync(fd);
    throw err;
  }
  return { entry, fd };
}

/** The history, newest first. */
export async function listBackups(db: Db): Promise<BackupEntry[]> {
  const rows = await db
    .selectFrom("backups")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, byte_size: Number(r.byte_size) }) as BackupEntry);
}

/**
 * The file of one history entry, or undefined: the id is looked up, and only a server-made name that
 * still exists directly inside `dir` is ever opened.
 */
export async function backupFileOf(db: Db, dir: string, id: string) {
  if (typeof id !== "string" || id.length > 64) return undefined;
  const row = await db.selectFrom("backups").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || !BACKUP_FILE_NAME.test(row.file_name)) return undefined;
  const file = path.join(path.resolve(dir), row.file_name);
  if (path.dirname(file) !== path.resolve(dir) || !fs.existsSync(file)) return undefined;
  return { entry: { ...row, byte_size: Number(row.byte_size) } as BackupEntry, file };
}

/** Deletes scheduled backups beyond the newest `keep` or past `maxBytes` in all (files, then their rows). */
export const pruneScheduled = (db: Db, dir: string, keep: number, maxBytes?: number) =>
  pruneKind(db, dir, "scheduled", keep, maxBytes);

/**
 * Deletes manual backups beyond the newest `keep` (BACKUP_KEEP, as for scheduled ones) or past
 * `maxBytes` (BACKUP_MAX_TOTAL_MB): each backup made from the Backup tab or before a restore is followed
 * by this, so they cannot fill the disk.
 */
export const pruneManual = (db: Db, dir: string, keep: number, maxBytes?: number) =>
  pruneKind(db, dir, "manual", keep, maxBytes);

/**
 * The backups of a kind to delete, given newest first: past the newest `keep`, and the oldest ones
 * until the rest take at most `maxBytes`. The newest is never deleted, however large.
 */
export function beyondCaps<T extends { byte_size: number }>(newestFirst: T[], keep: number, maxBytes = Infinity) {
  let total = 0;
  return newestFirst.filter((b, i) => {
    total += b.byte_size;
    return i > 0 && (i >= keep || total > maxBytes);
  });
}

async function pruneKind(db: Db, dir: string, kind: BackupKind, keep: number, maxBytes?: number) {
  const rows = await db
    .selectFrom("backups")
    .select(["id", "file_name", "byte_size"])
    .where("kind", "=", kind)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(keep + 1000)
    .execute();
  const old = beyondCaps(
    rows.map((r) => ({ ...r, byte_size: Number(r.byte_size) })),
    keep,
    maxBytes,
  );
  for (const b of old) {
    // Unlinking a file as big as the database frees its blocks for tens of ms (85 ms for 230 MB here),
    // a daily stall of every visitor's request once the cap is reached: done on libuv's thread pool.
    if (BACKUP_FILE_NAME.test(b.file_name)) await fs.promises.rm(path.join(dir, b.file_name), { force: true });
    await db.deleteFrom("backups").where("id", "=", b.id).execute();
  }
  return old.length;
}

/**
 * Files in BACKUP_DIR written before backups were kept 0600 (or copied in by hand) become 0600 too, and
 * the folder 0700, at start. Only regular files directly inside it; a link is never followed.
 * Returns the names whose mode was changed.
 */
export function secureBackupDir(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return []; // No folder yet: the first backup makes it.
  }
  try {
    if ((fs.statSync(dir).mode & 0o777) !== DIR_MODE) fs.chmodSync(dir, DIR_MODE);
  } catch {
    // A mount point owned by another account: its files are still made private below.
  }
  const changed: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const stat = fs.lstatSync(file);
      if (!stat.isFile() || (stat.mode & 0o777) === FILE_MODE) continue;
      fs.chmodSync(file, FILE_MODE);
      changed.push(name);
    } catch {
      // Removed meanwhile, or owned by another account: left as it is.
    }
  }
  return changed;
}
