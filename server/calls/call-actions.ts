// What the team does to a strategy call (issue #38): mark it held or a no-show once it has started,
// cancel it on the visitor's behalf while it is ahead (the cancellation, METHOD:CANCEL, to both sides,
// as when the visitor cancels), and send a no-show's visitor one e-mail to book another time. Each
// change is checked against the row as it is now, lands on the lead's timeline and in the audit log.
import { type Result, refuse } from "~/lib/result";
import type { BookingStatus } from "~/lib/statuses";
import { type ApiActor, audit } from "../auth/audit";
import type { BookingDeps } from "../booking/booking-deps";
import { type BookingRecord, cancelDrafts, loadBooking, mailOf } from "../booking/booking-record";
import { clockTime, dateLabel } from "../booking/call-time";
import { skipOlderRows } from "../booking/manage";
import { IST } from "../calendar/zones";
import { recordLeadEvent } from "../leads/lead-events";
import { eventActor } from "../leads/lead-owners";
import { insertOutboxRows } from "../outbox/enqueue";
import { rescoreLead } from "../score/rescore";

export const CALL_TEXTS = {
  missing: "This call no longer exists.",
  notStarted: "A call is marked held or no-show once it has started.",
  cancelled: "This call was cancelled.",
  already: (status: "held" | "no_show") => `This call is already marked ${status === "held" ? "held" : "a no-show"}.`,
  started: "This call has already started: mark it held or no-show instead.",
  notBooked: "Only a booked call can be cancelled.",
  rebookNoShow: "The rebooking e-mail is for a visitor who missed their call (marked no-show).",
  rebookSent: "The rebooking e-mail was already sent for this call.",
  noAddress: "This lead has no e-mail address to write to.",
} as const;

const istWhen = (start: number) => `${dateLabel(start, IST)} at ${clockTime(start, IST)} IST`;

async function current(deps: BookingDeps, id: string) {
  // A malformed id is as unknown as a missing one.
  return /^[0-9a-f-]{36}$/.test(id) ? loadBooking(deps.db, id) : undefined;
}

/** Held or no-show: once the call has started; a mark may be corrected (held ⇄ no-show), not repeated. */
export async function markCall(
  deps: BookingDeps,
  actor: ApiActor,
  id: string,
  status: "held" | "no_show",
): Promise<Result> {
  const record = await current(deps, id);
  if (!record) return refuse("missing", CALL_TEXTS.missing);
  const now = deps.now();
  if (record.status === "cancelled") return refuse("conflict", CALL_TEXTS.cancelled);
  if (record.status === status) return refuse("conflict", CALL_TEXTS.already(status));
  if (record.start > now.getTime()) return refuse("conflict", CALL_TEXTS.notStarted);
  const nowIso = now.toISOString();
  const done = await deps.db.transaction().execute(async (trx) => {
    // Only from the status read above: a change by someone else in between wins, this one is refused.
    const changed = await trx
      .updateTable("bookings")
      .set({ status, updated_at: nowIso })
      .where("id", "=", record.id)
      .where("status", "=", record.status)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await rescoreLead(trx, record.leadId, now);
    await recordLeadEvent(trx, {
      leadId: record.leadId,
      actor: eventActor(actor),
      kind: "booking",
      at: nowIso,
      detail: { action: status, start: new Date(record.start).toISOString(), consultant: record.consultant.name },
    });
    return true;
  });
  if (!done) return refuse("conflict", "This call changed meanwhile. Reload the page.");
  await audit(deps.db, actor, status === "held" ? "call.held" : "call.no_show", record.id, { lead: record.leadId });
  const word = status === "held" ? "held" : "a no-show";
  return { ok: true, message: `The call of ${istWhen(record.start)} is marked ${word}.` };
}

/** The team cancels for the visitor: any time before the call (the visitor's notice does not apply). */
export async function cancelCall(deps: BookingDeps, actor: ApiActor, id: string): Promise<Result> {
  const record = await current(deps, id);
  if (!record) return refuse("missing", CALL_TEXTS.missing);
  const now = deps.now();
  if (record.status === "cancelled") return refuse("conflict", CALL_TEXTS.cancelled);
  if (record.status !== "booked") return refuse("conflict", CALL_TEXTS.notBooked);
  if (record.start <= now.getTime()) return refuse("conflict", CALL_TEXTS.started);
  const nowIso = now.toISOString();
  const done = await deps.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("bookings")
      .set({ status: "cancelled", sequence: record.sequence + 1, cancelled_at: nowIso, updated_at: nowIso })
      .where("id", "=", record.id)
      .where("status", "=", "booked")
      .where("sequence", "=", record.sequence)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    // The reminders of the call go with it; the cancellation reaches both calendars.
    await skipOlderRows(trx, record, nowIso);
    await rescoreLead(trx, record.leadId, now);
    const cancelled: BookingRecord = { ...record, status: "cancelled", sequence: record.sequence + 1 };
    await insertOutboxRows(trx, record.leadId, cancelDrafts(cancelled), nowIso);
    await recordLeadEvent(trx, {
      leadId: record.leadId,
      actor: eventActor(actor),
      kind: "booking",
      at: nowIso,
      detail: { action: "cancelled", start: new Date(record.start).toISOString(), by: "team" },
    });
    return true;
  });
  if (!done) return refuse("conflict", "This call changed meanwhile. Reload the page.");
  await audit(deps.db, actor, "call.cancel", record.id, { lead: record.leadId });
  return {
    ok: true,
    message: `The call of ${istWhen(record.start)} is cancelled; the visitor and ${record.consultant.name} are told.`,
  };
}

/** A no-show's visitor: one e-mail with the Get Started link, through the outbox. */
export async function sendRebooking(deps: BookingDeps, actor: ApiActor, id: string): Promise<Result> {
  const record = await current(deps, id);
  if (!record) return refuse("missing", CALL_TEXTS.missing);
  if (record.status !== ("no_show" satisfies BookingStatus)) return refuse("conflict", CALL_TEXTS.rebookNoShow);
  if (!record.visitor.email) return refuse("conflict", CALL_TEXTS.noAddress);
  const nowIso = deps.now().toISOString();
  const done = await deps.db.transaction().execute(async (trx) => {
    // Once per call, whoever presses the button first.
    const changed = await trx
      .updateTable("bookings")
      .set({ rebooking_sent_at: nowIso, updated_at: nowIso })
      .where("id", "=", record.id)
      .where("status", "=", "no_show")
      .where("rebooking_sent_at", "is", null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await insertOutboxRows(
      trx,
      record.leadId,
      [{ kind: "booking_email", payload: { booking: mailOf(record, "rebook", "visitor") } }],
      nowIso,
    );
    await recordLeadEvent(trx, {
      leadId: record.leadId,
      actor: eventActor(actor),
      kind: "booking",
      at: nowIso,
      detail: { action: "rebooking_sent", start: new Date(record.start).toISOString() },
    });
    return true;
  });
  if (!done) return refuse("conflict", CALL_TEXTS.rebookSent);
  await audit(deps.db, actor, "call.rebooking_email", record.id, { lead: record.leadId });
  return { ok: true, message: `The rebooking e-mail to ${record.visitor.email} is on its way.` };
}
