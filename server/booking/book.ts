// One submit of the Get Started form with a slot: the lead and its booking are stored together, or
// nothing is (issue #38). Checked on the server whatever the browser sent: the slot is re-checked with
// the same rules the picker used (isBookable), then again under the locks of the consultants it may go
// to (server/booking/lock.ts), together with the visitor's limit of upcoming calls, so that with any
// number of visitors and replicas a slot gives exactly one booking.
import { BOOKING_TEXTS, type BookingConfirmation, REFUSAL_TEXTS, type SlotRefusal, type SlotView } from "~/lib/booking";
import { dateKey, IST } from "../calendar/zones";
import { newRowId } from "../db/ids";
import type { Db } from "../db/schema";
import { countHit } from "../http/rate-limit";
import { recordLeadEvent, SYSTEM } from "../leads/lead-events";
import { leadSnapshotOf, type NewLead, standardDrafts, writeLead } from "../leads/store-lead";
import { countLead, countRefusal } from "../ops/metrics";
import { insertOutboxRows } from "../outbox/enqueue";
import { rescoreLead } from "../score/rescore";
import { stopSequences } from "../sequences/store";
import { loadAvailability } from "./availability";
import { type BookingDeps, MAX_UPCOMING_PER_ADDRESS } from "./booking-deps";
import {
  type BookingRecord,
  icsUrlOf,
  liveDrafts,
  loadBooking,
  mailboxHash,
  manageUrlOf,
  viewOf,
} from "./booking-record";
import { consultantLock, lockedTransaction, mailboxLock } from "./lock";
import { nearestFree } from "./slot-list";
import { isBookable, pickConsultant } from "./slots";
import { issueManageToken } from "./tokens";

export interface BookRequest {
  /** The Get Started lead, its payload without the slot fields. */
  lead: NewLead & { email: string };
  /** ISO UTC start, validated by the contract's schema. */
  slot: string;
  /** The visitor's zone, validated (IST when they chose none). */
  zone: string;
  /** The per-client key of the booking attempts' limit (clientKey); none: not limited (a test, a script). */
  client?: string;
}

export type BookRefusal = {
  ok: false;
  status: 409 | 429;
  message: string;
  refusal?: SlotRefusal;
  nearest?: SlotView[];
};

export type BookOutcome = { ok: true; leadId: string; booking: BookingConfirmation } | BookRefusal;

/** Counts one attempt of this client; a refusal once past the limit. */
export async function attemptAllowed(deps: BookingDeps, client: string | undefined): Promise<BookRefusal | null> {
  if (client === undefined) return null;
  const { windowSeconds, max } = deps.rateLimit;
  const { count } = await countHit(deps.db, `booking:${client}`, windowSeconds, deps.now().getTime());
  if (count <= max) return null;
  countRefusal("booking_limited");
  return { ok: false, status: 429, message: BOOKING_TEXTS.tooManyAttempts };
}

/** 409 for a refused slot, with the free slots nearest to it (read afresh, after any lock is gone). */
export async function slotRefused(
  deps: BookingDeps,
  reason: SlotRefusal,
  start: number,
  zone: string,
  except?: string,
): Promise<BookRefusal> {
  const avail = await loadAvailability(deps.db, deps.rules, deps.now().getTime(), { except });
  return {
    ok: false,
    status: 409,
    refusal: reason,
    message: REFUSAL_TEXTS[reason],
    nearest: nearestFree(avail, start, zone),
  };
}

/** The owner of the person's latest lead (by address), who takes the call when free. */
async function ownerOf(db: Db, email: string): Promise<string | null> {
  const row = await db
    .selectFrom("leads")
    .select("owner_id")
    .where("email", "=", email)
    .where("owner_id", "is not", null)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.owner_id ?? null;
}

async function hasCallAt(db: Db, mailbox: string, start: number) {
  const row = await db
    .selectFrom("bookings")
    .select("id")
    .where("mailbox_hash", "=", mailbox)
    .where("status", "=", "booked")
    .where("starts_at", "=", new Date(start).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Round-robin's memory, kept in the database: each consultant's latest assignment. */
export async function lastAssigned(db: Db, ids: readonly string[]): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("bookings")
    .select(["consultant_id", (eb) => eb.fn.max("created_at").as("at")])
    .where("consultant_id", "in", [...ids])
    .groupBy("consultant_id")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.consultant_id, Date.parse(String(r.at))]));
}

type Stored = { ok: true; record: BookingRecord; token: string } | BookRefusal | { ok: false; slot: SlotRefusal };

export async function bookLead(deps: BookingDeps, req: BookRequest): Promise<BookOutcome> {
  const limited = await attemptAllowed(deps, req.client);
  if (limited) return limited;
  const now = deps.now();
  const nowMs = now.getTime();
  const nowIso = now.toISOString();
  const start = Date.parse(req.slot);
  // A first check without locks: most refusals (a past or closed time) never wait for one.
  const avail = await loadAvailability(deps.db, deps.rules, nowMs);
  const first = isBookable(start, avail);
  const email = req.lead.email.toLowerCase();
  const mailbox = mailboxHash(email);
  if (!first.ok) {
    // Taken by this very visitor: the same form sent again (a double click, a reload).
    if (first.reason === "taken" && (await hasCallAt(deps.db, mailbox, start)))
      return { ok: false, status: 409, message: BOOKING_TEXTS.alreadyBooked };
    return slotRefused(deps, first.reason, start, req.zone);
  }

  const candidates = first.consultantIds;
  const keys = [mailboxLock(mailbox), ...candidates.map(consultantLock)];
  const stored = await lockedTransaction(deps.db, deps.kind, keys, async (trx): Promise<Stored> => {
    const upcoming = await trx
      .selectFrom("bookings")
      .select("starts_at")
      .where("mailbox_hash", "=", mailbox)
      .where("status", "=", "booked")
      .where("starts_at", ">", nowIso)
      .execute();
    // The same form sent twice (a double click): the first booking stands.
    if (upcoming.some((b) => Date.parse(b.starts_at) === start))
      return { ok: false, status: 409, message: BOOKING_TEXTS.alreadyBooked };
    if (upcoming.length >= MAX_UPCOMING_PER_ADDRESS) {
      countRefusal("booking_upcoming_cap");
      return { ok: false, status: 429, message: BOOKING_TEXTS.tooManyUpcoming };
    }
    // Read again under the locks: a booking committed since the first check is seen now.
    const fresh = await loadAvailability(trx, deps.rules, nowMs, { only: candidates });
    const check = isBookable(start, fresh);
    if (!check.ok) return { ok: false, slot: check.reason };
    const consultantId = pickConsultant(
      check.consultantIds,
      await ownerOf(trx, email),
      await lastAssigned(trx, check.consultantIds),
    );
    const consultant = fresh.consultants.find((c) => c.id === consultantId);
    if (!consultant) return { ok: false, slot: "taken" };

    const snapshot = leadSnapshotOf(req.lead, nowIso);
    // The booking confirmation is the visitor's acknowledgement: no "we'll reply within 24 hours".
    const drafts = standardDrafts(snapshot, deps.webhook).filter((d) => d.kind !== "visitor_email");
    await writeLead(trx, snapshot, drafts);
    // The booking sets who works the lead and when to follow up: the call's day in IST.
    await trx
      .updateTable("leads")
      .set({ owner_id: consultant.id, follow_up_on: dateKey(start, IST) })
      .where("id", "=", snapshot.id)
      .execute();
    const id = newRowId(nowMs);
    const end = start + deps.rules.callMinutes * 60_000;
    const meetingUrl = deps.meetingUrlTemplate ? deps.meetingUrlTemplate.replaceAll("{id}", id) : null;
    await trx
      .insertInto("bookings")
      .values({
        id,
        lead_id: snapshot.id,
        consultant_id: consultant.id,
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(end).toISOString(),
        zone: req.zone,
        status: "booked",
        sequence: 0,
        mailbox_hash: mailbox,
        meeting_url: meetingUrl,
        created_at: nowIso,
        updated_at: nowIso,
        cancelled_at: null,
      })
      .execute();
    await rescoreLead(trx, snapshot.id, now);
    const token = await issueManageToken(trx, id, now);
    const record = await loadBooking(trx, id);
    if (!record) throw new Error("the booking just written is not there");
    await insertOutboxRows(trx, snapshot.id, liveDrafts(record, "confirmed", nowMs, deps.reminderHours), nowIso);
    // A call booked: every sequence to this address stops, its queued steps dropped (issue #39).
    await stopSequences(trx, { email }, "booked a call", null, now);
    await recordLeadEvent(trx, {
      leadId: snapshot.id,
      actor: SYSTEM,
      kind: "booking",
      at: nowIso,
      detail: { action: "booked", start: new Date(start).toISOString(), zone: req.zone, consultant: consultant.name },
    });
    return { ok: true, record, token };
  });
  if (!stored.ok) return "slot" in stored ? slotRefused(deps, stored.slot, start, req.zone) : stored;
  countLead("get_started");
  const { record, token } = stored;
  return {
    ok: true,
    leadId: record.leadId,
    booking: {
      ...viewOf(record, deps, nowMs),
      manageUrl: manageUrlOf(deps, token),
      icsUrl: icsUrlOf(deps, token),
    },
  };
}
