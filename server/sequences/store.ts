import type { Transaction } from "kysely";
import { SEQUENCE_CONSENT_TEXT } from "~/lib/sequence-consent";
import { companyCalendar } from "../booking/availability";
import { suppressSubscriber } from "../campaigns/subscribers";
import { newRowId } from "../db/ids";
import type { Database, Db } from "../db/schema";
import type { OutboxDraft } from "../outbox/outbox-kinds";
import { sequenceDependency } from "./dependency-name";
import { sequenceZone, stepSendTime } from "./send-time";

// A lead's sequence from its start to its end: the visitor's consent (pending until confirmed from the
// e-mail) or a team member's start; the steps scheduled as outbox rows that the worker re-checks at
// send time (docs/decisions/055); and every way it stops, each dropping the queued steps in the same
// transaction.

type Trx = Transaction<Database>;

/** Addresses never e-mailed by a sequence: the one suppression list newsletters and campaigns share. */
export const SUPPRESSED = ["unsubscribed", "suppressed"] as const;

export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("subscribers")
    .select("id")
    .where("email", "=", email.toLowerCase())
    .where("status", "in", SUPPRESSED)
    .executeTakeFirst();
  return Boolean(row);
}

/** A sequence pending or running for this address, on any of its leads: one person gets one at a time. */
export async function liveForAddress(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("lead_sequences")
    .innerJoin("leads", "leads.id", "lead_sequences.lead_id")
    .select("lead_sequences.id")
    .where("leads.email", "=", email.toLowerCase())
    .where("lead_sequences.status", "in", ["pending_consent", "active"])
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The ticked box, inside the lead's transaction: a pending sequence with the exact wording and time,
 * and the draft of the confirmation e-mail (its token is made when it goes out). Nothing for an
 * address on the suppression list (it asked us to stop before) or that already has one under way.
 */
export async function startConsent(
  trx: Trx,
  lead: { id: string; email: string | null },
  zone: unknown,
  nowIso: string,
): Promise<OutboxDraft[]> {
  if (!lead.email || (await isSuppressed(trx, lead.email)) || (await liveForAddress(trx, lead.email))) return [];
  const id = newRowId();
  await trx
    .insertInto("lead_sequences")
    .values({
      id,
      lead_id: lead.id,
      status: "pending_consent",
      started_by: null,
      consent_text: SEQUENCE_CONSENT_TEXT,
      consent_asked_at: nowIso,
      consent_confirmed_at: null,
      confirm_token_hash: null,
      confirm_expires_at: null,
      time_zone: sequenceZone(zone),
      started_at: null,
      stop_reason: null,
      stopped_at: null,
      stopped_by: null,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .execute();
  return [
    {
      kind: "sequence_confirm",
      payload: { sequenceConfirm: { id, email: lead.email.toLowerCase() } },
      dependsOn: sequenceDependency(id, 0),
    },
  ];
}

/** Each step as an outbox row planned in the lead's zone, and its sequence_sends row. */
export async function scheduleSteps(trx: Trx, seq: { id: string; lead_id: string; time_zone: string }, now: Date) {
  const steps = await trx.selectFrom("sequence_steps").select(["position", "delay_days"]).orderBy("position").execute();
  const cal = await companyCalendar(trx);
  const nowIso = now.toISOString();
  for (const step of steps) {
    const planned = new Date(stepSendTime(now.getTime(), Number(step.delay_days), seq.time_zone, cal)).toISOString();
    const outboxId = newRowId();
    await trx
      .insertInto("outbox")
      .values({
        id: outboxId,
        lead_id: seq.lead_id,
        kind: "sequence_email",
        payload: JSON.stringify({ sequence: { id: seq.id, step: Number(step.position) } }),
        next_attempt_at: planned,
        locked_until: null,
        last_error: null,
        sent_at: null,
        created_at: nowIso,
        not_before: planned,
        depends_on: sequenceDependency(seq.id, Number(step.position)),
      })
      .execute();
    await trx
      .insertInto("sequence_sends")
      .values({
        id: newRowId(),
        lead_sequence_id: seq.id,
        step: Number(step.position),
        outbox_id: outboxId,
        planned_at: planned,
        sent_at: null,
        opened_at: null,
        clicked_at: null,
        skipped_reason: null,
        token_hash: null,
        links: null,
      })
      .execute();
  }
}

/** The zone of the lead's latest booking (by this address), if any. */
export async function bookedZone(db: Db, leadId: string): Promise<string | null> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("leads", "leads.id", "bookings.lead_id")
    .select("bookings.zone")
    .where("leads.email", "=", (eb) => eb.selectFrom("leads").select("email").where("id", "=", leadId))
    .orderBy("bookings.created_at", "desc")
    .executeTakeFirst();
  return row?.zone ?? null;
}

export type StopWhich = { leadIds: readonly string[] } | { email: string } | { sequenceId: string };

/**
 * Stops every live sequence matched (pending or active), inside the caller's transaction: the reason,
 * time and who; its queued steps marked skipped, in the outbox and in sequence_sends. A row a worker has
 * already claimed is caught by the send-time check (server/sequences/dependency.ts). Resolves with how
 * many sequences stopped.
 */
export async function stopSequences(
  trx: Trx,
  which: StopWhich,
  reason: string,
  by: string | null,
  now: Date,
): Promise<number> {
  let q = trx.selectFrom("lead_sequences").select("id").where("status", "in", ["pending_consent", "active"]);
  if ("leadIds" in which) {
    if (which.leadIds.length === 0) return 0;
    q = q.where("lead_id", "in", which.leadIds);
  } else if ("email" in which) {
    const email = which.email.toLowerCase();
    q = q.where("lead_id", "in", (eb) => eb.selectFrom("leads").select("id").where("email", "=", email));
  } else q = q.where("id", "=", which.sequenceId);
  const ids = (await q.execute()).map((r) => r.id);
  if (ids.length === 0) return 0;
  const at = now.toISOString();
  await trx
    .updateTable("lead_sequences")
    .set({
      status: "stopped",
      stop_reason: reason,
      stopped_at: at,
      stopped_by: by,
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: at,
    })
    .where("id", "in", ids)
    .execute();
  await trx
    .updateTable("outbox")
    .set({ status: "skipped", last_error: `not sent: the sequence stopped (${reason})` })
    .where("status", "=", "pending")
    // Unleased ones only (ADR 055): a claimed row is caught by the send-time check.
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .where("kind", "in", ["sequence_email", "sequence_confirm"])
    .where((eb) => eb.or(ids.map((id) => eb("depends_on", "like", `sequence:${id}:%`))))
    .execute();
  await trx
    .updateTable("sequence_sends")
    .set({ skipped_reason: reason })
    .where("lead_sequence_id", "in", ids)
    .where("sent_at", "is", null)
    .where("skipped_reason", "is", null)
    .execute();
  return ids.length;
}

/**
 * The address goes on the suppression list the campaigns keep (suppressSubscriber) and every sequence
 * to it stops: an unsubscribe, or a permanent refusal by its mail server.
 */
export async function suppressAddress(trx: Trx, email: string, status: "unsubscribed" | "suppressed", now: Date) {
  const address = email.toLowerCase();
  await suppressSubscriber(trx, address, status, now);
  await stopSequences(
    trx,
    { email: address },
    status === "unsubscribed" ? "unsubscribed" : "address refused",
    null,
    now,
  );
}
