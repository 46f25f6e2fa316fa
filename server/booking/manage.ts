// The manage link's page (issue #38): look at the call, move it to another free slot, or cancel it,
// until the minimum notice; after that the answer says whom to contact. A forged link, or one for a
// call that is over, answers 404. Every change raises the booking's sequence, so the invites sent
// update the one the calendars hold and the reminders of the old version are skipped (ADR 055).
import { BOOKING_TEXTS, type ManageResult } from "~/lib/booking";
import { type Result, refuse } from "~/lib/result";
import { dateKey, IST } from "../calendar/zones";
import type { Db } from "../db/schema";
import { recordLeadEvent, SYSTEM } from "../leads/lead-events";
import { bookingDependencies } from "../outbox/depends-on";
import { insertOutboxRows } from "../outbox/enqueue";
import { rescoreLead } from "../score/rescore";
import { loadAvailability } from "./availability";
import { attemptAllowed, lastAssigned, slotRefused } from "./book";
import type { BookingDeps } from "./booking-deps";
import { inviteFor } from "./booking-emails";
import {
  type BookingRecord,
  canChange,
  cancelDrafts,
  changedDrafts,
  loadBooking,
  mailOf,
  viewOf,
} from "./booking-record";
import { consultantLock, lockedTransaction } from "./lock";
import { isBookable, pickConsultant } from "./slots";
import { bookingIdOfToken } from "./tokens";

const notFound = () => refuse("missing", BOOKING_TEXTS.notFound);

/** The call a link stands for, while it is not over; undefined for a forged or expired link. */
async function byToken(deps: BookingDeps, token: string): Promise<BookingRecord | undefined> {
  const id = await bookingIdOfToken(deps.db, token);
  const record = id ? await loadBooking(deps.db, id) : undefined;
  return record && record.end > deps.now().getTime() ? record : undefined;
}

export async function manageView(deps: BookingDeps, token: string): Promise<ManageResult> {
  const record = await byToken(deps, token);
  if (!record) return notFound();
  return { ok: true, booking: viewOf(record, deps, deps.now().getTime()) };
}

/** Refusals common to moving and cancelling: not booked any more, or too close to the call. */
function unchangeable(deps: BookingDeps, record: BookingRecord, now: number) {
  if (record.status === "cancelled") return refuse("conflict", BOOKING_TEXTS.alreadyCancelled);
  if (!canChange(record, now, deps.rules.noticeMinutes))
    return refuse("conflict", viewOf(record, deps, now).tooLate ?? BOOKING_TEXTS.unavailable);
  return null;
}

/** Pending rows of the booking's older versions: skipped now (the worker would skip them anyway at send time). */
export async function skipOlderRows(trx: Db, record: BookingRecord, nowIso: string) {
  await trx
    .updateTable("outbox")
    .set({ status: "skipped", last_error: "not sent: the booking changed" })
    .where("lead_id", "=", record.leadId)
    .where("depends_on", "like", bookingDependencies(record.id))
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", nowIso)]))
    .execute();
}

export async function reschedule(
  deps: BookingDeps,
  token: string,
  slot: string,
  zone: string | undefined,
  client?: string,
): Promise<ManageResult> {
  const limited = await attemptAllowed(deps, client);
  if (limited) return refuse("limited", limited.message);
  const record = await byToken(deps, token);
  if (!record) return notFound();
  const now = deps.now();
  const nowMs = now.getTime();
  const nowIso = now.toISOString();
  const refused = unchangeable(deps, record, nowMs);
  if (refused) return refused;
  const start = Date.parse(slot);
  const visitorZone = zone ?? record.zone;
  // The call being moved does not block its own new time (an overlap with the old one).
  const avail = await loadAvailability(deps.db, deps.rules, nowMs, { except: record.id });
  const first = isBookable(start, avail);
  if (!first.ok) return toManage(await slotRefused(deps, first.reason, start, visitorZone, record.id));
  const candidates = [...new Set([record.consultant.id, ...first.consultantIds])];

  const outcome = await lockedTransaction(deps.db, deps.kind, candidates.map(consultantLock), async (trx) => {
    const current = await loadBooking(trx, record.id);
    if (!current || current.sequence !== record.sequence) return refuse("conflict", BOOKING_TEXTS.unavailable);
    const stale = unchangeable(deps, current, nowMs);
    if (stale) return stale;
    const fresh = await loadAvailability(trx, deps.rules, nowMs, { only: candidates, except: record.id });
    const check = isBookable(start, fresh);
    if (!check.ok) return { ok: false as const, slot: check.reason };
    // The same consultant when free (pickConsultant's "owner"), else round-robin.
    const consultantId = pickConsultant(
      check.consultantIds,
      current.consultant.id,
      await lastAssigned(trx, check.consultantIds),
    );
    const consultant = fresh.consultants.find((c) => c.id === consultantId);
    if (!consultant) return { ok: false as const, slot: "taken" as const };
    const end = start + deps.rules.callMinutes * 60_000;
    await trx
      .updateTable("bookings")
      .set({
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(end).toISOString(),
        zone: visitorZone,
        consultant_id: consultant.id,
        sequence: current.sequence + 1,
        updated_at: nowIso,
      })
      .where("id", "=", current.id)
      .execute();
    await trx
      .updateTable("leads")
      .set({ owner_id: consultant.id, follow_up_on: dateKey(start, IST) })
      .where("id", "=", current.leadId)
      .execute();
    await skipOlderRows(trx, current, nowIso);
    await rescoreLead(trx, current.leadId, now);
    const moved = await loadBooking(trx, current.id);
    if (!moved) throw new Error("the booking just moved is not there");
    const drafts = changedDrafts(moved, "moved", current.consultant, nowMs, deps.reminderHours);
    await insertOutboxRows(trx, current.leadId, drafts, nowIso);
    await recordLeadEvent(trx, {
      leadId: current.leadId,
      actor: SYSTEM,
      kind: "booking",
      at: nowIso,
      detail: {
        action: "moved",
        from: new Date(current.start).toISOString(),
        start: new Date(start).toISOString(),
        consultant: consultant.name,
      },
    });
    return { ok: true as const, record: moved };
  });
  if (!outcome.ok)
    return "slot" in outcome ? toManage(await slotRefused(deps, outcome.slot, start, visitorZone, record.id)) : outcome;
  return { ok: true, message: BOOKING_TEXTS.rescheduled, booking: viewOf(outcome.record, deps, nowMs) };
}

export async function cancel(deps: BookingDeps, token: string, client?: string): Promise<ManageResult> {
  const limited = await attemptAllowed(deps, client);
  if (limited) return refuse("limited", limited.message);
  const record = await byToken(deps, token);
  if (!record) return notFound();
  const now = deps.now();
  const nowMs = now.getTime();
  const nowIso = now.toISOString();
  const refused = unchangeable(deps, record, nowMs);
  if (refused) return refused;
  const done = await deps.db.transaction().execute(async (trx) => {
    // Only the version read above: a move or cancel in between wins, this one is refused.
    const changed = await trx
      .updateTable("bookings")
      .set({ status: "cancelled", sequence: record.sequence + 1, cancelled_at: nowIso, updated_at: nowIso })
      .where("id", "=", record.id)
      .where("status", "=", "booked")
      .where("sequence", "=", record.sequence)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return undefined;
    await skipOlderRows(trx, record, nowIso);
    await rescoreLead(trx, record.leadId, now);
    const cancelled = { ...record, status: "cancelled" as const, sequence: record.sequence + 1 };
    await insertOutboxRows(trx, record.leadId, cancelDrafts(cancelled), nowIso);
    await recordLeadEvent(trx, {
      leadId: record.leadId,
      actor: SYSTEM,
      kind: "booking",
      at: nowIso,
      detail: { action: "cancelled", start: new Date(record.start).toISOString(), by: "visitor" },
    });
    return cancelled;
  });
  if (!done) return refuse("conflict", BOOKING_TEXTS.alreadyCancelled);
  return { ok: true, message: BOOKING_TEXTS.cancelled, booking: viewOf(done, deps, nowMs) };
}

/** The "Add to calendar" file: the invite as it stands (a cancelled call's is a CANCEL). */
export async function icsOf(deps: BookingDeps, token: string): Promise<Result<{ ics: string }>> {
  const record = await byToken(deps, token);
  if (!record) return notFound();
  const purpose = record.status === "cancelled" ? "cancelled" : "confirmed";
  return { ok: true, ics: inviteFor(mailOf(record, purpose, "visitor"), deps.mail) };
}

function toManage(r: { message: string; status: 409 | 429; refusal?: string; nearest?: unknown }): ManageResult {
  const base = refuse(r.status === 429 ? "limited" : "conflict", r.message);
  return { ...base, refusal: r.refusal, nearest: r.nearest } as ManageResult;
}
