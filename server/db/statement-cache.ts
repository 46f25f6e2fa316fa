import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** How many distinct SQL texts keep their prepared statement (the app runs a few hundred at most). */
export const STATEMENT_CACHE_SIZE = 300;

/**
 * Statements that do their work when run. Not a PRAGMA: SQLite applies a pragma's setting while
 * preparing it, so a kept `pragma foreign_keys = off` would do nothing the second time.
 */
const KEEPABLE = /^\s*(select|insert|update|delete|with|replace|begin|commit|rollback|savepoint|release)\b/i;

/**
 * The better-sqlite3 connection as Kysely's SqliteDialect sees it, with each SQL text's prepared
 * statement kept for the next query with the same text. Kysely's driver prepares every query it runs,
 * and on the request thread compiling a small INSERT costs more than running it.
 *
 * Only queries and data changes are kept (KEEPABLE). A statement is reused only when idle: one still
 * being iterated is left alone, and the query gets a statement of its own. The least recently used
 * statement is dropped past `max` (SQL texts with a varying number of parameters are many).
 */
export function cachingStatements(sqlite: SQLite.Database, max = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        if (cached.busy) return sqlite.prepare(sql);
        // Map order is insertion order: re-inserting marks it as the most recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!KEEPABLE.test(sql)) return statement;
      statements.set(sql, statement);
      if (statements.size > max) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
