import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type DbKind = "sqlite" | "postgres";

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  close: () => Promise<void>;
}

/** `sqlite:<file>` (default `sqlite:data/app.db`) or a `postgres://` URL. */
export function connectDatabase(url: string): DbHandle {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", (err) => console.error("[db] idle PostgreSQL client error:", err.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; FULL sync so a committed lead survives a power cut.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: "sqlite", close: () => db.destroy() };
}
