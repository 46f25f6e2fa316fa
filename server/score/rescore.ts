import { sql, type Transaction } from "kysely";
import type { LeadStatus, LeadType } from "~/lib/statuses";
import type { Database, Db } from "../db/schema";
import { leadPerson } from "../leads/lead-snapshot";
import { type EngagementFacts, fitFacts, REPORT_LEAD_TYPES } from "./facts";
import { notifyHot } from "./hot";
import { scoreLead } from "./rules";

/** A person's leads read at most: bounded work per event, however often someone comes back. */
const PERSON_LEADS = 50;

const latest = (times: (string | null | undefined)[]) => times.reduce<string>((max, t) => (t && t > max ? t : max), "");

type Person = Omit<EngagementFacts, "otherLeads">;

/** What the person did, over their leads, those leads' bookings and their campaign clicks. */
function personFacts(
  leads: readonly { type: LeadType; created_at: string }[],
  bookings: readonly { status: string; updated_at: string }[],
  clicks: readonly { clicked_at: string | null }[],
): Person {
  const live = bookings.filter((b) => b.status !== "cancelled");
  return {
    callsBooked: live.length,
    callsHeld: live.filter((b) => b.status === "held").length,
    chatContact: leads.some((l) => l.type === "chat"),
    reports: leads.filter((l) => REPORT_LEAD_TYPES.has(l.type)).length,
    campaignClicks: clicks.length,
    // What the person did: a lead, a booking (or a move of it), a call held, a click.
    engagedAt: latest([
      ...leads.map((l) => l.created_at),
      ...live.map((b) => b.updated_at),
      ...clicks.map((c) => c.clicked_at),
    ]),
  };
}

const scoreOf = (
  l: { status: LeadStatus; type: LeadType; email: string | null; phone: string | null; payload: string },
  person: Person,
  otherLeads: number,
  now: Date,
) => scoreLead({ status: l.status, fit: fitFacts(l), engagement: { ...person, otherLeads } }, now);

/** A campaign click of the address's subscriber row counts for the person. */
const clicksOf = (db: Transaction<Database>, email: string) =>
  db
    .selectFrom("campaign_recipients")
    .select("clicked_at")
    .where("subscriber_id", "in", (eb) => eb.selectFrom("subscribers").select("id").where("email", "=", email))
    .where("clicked_at", "is not", null)
    .execute();

/**
 * The score columns of a lead about to be inserted, when its address has no earlier lead (most leads):
 * then only its own facts and the address's clicks count, and the score goes in with the INSERT instead
 * of being read back and updated (a lead POST's largest cost, docs/benchmarks.md). Undefined when the
 * person came back: then `rescoreLead` after the insert rescores all their leads.
 */
export async function newLeadScore(
  db: Transaction<Database>,
  lead: { type: LeadType; email: string | null; phone: string | null; payload: string; created_at: string },
  now: Date,
) {
  const email = lead.email?.toLowerCase() ?? null;
  if (email) {
    const earlier = await db
      .selectFrom("leads")
      .select("id")
      .where(sql`lower(email)`, "=", email)
      .limit(1)
      .executeTakeFirst();
    if (earlier) return undefined;
  }
  const person = personFacts([lead], [], email ? await clicksOf(db, email) : []);
  const s = scoreOf({ ...lead, status: "new" }, person, 0, now);
  return {
    columns: {
      score: s.score,
      score_lines: JSON.stringify(s.lines),
      score_fit: s.fit,
      score_engagement: s.engagement,
      engaged_at: person.engagedAt,
    },
    score: s,
  };
}

/**
 * Recomputes the score of a lead and of the person's other leads (the same address in lower case, the
 * admin's "person"): engagement is the person's, so a booking or a new lead moves them all. Pass the
 * transaction that wrote the event, so the score is committed with it. Reads only by index: the lead,
 * the person's leads (leads_email_lower_idx), their bookings (bookings_lead_idx), their campaign clicks
 * (subscribers.email, campaign_recipients_subscriber_idx).
 */
export async function rescoreLead(db: Transaction<Database>, leadId: string, now: Date): Promise<void> {
  const lead = await db.selectFrom("leads").select(["id", "email"]).where("id", "=", leadId).executeTakeFirst();
  if (!lead) return;
  const email = lead.email?.toLowerCase() ?? null;
  const columns = [
    "id",
    "type",
    "name",
    "email",
    "phone",
    "payload",
    "status",
    "created_at",
    "owner_id",
    "score",
    "score_lines",
    "score_fit",
    "score_engagement",
    "engaged_at",
    "hot_notified_at",
  ] as const;
  let leads = email
    ? await db
        .selectFrom("leads")
        .select(columns)
        .where(sql`lower(email)`, "=", email)
        .orderBy("created_at", "desc")
        .limit(PERSON_LEADS)
        .execute()
    : [];
  if (!leads.some((l) => l.id === leadId)) {
    leads = [...leads, await db.selectFrom("leads").select(columns).where("id", "=", leadId).executeTakeFirstOrThrow()];
  }
  const ids = leads.map((l) => l.id);
  const bookings = await db
    .selectFrom("bookings")
    .select(["status", "created_at", "updated_at"])
    .where("lead_id", "in", ids)
    .execute();
  const clicks = email ? await clicksOf(db, email) : [];
  const person = personFacts(leads, bookings, clicks);
  for (const l of leads) {
    const s = scoreOf(l, person, leads.length - 1, now);
    const lines = JSON.stringify(s.lines);
    const unchanged =
      l.score === s.score &&
      l.score_lines === lines &&
      l.score_fit === s.fit &&
      l.score_engagement === s.engagement &&
      l.engaged_at === person.engagedAt;
    if (!unchanged) {
      await db
        .updateTable("leads")
        .set({
          score: s.score,
          score_lines: lines,
          score_fit: s.fit,
          score_engagement: s.engagement,
          engaged_at: person.engagedAt,
        })
        .where("id", "=", l.id)
        .execute();
    }
    if (s.hot && !l.hot_notified_at) {
      await notifyHot(
        db,
        { id: l.id, ownerId: l.owner_id ?? null, person: leadPerson(l), score: s.score, lines: s.lines },
        now,
      );
    }
  }
}

/**
 * rescoreLead in a transaction of its own, for an event written outside one (a chat's new contact
 * details, a click) and the maintenance job: the score, hot_notified_at and the hot e-mail's row
 * still commit together.
 */
export function rescoreLeadAlone(db: Db, leadId: string, now: Date): Promise<void> {
  return db.transaction().execute((trx) => rescoreLead(trx, leadId, now));
}

/** A campaign click: the subscriber's newest lead is rescored, and with it the person's other leads. */
export async function rescoreSubscriber(db: Db, subscriberId: string, now: Date): Promise<void> {
  const sub = await db.selectFrom("subscribers").select("email").where("id", "=", subscriberId).executeTakeFirst();
  if (!sub?.email) return;
  const lead = await db
    .selectFrom("leads")
    .select("id")
    .where(sql`lower(email)`, "=", sub.email.toLowerCase())
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (lead) await rescoreLeadAlone(db, lead.id, now);
}

/** The stored lines as a list of strings; anything else (a hand-edited row) shows no lines. */
export function scoreLinesOf(json: string | null | undefined): string[] {
  try {
    const v: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(v) ? v.filter((l): l is string => typeof l === "string") : [];
  } catch {
    return [];
  }
}
