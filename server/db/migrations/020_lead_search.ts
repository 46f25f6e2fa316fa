import { PostgresAdapter, sql } from "kysely";
import { logger } from "../../ops/logger";
import type { AnyDb } from "./any-db";

// The Leads tab's search (a substring of name, e-mail, company or phone, any case) from an index
// instead of a scan of every lead. SQLite: an FTS5 trigram table over those columns, its rowid the
// lead's, kept by triggers (so erase, restore and every update keep it in step). PostgreSQL: pg_trgm
// GIN indexes that ILIKE uses; where the extension may not be created the search stays a scan.
export async function up(db: AnyDb) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // A savepoint, so a refused CREATE EXTENSION leaves the migration's transaction usable.
    await sql`savepoint lead_search`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
    } catch (err) {
      await sql`rollback to savepoint lead_search`.execute(db);
      logger("db").warn({ err: String(err) }, "pg_trgm could not be created: the lead search scans every lead");
      return;
    }
    for (const c of ["name", "email", "company", "phone"]) {
      await sql`create index ${sql.id(`leads_${c}_trgm_idx`)} on leads using gin (${sql.ref(c)} gin_trgm_ops)`.execute(
        db,
      );
    }
    return;
  }
  await sql`create virtual table leads_fts using fts5(name, email, company, phone, content='leads', content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  );
  const cols = sql.raw("name, email, company, phone");
  const news = sql.raw("new.name, new.email, new.company, new.phone");
  const olds = sql.raw("old.name, old.email, old.company, old.phone");
  await sql`create trigger leads_fts_insert after insert on leads begin
    insert into leads_fts (rowid, ${cols}) values (new.rowid, ${news}); end`.execute(db);
  await sql`create trigger leads_fts_delete after delete on leads begin
    insert into leads_fts (leads_fts, rowid, ${cols}) values ('delete', old.rowid, ${olds}); end`.execute(db);
  // Only when a searched column changes: a status or value change leaves the index alone.
  await sql`create trigger leads_fts_update after update of name, email, company, phone on leads begin
    insert into leads_fts (leads_fts, rowid, ${cols}) values ('delete', old.rowid, ${olds});
    insert into leads_fts (rowid, ${cols}) values (new.rowid, ${news}); end`.execute(db);
  // A deleted lead's trigrams leave the index at once (not at a later merge): erasure leaves no trace.
  await sql`insert into leads_fts (leads_fts, rank) values ('secure-delete', 1)`.execute(db);
  await sql`insert into leads_fts (leads_fts) values ('rebuild')`.execute(db);
}

export async function down(db: AnyDb) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const c of ["name", "email", "company", "phone"])
      await sql`drop index if exists ${sql.id(`leads_${c}_trgm_idx`)}`.execute(db);
    return;
  }
  for (const t of ["insert", "delete", "update"])
    await sql`drop trigger if exists ${sql.id(`leads_fts_${t}`)}`.execute(db);
  await sql`drop table if exists leads_fts`.execute(db);
}
