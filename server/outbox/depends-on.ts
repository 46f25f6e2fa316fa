// What a scheduled outbox row depends on, re-checked by the worker right before it sends the row
// (docs/decisions/055). One text column names the condition, so any later feature (the e-mail
// sequences) adds a prefix here instead of a mechanism of its own. An unknown or malformed condition
// does not hold: a row is never sent on a condition nobody can check.
import type { Db } from "../db/schema";
import { checkSequence } from "../sequences/dependency";
import { SEQUENCE_DEPENDENCY } from "../sequences/dependency-name";

const BOOKING = /^booking:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{1,9})$/;

/** The row goes only while the booking is still booked at this sequence (not moved, not cancelled). */
export const bookingDependency = (bookingId: string, sequence: number) => `booking:${bookingId}:${sequence}`;

/** The LIKE pattern of every dependency on one booking, whatever its sequence. */
export const bookingDependencies = (bookingId: string) => `booking:${bookingId}:%`;

/** `retryAt`: not now but later (a paused sequence, the lead's evening): the row stays pending until then. */
export type DependencyCheck = { holds: true } | { holds: false; why: string; retryAt?: string };

/** Whether the row's condition still holds, read from the database now. */
export async function checkDependency(db: Db, dependsOn: string, now = new Date()): Promise<DependencyCheck> {
  const booking = BOOKING.exec(dependsOn);
  if (booking) {
    const row = await db
      .selectFrom("bookings")
      .select(["status", "sequence"])
      .where("id", "=", booking[1])
      .executeTakeFirst();
    if (!row) return { holds: false, why: "the booking no longer exists" };
    if (row.status !== "booked") return { holds: false, why: `the booking is ${row.status}` };
    if (Number(row.sequence) !== Number(booking[2])) return { holds: false, why: "the booking was moved" };
    return { holds: true };
  }
  // An e-mail sequence's step (issue #39): still live, the address writable, and a good time to send.
  const sequence = SEQUENCE_DEPENDENCY.exec(dependsOn);
  if (sequence) return checkSequence(db, sequence[1], Number(sequence[2]), now);
  return { holds: false, why: "unknown condition" };
}
