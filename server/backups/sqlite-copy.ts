import fs from "node:fs";
import SQLite from "better-sqlite3";
import { SKIPPED } from "./tables";

/**
 * The SQLite backup's copy, run in a background worker (server/background) with its own connection:
 * VACUUM INTO writes one consistent snapshot in a single read transaction, so leads committed
 * meanwhile by the server's connection neither restart it (as they restart the online backup API) nor
 * wait for it (WAL: a reader never blocks the writer). `target` exists, empty, with the file's mode.
 * Then the copy loses the short-lived security tables, overwritten on disk (secure_delete).
 */
export function copySqlite({ source, target }: { source: string; target: string }) {
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    live.pragma("busy_timeout = 5000");
    live.prepare("vacuum into ?").run(target);
  } finally {
    live.close();
  }
  scrubCopy(target);
  return { bytes: fs.statSync(target).size };
}

/**
 * A fresh copy loses the short-lived security tables, overwritten on disk (secure_delete), and becomes
 * one self-contained file (no -wal beside it), as a download must be. Both ways of copying end here.
 */
export function scrubCopy(file: string) {
  const copy = new SQLite(file);
  try {
    copy.pragma("secure_delete = ON");
    const tables = new Set(
      (copy.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    for (const t of SKIPPED) if (tables.has(t)) copy.prepare(`delete from "${t}"`).run();
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
}
