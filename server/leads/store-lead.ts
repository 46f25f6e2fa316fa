import type { Transaction } from "kysely";
import type { LeadType } from "~/lib/statuses";
import { startOptIn } from "../campaigns/subscribers";
import { newRowId } from "../db/ids";
import type { Database, Db } from "../db/schema";
import { ACKNOWLEDGED_TYPES, payloadLines } from "../mail/lead-emails";
import { addNotification } from "../notifications/notify";
import { countLead } from "../ops/metrics";
import { insertOutboxRows } from "../outbox/enqueue";
import type { OutboxDraft } from "../outbox/outbox-kinds";
import { leadPipeline } from "../outbox/pipeline";
import { notifyHot } from "../score/hot";
import { newLeadScore, rescoreLead } from "../score/rescore";
import { startConsent } from "../sequences/store";
import type { LeadAttribution } from "./attribution";
import { commitInGroup } from "./group-commit";
import { recordLeadEvent, SYSTEM } from "./lead-events";
import { type LeadSnapshot, leadPerson, leadTypeLabel } from "./lead-snapshot";
import { withinRecipientCap } from "./recipient-cap";

export interface NewLead {
  type: LeadType;
  name?: string | null;
  email?: string | null;
  company?: string | null;
  phone?: string | null;
  /** The whole validated submission, kept as JSON. */
  payload: unknown;
  /** Where the lead came from (server/leads/attribution.ts); none for a lead the team typed in. */
  attribution?: LeadAttribution;
  /** What the admin notification quotes instead of `payload` (a chat lead's, with its transcript). */
  notificationPayload?: unknown;
  /** The visitor ticked the e-mail sequence's box (issue #39): their zone, if the browser said. */
  sequence?: { zone?: string | null };
}

const orNull = (v: string | null | undefined) => (v ? v : null);

/** The rows every lead gets: the team e-mail, the visitor's acknowledgement, the CRM webhook. */
export function standardDrafts(lead: LeadSnapshot, webhook: boolean): OutboxDraft[] {
  const drafts: OutboxDraft[] = [{ kind: "team_email", payload: { lead } }];
  // A lead the team typed in themselves (Add Lead) is not acknowledged: the visitor never wrote to us.
  const enteredByStaff = (lead.payload as { source?: unknown } | null)?.source === "admin";
  if (ACKNOWLEDGED_TYPES.has(lead.type) && lead.email && !enteredByStaff) {
    drafts.push({ kind: "visitor_email", payload: { lead } });
  }
  if (webhook) drafts.push({ kind: "webhook", payload: { lead } });
  return drafts;
}

/**
 * Inserts one lead with its outbox rows (plus `extra` ones, such as a report e-mail) and its admin
 * notification in one transaction: no lead without its side effects, no side effect without its lead.
 * Resolves with the id only after the commit.
 */
/** The lead as it will be committed (id, lower-cased address, time). */
export function leadSnapshotOf(lead: NewLead, now: string): LeadSnapshot {
  return {
    id: newRowId(),
    type: lead.type,
    name: orNull(lead.name),
    email: orNull(lead.email?.toLowerCase()),
    company: orNull(lead.company),
    phone: orNull(lead.phone),
    payload: lead.payload,
    created_at: now,
    ...lead.attribution,
  };
}

/**
 * The lead's own writes in the caller's transaction: the row, the first line of its timeline, the
 * newsletter opt-in, its outbox rows (visitor e-mails within their daily cap) and the notification.
 * A booking (server/booking/book.ts) runs it inside its own locked transaction.
 */
export async function writeLead(
  trx: Transaction<Database>,
  snapshot: LeadSnapshot,
  drafts: OutboxDraft[],
  notificationPayload?: unknown,
  sequence?: { zone?: string | null },
) {
  const now = snapshot.created_at;
  const payload = JSON.stringify(snapshot.payload);
  // A first lead from its address is scored before its INSERT; a returning person's after it (below).
  const first = await newLeadScore(trx, { ...snapshot, payload }, new Date(now));
  await trx
    .insertInto("leads")
    .values({ ...snapshot, payload, ...first?.columns })
    .execute();
  // The first line of the lead's timeline, committed with the lead.
  await recordLeadEvent(trx, {
    leadId: snapshot.id,
    actor: SYSTEM,
    kind: "received",
    at: now,
    detail: { type: snapshot.type },
  });
  // A newsletter sign-up also starts the double opt-in: a pending subscriber and its confirmation e-mail.
  const optIn =
    snapshot.type === "newsletter" && snapshot.email ? await startOptIn(trx, snapshot.email, snapshot.id) : [];
  // The 4th e-mail of a day to one visitor mailbox is not queued (the answer to the visitor is the same);
  // newsletter confirmations count under their own allowance.
  // The sequence's box: a pending consent and its confirmation e-mail (server/sequences/store.ts).
  const consent = sequence ? await startConsent(trx, snapshot, sequence.zone, now) : [];
  const allowed = await withinRecipientCap(trx, [...drafts, ...optIn, ...consent]);
  await insertOutboxRows(trx, snapshot.id, allowed, now);
  await addNotification(trx, {
    kind: "lead",
    title: `New ${leadTypeLabel(snapshot.type)} lead: ${leadPerson(snapshot)}`,
    body: [snapshot.company, ...payloadLines(notificationPayload ?? snapshot.payload).slice(0, 3)]
      .filter(Boolean)
      .join("\n")
      .slice(0, 500),
    link: `/admin/leads/${snapshot.id}`,
  });
  // Scored with the lead; a returning person's earlier leads too.
  if (!first) await rescoreLead(trx, snapshot.id, new Date(now));
  else if (first.score.hot) {
    const { score, lines } = first.score;
    await notifyHot(trx, { id: snapshot.id, ownerId: null, person: leadPerson(snapshot), score, lines }, new Date(now));
  }
}

export async function storeLeadWith(db: Db, lead: NewLead, extra: OutboxDraft[] = []): Promise<string> {
  const snapshot = leadSnapshotOf(lead, new Date().toISOString());
  const pipeline = leadPipeline(db);
  const drafts = [...standardDrafts(snapshot, pipeline.webhook), ...extra];
  const write = (trx: Transaction<Database>) =>
    writeLead(trx, snapshot, drafts, lead.notificationPayload, lead.sequence);
  if (pipeline.groupCommit) await commitInGroup(db, write);
  else await db.transaction().execute(write);
  countLead(snapshot.type);
  return snapshot.id;
}

/** Inserts one lead with its outbox rows and notification; resolves only after the commit. */
export function storeLead(db: Db, lead: NewLead): Promise<string> {
  return storeLeadWith(db, lead);
}
