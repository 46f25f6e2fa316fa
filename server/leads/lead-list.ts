import { type Selectable, type SelectQueryBuilder, SqliteAdapter, sql } from "kysely";
import { LEADS_LIST_CAP, type LeadListCap } from "~/features/admin/leads/lead-count";
import { LEADS_PAGE_SIZE, type LeadFilter, leadFilterQuery } from "~/features/admin/leads/lead-filter";
import type { LeadPage, LeadRow } from "~/features/admin/leads/lead-types";
import type { Database, Db, LeadsTable } from "../db/schema";
import { withOwnerNames } from "./lead-owners";
import { cappedSearch, leadSearch, matchesMoreThan, newestMatches } from "./lead-search";

// The Leads tab's list: the filter's where clauses, the cap on what a list reads, and the page.

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString();

export const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The filter's where clauses on any selection from `leads` (the selection is kept as it is). */
export function filtered<O>(
  q: SelectQueryBuilder<Database, "leads", O>,
  f: LeadFilter,
  sqlite = false,
): SelectQueryBuilder<Database, "leads", O> {
  if (f.type) q = q.where("type", "=", f.type);
  if (f.status) q = q.where("status", "=", f.status);
  if (f.from) q = q.where("created_at", ">=", `${f.from}T00:00:00.000Z`);
  if (f.to) q = q.where("created_at", "<", nextDay(f.to));
  if (f.q) q = q.where(leadSearch(f.q, sqlite));
  if (f.source) q = q.where(sql<string>`coalesce(utm_source, referrer_host)`, "=", f.source);
  if (f.campaign) q = q.where("utm_campaign", "=", f.campaign);
  // "Mine" without a signed-in user's id matches nothing rather than everything.
  if (f.owner === "mine") q = q.where("owner_id", "=", f.ownerId ?? "");
  if (f.owner === "none") q = q.where("owner_id", "is", null);
  if (f.minScore) q = q.where("score", ">=", f.minScore);
  return q;
}

export const COLUMNS = [
  "id",
  "type",
  "name",
  "email",
  "company",
  "phone",
  "status",
  "value",
  "created_at",
  "owner_id",
  "follow_up_on",
  "score",
] as const;

export const toRow = (r: Pick<Selectable<LeadsTable>, (typeof COLUMNS)[number]>): LeadRow => ({
  id: r.id,
  type: r.type,
  name: r.name,
  email: r.email,
  company: r.company,
  phone: r.phone,
  status: r.status,
  value: r.value === null ? null : Number(r.value),
  createdAt: r.created_at,
  followUpOn: r.follow_up_on ?? null,
  score: Number(r.score ?? 0),
});

/**
 * The where clauses of a list that reads at most `cap` leads, however broad the filter: an indexed
 * search (cappedSearch) that matches more than `cap` leads keeps only the newest `cap` of its matches
 * (the other filters then apply to those), and the count stops at cap + 1 rows. `total` is what the list holds (≤ cap).
 */
export async function cappedFilter(db: Db, f: LeadFilter, cap: number) {
  const sqlite = isSqlite(db);
  const searchCapped = cappedSearch(f.q, sqlite) && (await matchesMoreThan(db, f.q, sqlite, cap));
  const where = <O>(q: SelectQueryBuilder<Database, "leads", O>) =>
    searchCapped ? filtered(q, { ...f, q: "" }, sqlite).where(newestMatches(f.q, sqlite, cap)) : filtered(q, f, sqlite);
  const first = where(db.selectFrom("leads").select(sql<number>`1`.as("one"))).limit(cap + 1);
  const count = await db
    .selectFrom(first.as("m"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const matched = Number(count.n);
  const others = leadFilterQuery({ ...f, q: "", page: 1, group: "", sort: "" }) !== "";
  const capped: LeadListCap | undefined = searchCapped
    ? { reason: others ? "search" : "more", cap }
    : matched > cap
      ? { reason: "more", cap }
      : undefined;
  return { where, total: Math.min(matched, cap), capped };
}

/**
 * Newest first; `id` breaks ties so paging never repeats or skips a row. Reads at most `cap` leads
 * (see cappedFilter) and pages no further than them: every query is a few milliseconds on 100,000
 * leads, where counting and sorting every match of a broad search took tens.
 */
export async function listLeads(
  db: Db,
  f: LeadFilter,
  pageSize = LEADS_PAGE_SIZE,
  cap = LEADS_LIST_CAP,
): Promise<LeadPage> {
  const { where, total, capped } = await cappedFilter(db, f, cap);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(f.page, pages);
  const offset = (page - 1) * pageSize;
  // Highest score first reads leads_score_idx backwards (score, created_at), still at most `cap` leads.
  const sorted =
    f.sort === "score" ? where(db.selectFrom("leads").select(COLUMNS)).orderBy("score", "desc") : undefined;
  const rows = await (sorted ?? where(db.selectFrom("leads").select(COLUMNS)))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.max(0, Math.min(pageSize, total - offset)))
    .offset(offset)
    .execute();
  return { rows: await withOwnerNames(db, rows, toRow), total, page, pages, ...(capped && { capped }) };
}
