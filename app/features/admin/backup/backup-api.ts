// What the Backup tab and its download receive from the server (context.admin.backups;
// server/backups/admin-backups.ts). Plain types only: the browser bundle never imports the server code.

import type { Result } from "~/lib/result";
import type { BackupFormat, BackupKind } from "~/lib/statuses";

export interface BackupDownload {
  filename: string;
  contentType: string;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** One row of the Backup tab's history. */
export interface BackupEntry {
  id: string;
  created_at: string;
  kind: BackupKind;
  /** The admin's e-mail for a manual backup. */
  created_by: string | null;
  file_name: string;
  byte_size: number;
  format: BackupFormat;
}

/** A restore upload as the server received it (server/backups/restore-upload.ts): removed once the answer is sent. */
export interface UploadedBackup {
  file: string;
  size: number;
}

/** Where a restore reads from: this request's upload, or one file of the history. */
export type RestoreSource = { upload: UploadedBackup } | { entry: string };

export interface BackupsApi {
  /** The database the site runs on: a SQLite file or a PostgreSQL export. */
  kind: "sqlite" | "postgres";
  /** This request's restore upload, already streamed to a temporary file; none without one. */
  uploaded?: UploadedBackup;
  /** A new manual backup (a POST only): kept in the history (the newest BACKUP_KEEP) and streamed. */
  create(): Promise<BackupDownload>;
  /** One file of the history, streamed; undefined when the id is not in it. */
  stored(id: string): Promise<BackupDownload | undefined>;
  /** The backup history, newest first. */
  list(): Promise<BackupEntry[]>;
  /**
   * Needs the signed-in admin's own password again. Done: `savedAs` names the backup of the data it
   * replaced, taken first and listed in the history.
   */
  restore(from: RestoreSource, password: string): Promise<Result<{ savedAs?: string }>>;
}
