import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "../db/schema";

/** The columns the Leads tab's search looks in (migration 020_lead_search indexes the same ones). */
export const LEAD_SEARCH_COLUMNS = ["name", "email", "company", "phone"] as const;

/**
 * A search of one or two characters cannot use a trigram index, so on SQLite (whose queries run on the
 * thread that serves visitors) it looks only at the newest leads this many: a few milliseconds.
 */
export const SHORT_SEARCH_WINDOW = 5_000;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An FTS5 phrase in double quotes: a substring match in the trigram table. */
const ftsPhrase = (q: string) => `"${q.replace(/"/g, '""')}"`;

/** Whether SQLite's trigram index serves `q` (it needs three characters). */
export const indexedSearch = (q: string, sqlite: boolean) => sqlite && [...q].length >= 3;

/**
 * Leads whose name, e-mail, company or phone contains `q`, in any case. SQLite: the FTS5 trigram table
 * (a phrase in double quotes is a substring match there) for three characters or more; shorter ones
 * with LIKE over the newest SHORT_SEARCH_WINDOW leads. PostgreSQL: ILIKE, which the pg_trgm GIN indexes
 * serve (backslash is ILIKE's default escape).
 */
export function leadSearch(q: string, sqlite: boolean) {
  return (eb: ExpressionBuilder<Database, "leads">): Expression<SqlBool> => {
    if (!sqlite) return eb.or(LEAD_SEARCH_COLUMNS.map((c) => eb(c, "ilike", likePattern(q))));
    if (indexedSearch(q, sqlite)) {
      return sql<SqlBool>`leads.rowid in (select rowid from leads_fts where leads_fts match ${ftsPhrase(q)})`;
    }
    const like = likePattern(q);
    return eb.and([
      sql<SqlBool>`leads.rowid in (select rowid from leads order by created_at desc, id desc limit ${SHORT_SEARCH_WINDOW})`,
      // SQLite's LIKE ignores ASCII case by itself.
      eb.or(LEAD_SEARCH_COLUMNS.map((c) => eb(sql.ref(c), "like", sql`${like} escape '\\'`))),
    ]);
  };
}

/**
 * Only the newest `n` leads whose text matches `q`: the list of a broad search reads at most that many
 * rows, however many leads match. SQLite (three characters or more, see cappedSearch): the newest by
 * rowid (the order leads were stored in, which is the order they arrived), read straight from the
 * trigram index in that order; PostgreSQL: by created_at and id.
 */
export function newestMatches(q: string, sqlite: boolean, n: number) {
  return (eb: ExpressionBuilder<Database, "leads">): Expression<SqlBool> => {
    if (sqlite)
      return sql<SqlBool>`leads.rowid in (select rowid from leads_fts where leads_fts match ${ftsPhrase(q)} order by rowid desc limit ${n})`;
    // In the subquery `leads` (and the search's unqualified columns) name the inner table.
    const newest = eb.selectFrom("leads").select("id").where(leadSearch(q, sqlite));
    return eb("leads.id", "in", newest.orderBy("created_at", "desc").orderBy("id", "desc").limit(n));
  };
}

/**
 * Whether a search is kept to its newest matches when it has many (newestMatches): an indexed one. On
 * SQLite one or two characters already look only at the newest SHORT_SEARCH_WINDOW leads.
 */
export const cappedSearch = (q: string, sqlite: boolean) => q !== "" && (!sqlite || indexedSearch(q, sqlite));

/** Whether more than `n` leads match `q` (a cappedSearch): reads at most n + 1 matches. */
export async function matchesMoreThan(db: Kysely<Database>, q: string, sqlite: boolean, n: number) {
  const first = indexedSearch(q, sqlite)
    ? sql`select 1 from leads_fts where leads_fts match ${ftsPhrase(q)} limit ${n + 1}`
    : sql`${db
        .selectFrom("leads")
        .select(sql`1`.as("one"))
        .where(leadSearch(q, sqlite))
        .limit(n + 1)}`;
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${first}) as m`.execute(db);
  return Number(rows[0].n) > n;
}

/**
 * SQLite, a search of three characters or more: the rowids of up to `n` matching leads below `below`
 * (all when undefined), newest stored first, straight from the trigram index. A broad search is read
 * this way in batches (the CSV export) instead of sorting every match on each batch.
 */
export async function matchingRowidsBelow(db: Kysely<Database>, q: string, below: number | undefined, n: number) {
  const after = below === undefined ? sql`` : sql`and rowid < ${below}`;
  const { rows } = await sql<{
    rowid: number;
  }>`select rowid from leads_fts where leads_fts match ${ftsPhrase(q)} ${after} order by rowid desc limit ${n}`.execute(
    db,
  );
  return rows.map((r) => Number(r.rowid));
}
