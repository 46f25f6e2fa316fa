import { type Selectable, type SelectQueryBuilder, SqliteAdapter, sql } from "kysely";
import { z } from "zod";
import { LEADS_LIST_CAP, type LeadListCap } from "~/features/admin/leads/lead-count";
import {
  LEAD_STATUSES,
  LEAD_TYPES,
  LEADS_PAGE_SIZE,
  type LeadFilter,
  leadFilterQuery,
} from "~/features/admin/leads/lead-filter";
import { excerpt } from "~/features/admin/leads/lead-timeline-format";
import type { ActionResult, LeadDetail, LeadPage, LeadRow } from "~/features/admin/shared/admin-types";
import { type AuditActor, audit } from "../auth/audit";
import { payloadShown } from "../chat/lead-transcript";
import { newRowId } from "../db/ids";
import type { Database, Db, LeadsTable } from "../db/schema";
import { attributionInfo } from "../leads/attribution";
import { recordLeadEvent } from "../leads/lead-events";
import { ATTRIBUTION_KEYS } from "../leads/lead-snapshot";
import { storeLead } from "../leads/store-lead";
import { invalidFields } from "./field-errors";
import { eventActor, withOwnerNames } from "./lead-owners";
import {
  cappedSearch,
  indexedSearch,
  leadSearch,
  matchesMoreThan,
  matchingRowidsBelow,
  newestMatches,
} from "./lead-search";

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
  const others = leadFilterQuery({ ...f, q: "", page: 1, group: "" }) !== "";
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
  const rows = await where(db.selectFrom("leads").select(COLUMNS))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.max(0, Math.min(pageSize, total - offset)))
    .offset(offset)
    .execute();
  return { rows: await withOwnerNames(db, rows, toRow), total, page, pages, ...(capped && { capped }) };
}

/**
 * Every lead of a filter (all pages), newest first, with its payload, for the CSV export: in pages of
 * `batch` by keyset on (created_at, id), each one short query on that index, so an export of 100,000
 * leads never holds the thread for long.
 */
export async function* leadsForExportInBatches(db: Db, f: LeadFilter, batch = 500) {
  if (indexedSearch(f.q, isSqlite(db))) {
    yield* searchedForExport(db, f, batch);
    return;
  }
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let q = filtered(db.selectFrom("leads").select([...COLUMNS, "payload", ...ATTRIBUTION_KEYS]), f, isSqlite(db));
    if (after) {
      const { created_at, id } = after;
      // A row-value comparison: both databases seek the (created_at, id) index with it (an OR they would scan).
      q = q.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(created_at, id)));
    }
    const rows = await q.orderBy("created_at", "desc").orderBy("id", "desc").limit(batch).execute();
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1];
  }
}

/**
 * SQLite, a search: batches of the trigram index's matches, newest stored first (rowid order, the
 * order leads arrived in), each with the other filters applied. Sorting every match by created_at
 * would read them all on every batch (tens of milliseconds on the thread serving visitors).
 */
async function* searchedForExport(db: Db, f: LeadFilter, batch: number) {
  let below: number | undefined;
  for (;;) {
    const rowids = await matchingRowidsBelow(db, f.q, below, batch);
    if (rowids.length === 0) return;
    below = rowids[rowids.length - 1];
    const columns = [...COLUMNS, "payload", ...ATTRIBUTION_KEYS] as const;
    const rows = await filtered(db.selectFrom("leads").select(columns), { ...f, q: "" }, true)
      .where(sql.ref("leads.rowid"), "in", rowids)
      .orderBy(sql`leads.rowid`, "desc")
      .execute();
    if (rows.length) yield rows;
    if (rowids.length < batch) return;
  }
}

function parsePayload(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

export async function getLead(db: Db, id: string): Promise<LeadDetail | undefined> {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!lead) return undefined;
  const [notes, deliveries] = await Promise.all([
    db.selectFrom("lead_notes").selectAll().where("lead_id", "=", id).orderBy("created_at", "desc").execute(),
    db.selectFrom("outbox").selectAll().where("lead_id", "=", id).orderBy("created_at", "asc").execute(),
  ]);
  return {
    ...toRow(lead),
    // A chat lead's transcript is read from its conversation (server/chat/lead-transcript.ts).
    payload: await payloadShown(db, lead.type, parsePayload(lead.payload)),
    inquiryStatus: lead.inquiry_status,
    attribution: attributionInfo(lead),
    notes: notes.map((n) => ({ id: n.id, author: n.author_name, body: n.body, createdAt: n.created_at })),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      kind: d.kind,
      status: d.status,
      attempts: Number(d.attempts),
      lastError: d.last_error,
      sentAt: d.sent_at,
      createdAt: d.created_at,
    })),
  };
}

export const LeadUpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES, { message: "Choose a status from the list." }),
  value: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, "Enter a whole number of US dollars, or leave it empty.")
    .transform((v) => (v === "" ? null : Number(v))),
});

export async function updateLead(db: Db, actor: AuditActor, id: string, input: unknown): Promise<ActionResult> {
  const parsed = LeadUpdateSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  const before = await db.selectFrom("leads").select(["status", "value"]).where("id", "=", id).executeTakeFirst();
  if (!before) return { ok: false, message: "This lead no longer exists." };
  const { status, value } = parsed.data;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("leads").set({ status, value }).where("id", "=", id).execute();
    const by = eventActor(actor);
    if (before.status !== status) {
      await audit(trx, actor, "lead.status", id, { from: before.status, to: status });
      await recordLeadEvent(trx, {
        leadId: id,
        actor: by,
        kind: "status",
        detail: { from: before.status, to: status },
      });
    }
    const oldValue = before.value === null ? null : Number(before.value);
    if (oldValue !== value) {
      await audit(trx, actor, "lead.value", id, { from: oldValue, to: value });
      await recordLeadEvent(trx, { leadId: id, actor: by, kind: "value", detail: { from: oldValue, to: value } });
    }
  });
  return { ok: true, message: "Lead updated." };
}

const NoteSchema = z.string().trim().min(1, "Write the note first.").max(5000, "Keep a note under 5,000 characters.");

export async function addNote(
  db: Db,
  actor: AuditActor & { name: string },
  id: string,
  body: unknown,
): Promise<ActionResult> {
  const parsed = NoteSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  const exists = await db.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst();
  if (!exists) return { ok: false, message: "This lead no longer exists." };
  await db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    await trx
      .insertInto("lead_notes")
      .values({
        id: newRowId(),
        lead_id: id,
        author_id: actor.id,
        author_name: actor.name,
        body: parsed.data,
        created_at: at,
      })
      .execute();
    const text = excerpt(parsed.data);
    await recordLeadEvent(trx, { leadId: id, actor: eventActor(actor), kind: "note", detail: { text }, at });
    await audit(trx, actor, "lead.note", id);
  });
  return { ok: true, message: "Note added." };
}

export const NewLeadSchema = z.object({
  type: z.enum(LEAD_TYPES, { message: "Choose where the lead came from." }),
  name: z.string().trim().min(2, "Enter the contact's name.").max(100),
  email: z.union([z.literal(""), z.email({ message: "Enter a valid e-mail address." })]),
  company: z.string().trim().max(120),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+()\- ]*$/, "Use digits, spaces, + ( ) and - only."),
  value: LeadUpdateSchema.shape.value,
  message: z.string().trim().max(5000),
});

/** A lead entered by staff (a phone call, an event): stored like any other lead. */
export async function addLead(db: Db, actor: AuditActor, input: Record<string, unknown>): Promise<ActionResult> {
  const parsed = NewLeadSchema.safeParse({
    ...input,
    email: String(input.email ?? "")
      .trim()
      .toLowerCase(),
  });
  if (!parsed.success) {
    return invalidFields(parsed.error);
  }
  const { type, name, email, company, phone, value, message } = parsed.data;
  const id = await storeLead(db, {
    type,
    name,
    email,
    company,
    phone,
    payload: { source: "admin", addedBy: actor.email, name, email, company, phone, message },
  });
  if (value !== null) await db.updateTable("leads").set({ value }).where("id", "=", id).execute();
  await audit(db, actor, "lead.create", id, { type });
  return { ok: true, id, message: "Lead added." };
}
