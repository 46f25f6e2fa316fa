import type { LeadSequencePanel, LeadSequenceState } from "~/features/admin/sequences/sequences-api";
import { refuse } from "~/lib/result";
import type { ApiActor } from "../auth/audit";
import { audit } from "../auth/audit";
import { newRowId } from "../db/ids";
import type { Db } from "../db/schema";
import { nextStepLabel } from "./send-time";
import { bookedZone, isSuppressed, liveForAddress, scheduleSteps, stopSequences } from "./store";

// One lead's sequence on the lead page: what went out, what is next ("Step 2 on … their time, … IST"),
// and the team's buttons: start one, "Stop sequence", "They replied".

const LIVE = ["pending_consent", "active"] as const;

async function latest(db: Db, leadId: string) {
  return db
    .selectFrom("lead_sequences")
    .leftJoin("users as starter", "starter.id", "lead_sequences.started_by")
    .selectAll("lead_sequences")
    .select("starter.name as starter_name")
    .where("lead_sequences.lead_id", "=", leadId)
    .orderBy("lead_sequences.created_at", "desc")
    .orderBy("lead_sequences.id", "desc")
    .executeTakeFirst();
}

export async function leadSequencePanel(db: Db, leadId: string): Promise<LeadSequencePanel | undefined> {
  const lead = await db.selectFrom("leads").select(["id", "email"]).where("id", "=", leadId).executeTakeFirst();
  if (!lead) return undefined;
  const seq = await latest(db, leadId);
  const live = Boolean(seq && (LIVE as readonly string[]).includes(seq.status));
  const cannot = !lead.email
    ? "No e-mail address"
    : live
      ? "Already running"
      : (await liveForAddress(db, lead.email))
        ? "Already running for another lead of this address"
        : (await isSuppressed(db, lead.email))
          ? "Unsubscribed or refused by the mail server"
          : null;
  return {
    sequence: seq ? await stateOf(db, seq) : null,
    canStart: cannot === null,
    cannotStartReason: cannot,
    canStop: live,
  };
}

async function stateOf(db: Db, seq: NonNullable<Awaited<ReturnType<typeof latest>>>): Promise<LeadSequenceState> {
  const rows = await db
    .selectFrom("sequence_sends")
    .leftJoin("outbox", "outbox.id", "sequence_sends.outbox_id")
    .leftJoin("sequence_steps", "sequence_steps.position", "sequence_sends.step")
    .select([
      "sequence_sends.step",
      "sequence_sends.planned_at",
      "sequence_sends.sent_at",
      "sequence_sends.opened_at",
      "sequence_sends.clicked_at",
      "sequence_sends.skipped_reason",
      "outbox.next_attempt_at",
      "outbox.status as outbox_status",
      "sequence_steps.subject",
    ])
    .where("sequence_sends.lead_sequence_id", "=", seq.id)
    .orderBy("sequence_sends.step")
    .execute();
  const control = await db.selectFrom("sequence_control").select("paused").where("id", "=", 1).executeTakeFirst();
  // A step put off at send time (paused, the lead's evening) shows the time it now waits for.
  const steps = rows.map((r) => ({
    step: Number(r.step),
    subject: r.subject ?? "",
    plannedAt:
      r.next_attempt_at && r.outbox_status === "pending" && r.next_attempt_at > r.planned_at
        ? r.next_attempt_at
        : r.planned_at,
    sentAt: r.sent_at,
    openedAt: r.opened_at,
    clickedAt: r.clicked_at,
    skippedReason: r.skipped_reason,
  }));
  const due = seq.status === "active" ? steps.find((s) => !s.sentAt && !s.skippedReason) : undefined;
  return {
    id: seq.id,
    status: seq.status,
    startedBy: seq.started_by ? (seq.starter_name ?? "a former team member") : null,
    consentText: seq.consent_text,
    consentAskedAt: seq.consent_asked_at,
    consentConfirmedAt: seq.consent_confirmed_at,
    timeZone: seq.time_zone,
    startedAt: seq.started_at,
    stopReason: seq.stop_reason,
    stoppedAt: seq.stopped_at,
    steps,
    next: due
      ? { step: due.step, at: due.plannedAt, ...nextStepLabel(due.step, Date.parse(due.plannedAt), seq.time_zone) }
      : null,
    paused: Number(control?.paused ?? 0) === 1,
  };
}

/** A team member starts a sequence for the lead: sent in their name, replies to them. */
export async function startForLead(db: Db, actor: ApiActor, leadId: string, now: Date) {
  const panel = await leadSequencePanel(db, leadId);
  if (!panel) return refuse("missing", "This lead no longer exists.");
  if (!panel.canStart) return refuse("conflict", `A sequence cannot start: ${panel.cannotStartReason}.`);
  const zone = await bookedZone(db, leadId);
  const at = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const id = newRowId();
      const seq = { id, lead_id: leadId, time_zone: zone ?? "Asia/Kolkata" };
      await trx
        .insertInto("lead_sequences")
        .values({
          ...seq,
          status: "active",
          started_by: actor.id,
          consent_text: null,
          consent_asked_at: null,
          consent_confirmed_at: null,
          confirm_token_hash: null,
          confirm_expires_at: null,
          started_at: at,
          stop_reason: null,
          stopped_at: null,
          stopped_by: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await scheduleSteps(trx, seq, now);
      await audit(trx, actor, "sequence.start", leadId);
    });
  } catch (err) {
    // Two starts at once: the unique index on a lead's live sequence lets one through.
    if ((await leadSequencePanel(db, leadId))?.canStop) return refuse("conflict", "A sequence is already running.");
    throw err;
  }
  return { ok: true as const, message: "Sequence started." };
}

/** "Stop sequence" or "They replied": the live sequence stops and its queued steps are dropped. */
export async function stopForLead(db: Db, actor: ApiActor, leadId: string, why: "stop" | "replied", now: Date) {
  const exists = await db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
  if (!exists) return refuse("missing", "This lead no longer exists.");
  const reason = why === "replied" ? "replied" : `stopped by ${actor.name}`;
  const stopped = await db.transaction().execute(async (trx) => {
    const n = await stopSequences(trx, { leadIds: [leadId] }, reason, actor.id, now);
    if (n > 0) await audit(trx, actor, why === "replied" ? "sequence.replied" : "sequence.stop", leadId);
    return n;
  });
  if (stopped === 0) return refuse("conflict", "No sequence is running for this lead.");
  return {
    ok: true as const,
    message: why === "replied" ? "Marked as replied; the sequence stopped." : "Sequence stopped.",
  };
}
