import { sql } from "kysely";
import type { Db } from "../db/schema";

/**
 * Left out of every backup and never restored: short-lived security state (sessions would be revived),
 * the analytics salt (a copy would let old visitor hashes be recomputed, docs/decisions/013) and the
 * backup history itself (it describes the files on disk, which a restore does not change).
 */
export const SKIPPED = new Set([
  "sessions",
  "login_attempts",
  "setup_tokens",
  "rate_limits",
  "analytics_salts",
  "backups",
  // Per-day sums of the leads (issue #39), kept by triggers as the restore deletes and inserts leads.
  "lead_source_days",
  // Its sums per source, campaign and landing page alone (issue #37), kept by triggers on lead_source_days.
  "lead_source_dim_days",
  // Landing visitors per day and source, campaign or page alone (issue #37), kept by triggers on analytics_day_landings.
  "analytics_day_landing_dims",
  // Who has the live inbox open right now (issue #40): refreshed every 20 s by open streams.
  "chat_live_presence",
]);
/**
 * The lead search's FTS5 table and its shadow tables (SQLite, migration 020): derived from `leads` by
 * triggers, so never backed up as rows nor restored; restoring the leads fills them again.
 */
export const isSearchIndex = (table: string) => /^leads_fts(_|$)/.test(table);

/** Tables other tables point at: filled first, emptied last (bookings before their manage links, sequences before their sends). */
const PARENTS = [
  "users",
  "leads",
  "lead_sequences",
  "bookings",
  "posts",
  "campaigns",
  // A chat's live events point at its messages (issue #40).
  "chat_conversations",
  "chat_messages",
];

/** The tables a backup holds, parents first. */
export async function liveTables(db: Db) {
  const tables = await db.introspection.getTables();
  const list = tables.filter((t) => !t.isView && !SKIPPED.has(t.name) && !isSearchIndex(t.name));
  const rank = (name: string) => (PARENTS.includes(name) ? PARENTS.indexOf(name) : PARENTS.length);
  return list
    .map((t) => ({ name: t.name, columns: new Set(t.columns.map((c) => c.name)) }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

export async function migrationNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}
