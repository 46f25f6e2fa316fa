import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../db/schema";

/** The columns the Leads tab's search looks in (migration 020_lead_search indexes the same ones). */
export const LEAD_SEARCH_COLUMNS = ["name", "email", "company", "phone"] as const;

/**
 * A search of one or two characters cannot use a trigram index, so on SQLite (whose queries run on the
 * thread that serves visitors) it looks only at the newest leads this many: a few milliseconds.
 */
export const SHORT_SEARCH_WINDOW = 5_000;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Leads whose name, e-mail, company or phone contains `q`, in any case. SQLite: the FTS5 trigram table
 * (a phrase in double quotes is a substring match there) for three characters or more; shorter ones
 * with LIKE over the newest SHORT_SEARCH_WINDOW leads. PostgreSQL: ILIKE, which the pg_trgm GIN indexes
 * serve (backslash is ILIKE's default escape).
 */
export function leadSearch(q: string, sqlite: boolean) {
  return (eb: ExpressionBuilder<Database, "leads">): Expression<SqlBool> => {
    if (!sqlite) return eb.or(LEAD_SEARCH_COLUMNS.map((c) => eb(c, "ilike", likePattern(q))));
    if ([...q].length >= 3) {
      const phrase = `"${q.replace(/"/g, '""')}"`;
      return sql<SqlBool>`leads.rowid in (select rowid from leads_fts where leads_fts match ${phrase})`;
    }
    const like = likePattern(q);
    return eb.and([
      sql<SqlBool>`leads.rowid in (select rowid from leads order by created_at desc, id desc limit ${SHORT_SEARCH_WINDOW})`,
      // SQLite's LIKE ignores ASCII case by itself.
      eb.or(LEAD_SEARCH_COLUMNS.map((c) => eb(sql.ref(c), "like", sql`${like} escape '\\'`))),
    ]);
  };
}
