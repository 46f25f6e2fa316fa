// When someone stops taking calls (the Users tab's box, a role without calls, a deactivated account),
// their upcoming calls go to consultants who are free then, by the booking's rules (round-robin among
// the free ones, under the same locks as a booking: server/booking/lock.ts). Each handed-over call
// sends the updated invite (SEQUENCE + 1) to the visitor and the new consultant and the cancellation to
// the old one, through the outbox, and lands on the lead's timeline. A call nobody else is free for
// stays with its consultant and is listed for the admin: never dropped in silence.
import type { ApiActor } from "../auth/audit";
import { loadAvailability } from "../booking/availability";
import { lastAssigned } from "../booking/book";
import type { BookingDeps } from "../booking/booking-deps";
import { type BookingRecord, changedDrafts, loadBooking } from "../booking/booking-record";
import { clockTime, dateLabel } from "../booking/call-time";
import { consultantLock, lockedTransaction } from "../booking/lock";
import { skipOlderRows } from "../booking/manage";
import { isBookable, pickConsultant } from "../booking/slots";
import { IST } from "../calendar/zones";
import { recordLeadEvent } from "../leads/lead-events";
import { eventActor } from "../leads/lead-owners";
import { insertOutboxRows } from "../outbox/enqueue";
import { takingCalls } from "./consultants";

export interface Handover {
  /** Calls now with someone else. */
  moved: number;
  /** Calls that stay with the consultant, as the admin reads them: "Mon, 1 Dec 2026 at 10:00 AM IST (Dana Whitfield)". */
  unassigned: string[];
}

const callLine = (r: BookingRecord) =>
  `${dateLabel(r.start, IST)} at ${clockTime(r.start, IST)} IST (${r.visitor.name || r.visitor.email || "no name"})`;

/** What the admin is told after the change, beside the change's own message. */
export function handoverText(h: Handover, person: string): string {
  const moved =
    h.moved === 0
      ? ""
      : ` ${h.moved === 1 ? "1 upcoming call goes" : `${h.moved} upcoming calls go`} to other consultants.`;
  if (h.unassigned.length === 0) return moved;
  return `${moved} No one else is free for ${h.unassigned.length === 1 ? "this call, which stays" : "these calls, which stay"} with ${person}: ${h.unassigned.join("; ")}. Move or cancel ${h.unassigned.length === 1 ? "it" : "them"} in Calls.`;
}

/** Hands over one call, or says it could not (nobody free, or the call changed meanwhile). */
async function handOver(deps: BookingDeps, actor: ApiActor, record: BookingRecord): Promise<boolean> {
  const now = deps.now();
  const nowMs = now.getTime();
  const nowIso = now.toISOString();
  // The team moves its own calls: the visitor's minimum notice does not apply.
  const rules = { ...deps.rules, noticeMinutes: 0 };
  const first = isBookable(record.start, await loadAvailability(deps.db, rules, nowMs));
  if (!first.ok) return false;
  const candidates = first.consultantIds.filter((id) => id !== record.consultant.id);
  if (candidates.length === 0) return false;
  const keys = [record.consultant.id, ...candidates].map(consultantLock);
  return lockedTransaction(deps.db, deps.kind, keys, async (trx) => {
    const current = await loadBooking(trx, record.id);
    if (!current || current.sequence !== record.sequence || current.status !== "booked") return false;
    // Read again under the locks: a booking committed since is seen now.
    const fresh = await loadAvailability(trx, rules, nowMs, { only: candidates });
    const check = isBookable(current.start, fresh);
    if (!check.ok) return false;
    const consultantId = pickConsultant(check.consultantIds, null, await lastAssigned(trx, check.consultantIds));
    const consultant = fresh.consultants.find((c) => c.id === consultantId);
    if (!consultant) return false;
    await trx
      .updateTable("bookings")
      .set({ consultant_id: consultant.id, sequence: current.sequence + 1, updated_at: nowIso })
      .where("id", "=", current.id)
      .execute();
    // The lead goes with its call, unless someone else already works it.
    await trx
      .updateTable("leads")
      .set({ owner_id: consultant.id })
      .where("id", "=", current.leadId)
      .where("owner_id", "=", current.consultant.id)
      .execute();
    await skipOlderRows(trx, current, nowIso);
    const moved = await loadBooking(trx, current.id);
    if (!moved) throw new Error("the booking just handed over is not there");
    // The first consultant's calendar drops the event (the new one is never them: see `candidates`).
    const drafts = changedDrafts(moved, "reassigned", current.consultant, nowMs, deps.reminderHours);
    await insertOutboxRows(trx, current.leadId, drafts, nowIso);
    await recordLeadEvent(trx, {
      leadId: current.leadId,
      actor: eventActor(actor),
      kind: "booking",
      at: nowIso,
      detail: {
        action: "reassigned",
        start: new Date(current.start).toISOString(),
        from: current.consultant.name,
        consultant: consultant.name,
      },
    });
    return true;
  });
}

/** After a change to `userId`: when they no longer take calls, their upcoming calls are handed over. */
export async function handOverCalls(deps: BookingDeps, actor: ApiActor, userId: string): Promise<Handover> {
  const done: Handover = { moved: 0, unassigned: [] };
  if ((await takingCalls(deps.db)).has(userId)) return done;
  const rows = await deps.db
    .selectFrom("bookings")
    .select("id")
    .where("consultant_id", "=", userId)
    .where("status", "=", "booked")
    .where("starts_at", ">", deps.now().toISOString())
    .orderBy("starts_at")
    .execute();
  for (const { id } of rows) {
    const record = await loadBooking(deps.db, id);
    if (!record) continue;
    if (await handOver(deps, actor, record)) done.moved++;
    else done.unassigned.push(callLine(record));
  }
  return done;
}
