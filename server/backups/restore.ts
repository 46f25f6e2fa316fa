import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { SqliteAdapter, sql, type Transaction } from "kysely";
import type { ActionResult, BackupDownload, UploadedBackup } from "~/features/admin/shared/admin-types";
import { type AuditActor, audit } from "../auth/audit";
import { verifyPassword } from "../auth/password";
import { type BackupEntry, backupFileOf, pruneManual, writeBackup } from "../backups/create";
import { NotABackup, type Rows } from "../backups/json-format";
import { openBackup } from "../backups/source";
import { isSearchIndex, liveTables, migrationNames, SKIPPED } from "../backups/tables";
import type { DbKind } from "../db/connect";
import type { Database, Db } from "../db/schema";

// A backup is the whole database at one moment: on SQLite the file itself (the online backup API, a few
// pages per step while the site keeps running); on PostgreSQL a JSON export of every table read through
// cursors in one repeatable-read transaction (server/backups). Every backup is a file in BACKUP_DIR with
// a history row; a download is streamed from that file. Restore reads either kind from a file a batch at
// a time, checks that it comes from this site at the same schema version, saves the current data as a
// backup of its own, and replaces the site's content in one transaction (the outbox, sessions, sign-in
// attempts and audit log are the live ones). Manual backups (the tab's and those taken before a restore)
// are kept like scheduled ones: the newest BACKUP_KEEP.

export { BACKUP_FORMAT } from "../backups/json-format";

const CONTENT_TYPES = { sqlite: "application/vnd.sqlite3", json: "application/json" } as const;

/** Where backups are kept (BACKUP_DIR) and how many of each kind (BACKUP_KEEP). */
export interface BackupPlace {
  dir: string;
  keep: number;
}

function download(
  entry: { file_name: string; byte_size: number; format: "sqlite" | "json" },
  file: string,
): BackupDownload {
  // Opened now: a file pruned a moment later (by another admin's backup) is still sent whole.
  const fd = fs.openSync(file, "r");
  return {
    filename: entry.file_name,
    contentType: CONTENT_TYPES[entry.format],
    size: entry.byte_size,
    body: Readable.toWeb(fs.createReadStream(file, { fd })) as ReadableStream<Uint8Array>,
  };
}

/**
 * A new manual backup (the Backup tab's POST only), kept in the history (so it can be restored from
 * there) and streamed; then manual backups beyond the newest `keep` are deleted, oldest first.
 */
export async function createBackup(
  db: Db,
  kind: DbKind,
  actor: AuditActor,
  { dir, keep }: BackupPlace,
): Promise<BackupDownload> {
  const entry = await writeBackup({ db, kind }, dir, { kind: "manual", by: actor.email });
  await audit(db, actor, "backup.download", null, { kind, file: entry.file_name });
  const sent = download(entry, path.join(dir, entry.file_name));
  await pruneManual(db, dir, keep);
  return sent;
}

/** One file of the history, streamed; undefined for an id that is not in it. */
export async function storedBackup(db: Db, actor: AuditActor, dir: string, id: string) {
  const found = await backupFileOf(db, dir, id);
  if (!found) return undefined;
  await audit(db, actor, "backup.download", null, { file: found.entry.file_name });
  return download(found.entry, found.file);
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
 * Where a restore reads from: an upload (already streamed to a temporary file as it arrived, which
 * server/http/restore-upload.ts removes once the answer is sent), or one of the history.
 */
export type RestoreSource = { upload: UploadedBackup } | { entry: string };

/** A restore's answer; when done, the name of the backup of the data it replaced. */
export type RestoreResult = ActionResult & { savedAs?: string };

/**
 * Replaces the site's content (leads, posts, accounts, settings…) with the backup's, all or nothing,
 * once the admin's own password is confirmed. The current data is first saved as a manual backup (in
 * the history), so a wrong pick loses nothing. The outbox, sessions and sign-in attempts stay as they
 * are; the backup's audit rows are added to the live ones (by id, none twice), and the restore itself
 * is audited. Rows are read from the file and written a batch at a time inside one transaction, so a
 * file that turns out not to be a backup halfway through changes nothing.
 */
export async function restoreBackup(
  database: { db: Db; kind: DbKind },
  actor: AuditActor,
  from: RestoreSource,
  password: string,
  place: BackupPlace,
): Promise<RestoreResult> {
  const { db } = database;
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
  let file: string;
  if ("upload" in from) file = from.upload.file;
  else {
    const found = await backupFileOf(db, place.dir, from.entry);
    if (!found) return { ok: false, message: "That backup is no longer in the list. Nothing was restored." };
    file = found.file;
  }
  let saved: BackupEntry | undefined;
  try {
    return await restoreFile(db, actor, file, async () => {
      saved = await writeBackup(database, place.dir, { kind: "manual", by: actor.email });
      return saved;
    });
  } finally {
    // After the restore, so the file being restored is never the one pruned to make room.
    if (saved) await pruneManual(db, place.dir, place.keep);
  }
}

async function restoreFile(
  db: Db,
  actor: AuditActor,
  file: string,
  saveCurrent: () => Promise<BackupEntry>,
): Promise<RestoreResult> {
  const source = await openBackup(file);
  if (!source) return { ok: false, message: NOT_OURS };
  try {
    const live = await liveTables(db);
    if (source.migrations.join() !== (await migrationNames(db)).join()) {
      return {
        ok: false,
        message: "This backup comes from a different version of the site's database, so it cannot be restored here.",
      };
    }
    // Only a file that passed the checks above costs a backup of the current data.
    const saved = await saveCurrent();
    let count = 0;
    let auditAdded = 0;
    await db.transaction().execute(async (trx) => {
      // Deleting accounts and leads cascades to sessions and outbox rows: keep them to put back.
      const outbox = (await sql`select * from outbox`.execute(trx)).rows as Rows;
      const sessions = (await sql`select * from sessions`.execute(trx)).rows as Rows;
      const replaced = live.filter((t) => !LIVE_ONLY.has(t.name));
      await sql`delete from sessions`.execute(trx);
      await sql`delete from outbox`.execute(trx);
      for (const t of [...replaced].reverse()) await sql`delete from ${sql.table(t.name)}`.execute(trx);
      const auditIds = new Set<string>();
      for await (const { table, rows } of source.tables(live.map((t) => t.name))) {
        if ((LIVE_ONLY.has(table) && table !== "audit_log") || isSearchIndex(table)) continue;
        const known = live.find((t) => t.name === table);
        if (!known) throw new NotABackup();
        for (const row of rows)
          if (!row || typeof row !== "object" || Object.keys(row).some((c) => !known.columns.has(c)))
            throw new NotABackup();
        if (table !== "audit_log") {
          await insertRows(trx, table, rows);
          count += rows.length;
          continue;
        }
        // None twice: not one the live log has, nor the same id twice from the file.
        const ids = rows.map((r) => String(r.id));
        const present = ids.length
          ? new Set((await trx.selectFrom("audit_log").select("id").where("id", "in", ids).execute()).map((a) => a.id))
          : new Set<string>();
        const added = rows.filter((r) => {
          const id = String(r.id);
          if (present.has(id) || auditIds.has(id)) return false;
          auditIds.add(id);
          return true;
        });
        await insertRows(trx, "audit_log", added);
        auditAdded += added.length;
      }
      count += auditAdded;
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
      // The triggers kept the lead search's index in step row by row; a rebuild leaves it compact.
      if (trx.getExecutor().adapter instanceof SqliteAdapter)
        await sql`insert into leads_fts (leads_fts) values ('rebuild')`.execute(trx);
      await audit(trx, actor, "backup.restore", null, {
        rows: count,
        auditRowsAdded: auditAdded,
        savedAs: saved.file_name,
      });
    });
    return {
      ok: true,
      message: `Backup restored (${count} rows). Before restoring, the current data was saved as ${saved.file_name}. Please sign in again.`,
      savedAs: saved.file_name,
    };
  } catch (err) {
    if (err instanceof NotABackup) return { ok: false, message: NOT_OURS };
    return {
      ok: false,
      message: "The backup's rows could not be written (a value of the wrong kind?). Nothing was changed.",
    };
  } finally {
    source.close();
  }
}
