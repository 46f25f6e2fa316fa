import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { DEFAULT_MAX_WAITING } from "~/lib/database-busy";
import { logger } from "../ops/logger";
import { admittingPool } from "./pool-admission";
import type { Database } from "./schema";
import { cachingStatements } from "./statement-cache";

/** How long a query waits for a PostgreSQL connection before it fails. */
export const PG_CONNECT_TIMEOUT_MS = 5000;

export type DbKind = "sqlite" | "postgres";

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  close: () => Promise<void>;
}

const sqliteHandles = new WeakMap<Kysely<Database>, SQLite.Database>();

/** The better-sqlite3 connection behind a SQLite Kysely (its online backup API copies in steps). */
export const sqliteOf = (db: Kysely<Database>) => sqliteHandles.get(db);

/**
 * The file behind a SQLite Kysely, for a background worker's own connection to it (server/background);
 * undefined for an in-memory database or on PostgreSQL.
 */
export function sqliteFileOf(db: Kysely<Database>) {
  const sqlite = sqliteHandles.get(db);
  return sqlite && !sqlite.memory && sqlite.name ? path.resolve(sqlite.name) : undefined;
}

export interface ConnectOptions {
  /** PostgreSQL: queries already waiting for a connection past which a visitor request is refused (PG_MAX_WAITING). */
  maxWaiting?: number;
}

/** `sqlite:<file>` (default `sqlite:data/app.db`) or a `postgres://` URL. */
export function connectDatabase(url: string, { maxWaiting = DEFAULT_MAX_WAITING }: ConnectOptions = {}): DbHandle {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    // A database that does not answer fails a query after 5 s instead of holding it (and the
    // readiness check, and a shutdown) for ever.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", (err) => logger("db").error({ error: err.message }, "idle PostgreSQL client error"));
    // A flood's requests are refused (429) past maxWaiting queued queries, not left to time out (server/db/pool-admission.ts).
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: admittingPool(pool, maxWaiting) }) });
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
  // Freed space inside a page is zeroed (at no extra I/O): a value cleared or deleted (a sent
  // confirmation token, an erased lead) does not linger in the file, nor in a page-by-page backup of it.
  sqlite.pragma("secure_delete = FAST");
  // Kysely prepares every query anew; the cache keeps each SQL text's statement (server/db/statement-cache.ts).
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
  sqliteHandles.set(db, sqlite);
  return { db, kind: "sqlite", close: () => db.destroy() };
}

/**
 * Runs `work` (one small autocommit write, say a rate-limit counter) so that on SQLite its commit does
 * not wait for the disk: synchronous = NORMAL for it, FULL again right after, on the one connection,
 * held throughout so no lead's commit runs in between. In WAL mode such a commit is still atomic and
 * becomes durable with the next FULL commit (a lead's fsync covers the whole log before it); a power
 * cut may only lose the last such writes. Not for anything a client is promised is kept: a lead, an
 * account, a payment. PostgreSQL runs `work` as it is.
 */
export async function withUnsyncedCommit<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>) {
  const sqlite = sqliteHandles.get(db);
  if (!sqlite) return work(db);
  return db.connection().execute(async (conn) => {
    sqlite.pragma("synchronous = NORMAL");
    const before = totalChanges(sqlite);
    try {
      return await work(conn);
    } finally {
      unsyncedChanges.set(sqlite, (unsyncedChanges.get(sqlite) ?? 0) + totalChanges(sqlite) - before);
      sqlite.pragma("synchronous = FULL");
    }
  });
}

// Rows changed inside withUnsyncedCommit, per connection: the rest of SQLite's total_changes() were
// written by commits that waited for an fsync (synchronous = FULL).
const unsyncedChanges = new WeakMap<SQLite.Database, number>();
const totalChangesQuery = new WeakMap<SQLite.Database, SQLite.Statement>();
function totalChanges(sqlite: SQLite.Database) {
  let query = totalChangesQuery.get(sqlite);
  if (!query) {
    query = sqlite.prepare("select total_changes()").pluck();
    totalChangesQuery.set(sqlite, query);
  }
  return Number(query.get());
}

/**
 * On SQLite, how many rows this connection has inserted, updated or deleted in commits that waited for
 * the disk (every write outside withUnsyncedCommit), since it opened; undefined on PostgreSQL. It lets a
 * test show that a path writes without an fsync (a read that must not hold the one writer), and says
 * it by the database's own count of changes, not by watching our code.
 */
export function fsyncedRowChanges(db: Kysely<Database>): number | undefined {
  const sqlite = sqliteHandles.get(db);
  return sqlite ? totalChanges(sqlite) - (unsyncedChanges.get(sqlite) ?? 0) : undefined;
}

/** A cheap round trip that proves the database answers. */
export async function pingDatabase(db: Kysely<Database>) {
  await sql`select 1`.execute(db);
}
