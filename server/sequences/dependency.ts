import { companyCalendar } from "../booking/availability";
import { mailboxHash } from "../booking/booking-record";
import { nextSendTime } from "../calendar/business-calendar";
import { DAY, MINUTE } from "../calendar/zones";
import type { Db } from "../db/schema";
import { SUPPRESSED } from "./store";

// What the worker re-checks right before a sequence row goes out (docs/decisions/055): the sequence is
// still live, the address may be written to, and now is a good time. "Not now" (every sequence paused,
// the evening in the lead's zone, the previous step not out a day ago) keeps the row pending with a
// later time, see docs/decisions/086; anything else that fails drops it for good.

export type SequenceCheck = { holds: true } | { holds: false; why: string; retryAt?: string };

/** While paused, a due step looks again this often; resuming also makes waiting steps due at once. */
export const PAUSED_RECHECK_MS = 15 * MINUTE;

export async function checkSequence(db: Db, sequenceId: string, step: number, now: Date): Promise<SequenceCheck> {
  const seq = await db
    .selectFrom("lead_sequences")
    .innerJoin("leads", "leads.id", "lead_sequences.lead_id")
    .select(["lead_sequences.status", "lead_sequences.time_zone", "lead_sequences.created_at", "leads.email"])
    .where("lead_sequences.id", "=", sequenceId)
    .executeTakeFirst();
  if (!seq?.email) return { holds: false, why: "the sequence or its lead no longer exists" };
  const wanted = step === 0 ? "pending_consent" : "active";
  if (seq.status !== wanted) return { holds: false, why: `the sequence is ${seq.status.replace("_", " ")}` };
  const email = seq.email.toLowerCase();
  const listed = await db
    .selectFrom("subscribers")
    .select("status")
    .where("email", "=", email)
    .where("status", "in", SUPPRESSED)
    .executeTakeFirst();
  if (listed) return { holds: false, why: `the address is ${listed.status}` };
  // A call booked by this address since the sequence began: caught here even if the booking's own
  // stop did not run (another lead row of the same person, say).
  const booked = await db
    .selectFrom("bookings")
    .select("id")
    .where("mailbox_hash", "=", mailboxHash(email))
    .where("created_at", ">=", seq.created_at)
    .executeTakeFirst();
  if (booked) return { holds: false, why: "the lead booked a call" };
  // The confirmation answers the visitor's own request: it goes at once, paused or not.
  if (step === 0) return { holds: true };

  const control = await db.selectFrom("sequence_control").select("paused").where("id", "=", 1).executeTakeFirst();
  if (Number(control?.paused ?? 0) === 1) {
    return {
      holds: false,
      why: "every sequence is paused",
      retryAt: new Date(now.getTime() + PAUSED_RECHECK_MS).toISOString(),
    };
  }
  const cal = await companyCalendar(db);
  const later = (at: number, why: string) => {
    const next = nextSendTime(at, seq.time_zone, cal) ?? at;
    return { holds: false as const, why, retryAt: new Date(next).toISOString() };
  };
  if (step > 1) {
    const previous = await db
      .selectFrom("sequence_sends")
      .select(["sent_at", "skipped_reason"])
      .where("lead_sequence_id", "=", sequenceId)
      .where("step", "=", step - 1)
      .executeTakeFirst();
    // Steps keep their order and a day apart, also after a pause or a delivery that was retried.
    if (previous && !previous.sent_at && !previous.skipped_reason)
      return later(now.getTime() + DAY, `step ${step - 1} has not gone out yet`);
    if (previous?.sent_at && Date.parse(previous.sent_at) + DAY > now.getTime())
      return later(Date.parse(previous.sent_at) + DAY, `step ${step - 1} went out less than a day ago`);
  }
  // Late (a pause, a backlog, retries): never in the lead's evening or on their day off.
  const window = nextSendTime(now.getTime(), seq.time_zone, cal);
  if (window !== null && window > now.getTime()) return later(now.getTime(), "outside the lead's sending hours");
  return { holds: true };
}
