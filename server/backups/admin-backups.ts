import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { BackupDownload, BackupsApi, UploadedBackup } from "~/features/admin/backup/backup-api";
import { type AuditActor, audit } from "../auth/audit";
import type { DbKind } from "../db/connect";
import type { Db } from "../db/schema";
import { backupFileOf, listBackups, pruneManual, writeOpenBackup } from "./create";
import { restoreBackup } from "./restore";

// The Backup tab. A backup is the whole database at one moment: on SQLite the file itself (VACUUM INTO
// in a worker thread while the site keeps running, docs/decisions/056); on PostgreSQL a JSON export of every
// table read through cursors in one repeatable-read transaction (./create.ts). Every backup is a file in
// BACKUP_DIR with a history row; a download is streamed from that file. Manual backups (the tab's and
// those taken before a restore, ./restore.ts) are kept like scheduled ones: the newest BACKUP_KEEP, at
// most BACKUP_MAX_TOTAL_MB of them.

const CONTENT_TYPES = { sqlite: "application/vnd.sqlite3", json: "application/json" } as const;

/** Where backups are kept (BACKUP_DIR), how many of each kind (BACKUP_KEEP) and bytes at most (BACKUP_MAX_TOTAL_MB). */
export interface BackupPlace {
  dir: string;
  keep: number;
  maxBytes?: number;
}

function download(
  entry: { file_name: string; byte_size: number; format: "sqlite" | "json" },
  file: string,
  // Opened now, unless the caller opened it already: a file pruned a moment later (by another admin's
  // backup) is still sent whole.
  fd = fs.openSync(file, "r"),
): BackupDownload {
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
  { dir, keep, maxBytes }: BackupPlace,
): Promise<BackupDownload> {
  // Open before it is listed: another backup's prune may delete it from then on (writeOpenBackup).
  const { entry, fd } = await writeOpenBackup({ db, kind }, dir, { kind: "manual", by: actor.email });
  const sent = download(entry, path.join(dir, entry.file_name), fd);
  try {
    await audit(db, actor, "backup.download", null, { kind, file: entry.file_name });
    await pruneManual(db, dir, keep, maxBytes);
  } catch (err) {
    await sent.body.cancel(); // closes the file
    throw err;
  }
  return sent;
}

/** One file of the history, streamed; undefined for an id that is not in it. */
export async function storedBackup(db: Db, actor: AuditActor, dir: string, id: string) {
  const found = await backupFileOf(db, dir, id);
  if (!found) return undefined;
  await audit(db, actor, "backup.download", null, { file: found.entry.file_name });
  return download(found.entry, found.file);
}

/** The Backup tab's slice (admins only); `uploaded` is this request's restore upload (./restore-upload.ts). */
export function backupsApi(
  database: { db: Db; kind: DbKind },
  actor: AuditActor,
  place: BackupPlace,
  uploaded: UploadedBackup | undefined,
): BackupsApi {
  const { db, kind } = database;
  return {
    kind,
    uploaded,
    create: () => createBackup(db, kind, actor, place),
    stored: (id) => storedBackup(db, actor, place.dir, id),
    list: () => listBackups(db),
    restore: (from, password) => restoreBackup(database, actor, from, password, place),
  };
}
