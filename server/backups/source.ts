import fs from "node:fs";
import SQLite from "better-sqlite3";
import { yieldToVisitors } from "../analytics/rollup";
import { lineTables, NotABackup, type Rows, readLineHeader, readWholeJson } from "./json-format";

/** A backup file being read for a restore: its migrations first, then its rows a batch at a time. */
export interface BackupSource {
  migrations: string[];
  /** Tables in `order` first (parents before children) where the format allows choosing. */
  tables(order: string[]): AsyncIterable<{ table: string; rows: Rows }>;
  close(): void;
}

const BATCH = 500;

function sqliteSource(file: string): BackupSource | undefined {
  let src: SQLite.Database | undefined;
  try {
    src = new SQLite(file, { readonly: true, fileMustExist: true });
    const names = (src.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
      (n) => n.name,
    );
    if (!names.includes("kysely_migration")) throw new Error("not ours");
    const migrations = (src.prepare("select name from kysely_migration order by name").all() as { name: string }[]).map(
      (r) => r.name,
    );
    const db = src;
    const own = names.filter((n) => !n.startsWith("kysely_") && !n.startsWith("sqlite_"));
    return {
      migrations,
      async *tables(order) {
        const sorted = [...own].sort((a, b) => rankIn(order, a) - rankIn(order, b) || a.localeCompare(b));
        for (const table of sorted) {
          let rows: Rows = [];
          for (const row of db.prepare(`select * from "${table.replace(/"/g, '""')}"`).iterate()) {
            rows.push(row as Record<string, unknown>);
            if (rows.length >= BATCH) {
              yield { table, rows };
              rows = [];
            }
          }
          yield { table, rows };
        }
      },
      close: () => db.close(),
    };
  } catch {
    src?.close();
    return undefined;
  }
}

const rankIn = (order: string[], name: string) => {
  const i = order.indexOf(name);
  return i === -1 ? order.length : i;
};

/** Opens an uploaded or stored file as a backup of either kind; undefined when it is not one. */
export async function openBackup(file: string): Promise<BackupSource | undefined> {
  const fd = fs.openSync(file, "r");
  const head = Buffer.alloc(16);
  try {
    fs.readSync(fd, head, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString("latin1") === "SQLite format 3\0") return sqliteSource(file);
  const header = await readLineHeader(file);
  if (header) {
    return {
      migrations: header.migrations,
      tables: () => lineTables(file, BATCH),
      close() {},
    };
  }
  // The older one-document format is parsed whole: only a file that starts like a JSON object gets that far.
  if (!head.toString("latin1").trimStart().startsWith("{")) return undefined;
  const whole = readWholeJson(file);
  if (!whole) return undefined;
  return {
    migrations: whole.migrations,
    async *tables(order) {
      const names = Object.keys(whole.tables).sort((a, b) => rankIn(order, a) - rankIn(order, b));
      for (const table of names) {
        const rows = whole.tables[table];
        if (!Array.isArray(rows)) throw new NotABackup();
        for (let i = 0; i < rows.length; i += BATCH) {
          yield { table, rows: rows.slice(i, i + BATCH) };
          await yieldToVisitors();
        }
        if (rows.length === 0) yield { table, rows: [] };
      }
    },
    close() {},
  };
}
