import { type Kysely, sql } from "kysely";
import type { DbKind } from "../../server/db/connect";
import type { Database } from "../../server/db/schema";

/**
 * Empties every table the migrations made, as a database nobody has used yet, so a test never sees
 * another file's rows. The tables come from the database itself (a new table needs no edit here);
 * the migration bookkeeping stays. Foreign keys are switched off on the one connection that deletes,
 * so the order does not matter. SQLite's FTS5 tables are left to their triggers (their shadow tables
 * must not be written directly).
 */
export async function resetDatabase(db: Kysely<Database>, kind: DbKind) {
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView);
  await db.connection().execute(async (conn) => {
    if (kind === "sqlite") {
      const virtual = await sql<{ name: string }>`
        select name from sqlite_master where type = 'table' and sql like 'create virtual table%'`.execute(conn);
      const fts = virtual.rows.map((r) => r.name);
      const own = tables.filter((t) => !fts.some((v) => t.name === v || t.name.startsWith(`${v}_`)));
      await sql`pragma foreign_keys = off`.execute(conn);
      try {
        for (const t of own) await sql`delete from ${sql.id(t.name)}`.execute(conn);
      } finally {
        await sql`pragma foreign_keys = on`.execute(conn);
      }
      return;
    }
    // PostgreSQL: replica mode skips the foreign-key triggers for this session (the test cluster's
    // user is a superuser).
    await sql`set session_replication_role = replica`.execute(conn);
    try {
      for (const t of tables) await sql`delete from ${sql.id(t.schema ?? "public", t.name)}`.execute(conn);
    } finally {
      await sql`set session_replication_role = default`.execute(conn);
    }
  });
}
