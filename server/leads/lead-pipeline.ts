import { type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { z } from "zod";
import { FollowUpSchema, istToday } from "~/features/admin/leads/follow-up";
import { LEADS_LIST_CAP } from "~/features/admin/leads/lead-count";
import { LEADS_PAGE_SIZE, type LeadFilter } from "~/features/admin/leads/lead-filter";
import { groupByPerson } from "~/features/admin/leads/lead-people";
import type { DueFollowUps, LeadPeoplePage, LeadPipeline } from "~/features/admin/leads/lead-pipeline-types";
import { invalidFields, type Result, refuse } from "~/lib/result";
import type { UserRole } from "~/lib/statuses";
import { type AuditActor, audit } from "../auth/audit";
import type { Database, Db } from "../db/schema";
import { LEAD_GONE } from "./lead-detail";
import { recordLeadEvent } from "./lead-events";
import { COLUMNS, cappedFilter, toRow } from "./lead-list";
import { canUseLeads, eventActor, leadOwners, userNames, withOwnerNames } from "./lead-owners";

type Actor = AuditActor & { name: string; role: UserRole };

const NOT_ALLOWED = refuse("forbidden", "Your role cannot use Leads.");

function parseDetail(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json);
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

/** The lead page's pipeline: owner, follow-up, timeline (oldest first), the person's other leads, the chat. */
export async function getLeadPipeline(db: Db, id: string, now = new Date()): Promise<LeadPipeline | undefined> {
  const lead = await db
    .selectFrom("leads")
    .select(["id", "email", "owner_id", "follow_up_on"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!lead) return undefined;
  const email = lead.email?.trim().toLowerCase();
  const [owners, events, others, chat] = await Promise.all([
    leadOwners(db),
    db.selectFrom("lead_events").selectAll().where("lead_id", "=", id).orderBy("at").limit(1000).execute(),
    email
      ? db
          .selectFrom("leads")
          .select(["id", "type", "name", "status", "created_at"])
          .where(sql`lower(email)`, "=", email)
          .where("id", "<>", id)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(50)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom("chat_messages")
      .innerJoin("chat_conversations", "chat_conversations.id", "chat_messages.conversation_id")
      .select(["chat_messages.id", "chat_messages.is_bot", "chat_messages.text", "chat_messages.created_at"])
      .where("chat_conversations.lead_id", "=", id)
      .orderBy("chat_messages.created_at")
      .orderBy("chat_messages.is_bot")
      .limit(500)
      .execute(),
  ]);
  const names = await userNames(db, [lead.owner_id]);
  // Same instant: "received" stays the first line whatever the ids.
  const rank = (kind: string) => (kind === "received" ? 0 : 1);
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : rank(a.kind) - rank(b.kind)));
  return {
    ownerId: lead.owner_id ?? null,
    ownerName: lead.owner_id ? (names.get(lead.owner_id) ?? null) : null,
    followUpOn: lead.follow_up_on ?? null,
    today: istToday(now),
    owners,
    events: events.map((e) => ({
      id: e.id,
      at: e.at,
      actor: e.actor_name,
      kind: e.kind,
      detail: parseDetail(e.detail),
    })),
    otherLeads: others.map((o) => ({
      id: o.id,
      type: o.type,
      name: o.name,
      status: o.status,
      createdAt: o.created_at,
    })),
    chat: chat.map((m) => ({ id: m.id, fromVisitor: !Number(m.is_bot), text: m.text, at: m.created_at })),
  };
}

const OwnerSchema = z.string().trim().max(100, "Choose an owner from the list.");

/** Gives the lead to an active user who can use Leads ("" takes it from its owner); refused otherwise. */
export async function setLeadOwner(db: Db, actor: Actor, id: string, input: unknown): Promise<Result> {
  if (!canUseLeads(actor.role)) return NOT_ALLOWED;
  const parsed = OwnerSchema.safeParse(input);
  if (!parsed.success) return invalidFields({ owner: parsed.error.issues[0].message }, parsed.error.issues[0].message);
  const ownerId = parsed.data || null;
  return db.transaction().execute(async (trx): Promise<Result> => {
    const lead = await trx.selectFrom("leads").select(["owner_id"]).where("id", "=", id).executeTakeFirst();
    if (!lead) return LEAD_GONE;
    let owner: { id: string; name: string } | undefined;
    if (ownerId) {
      owner = (await leadOwners(trx)).find((u) => u.id === ownerId);
      if (!owner) return refuse("invalid", "Choose an active user who can use Leads.");
    }
    const before = lead.owner_id ?? null;
    if (before === ownerId) return { ok: true, message: owner ? `Already owned by ${owner.name}.` : "Nobody owns it." };
    await trx.updateTable("leads").set({ owner_id: ownerId }).where("id", "=", id).execute();
    const from = before ? ((await userNames(trx, [before])).get(before) ?? null) : null;
    const to = owner?.name ?? null;
    await recordLeadEvent(trx, {
      leadId: id,
      actor: eventActor(actor),
      kind: "owner",
      detail: { from, to, fromId: before, toId: ownerId },
    });
    await audit(trx, actor, "lead.owner", id, { from: before, to: ownerId });
    return { ok: true, message: owner ? `Assigned to ${owner.name}.` : "Owner removed." };
  });
}

/** Sets (yyyy-mm-dd) or clears ("") the follow-up day. */
export async function setFollowUp(db: Db, actor: Actor, id: string, input: unknown): Promise<Result> {
  if (!canUseLeads(actor.role)) return NOT_ALLOWED;
  const parsed = FollowUpSchema.safeParse(typeof input === "string" ? input : "?");
  if (!parsed.success)
    return invalidFields({ followUp: parsed.error.issues[0].message }, parsed.error.issues[0].message);
  const day = parsed.data;
  return db.transaction().execute(async (trx): Promise<Result> => {
    const lead = await trx.selectFrom("leads").select(["follow_up_on"]).where("id", "=", id).executeTakeFirst();
    if (!lead) return LEAD_GONE;
    const before = lead.follow_up_on ?? null;
    if (before === day) return { ok: true, message: day ? `Follow-up already set for ${day}.` : "No follow-up set." };
    await trx.updateTable("leads").set({ follow_up_on: day }).where("id", "=", id).execute();
    await recordLeadEvent(trx, {
      leadId: id,
      actor: eventActor(actor),
      kind: "follow_up",
      detail: { from: before, to: day },
    });
    await audit(trx, actor, "lead.follow_up", id, { from: before, to: day });
    return { ok: true, message: day ? `Follow-up set for ${day}.` : "Follow-up cleared." };
  });
}

export const DUE_LIMIT = 50;

/** Follow-ups due today or overdue (IST days), the oldest day first, then the oldest lead. */
export async function followUpsDue(db: Db, now = new Date()): Promise<DueFollowUps> {
  const today = istToday(now);
  const rows = await db
    .selectFrom("leads")
    .select(["id", "name", "email", "status", "follow_up_on", "owner_id"])
    .where("follow_up_on", "is not", null)
    .where("follow_up_on", "<=", today)
    .orderBy("follow_up_on")
    .orderBy("created_at")
    .orderBy("id")
    .limit(DUE_LIMIT)
    .execute();
  const names = await userNames(
    db,
    rows.map((r) => r.owner_id),
  );
  return {
    today,
    leads: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      status: r.status,
      followUpOn: r.follow_up_on as string,
      ownerName: r.owner_id ? (names.get(r.owner_id) ?? null) : null,
    })),
  };
}

// A person is an e-mail address in lower case; a lead without one is a person of its own.
const personKeySql = sql<string>`coalesce(lower(email), id)`;

/**
 * The Leads tab grouped by person: the people with the newest lead first, a page at a time. A broad
 * filter groups only its newest `cap` leads (see cappedFilter), so no query reads every lead; each
 * person shown then counts all their leads that match.
 */
export async function listLeadPeople(
  db: Db,
  f: LeadFilter,
  pageSize = LEADS_PAGE_SIZE,
  cap = LEADS_LIST_CAP,
): Promise<LeadPeoplePage> {
  const { where, capped } = await cappedFilter(db, f, cap);
  const newest = <O>(q: SelectQueryBuilder<Database, "leads", O>) =>
    capped
      ? q.where(
          "leads.id",
          "in",
          where(db.selectFrom("leads").select("id")).orderBy("created_at", "desc").orderBy("id", "desc").limit(cap),
        )
      : where(q);
  const keysOf = () => newest(db.selectFrom("leads").select(personKeySql.as("k"))).groupBy(personKeySql);
  const count = await db
    .selectFrom(keysOf().as("people"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(f.page, pages);
  const keys = (
    await keysOf()
      .orderBy(sql`max(created_at)`, "desc")
      .orderBy(personKeySql, "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute()
  ).map((r) => r.k);
  const more = capped && { capped };
  if (keys.length === 0) return { groups: [], total, page, pages, ...more };
  // The people's leads by the person index, each checked against the filter by its id: with the filter
  // in the same where clause SQLite may read every lead of a status instead.
  const matching = where(db.selectFrom("leads").select(sql<number>`1`.as("one"))).where(sql<SqlBool>`leads.id = o.id`);
  const rows = await db
    .selectFrom("leads as o")
    .select(COLUMNS)
    .where(personKeySql, "in", keys)
    .where((eb) => eb.exists(matching))
    .execute();
  return { groups: groupByPerson(await withOwnerNames(db, rows, toRow)), total, page, pages, ...more };
}
