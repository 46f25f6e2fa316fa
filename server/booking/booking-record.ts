// A booking with its lead and consultant, as the manage functions, the e-mails and the page need it,
// and the outbox rows each change of it writes (docs/decisions/055): the invite to both sides, and
// reminders scheduled before the call that depend on this very version of the booking.
import { createHash } from "node:crypto";
import { type BookingView, icsHref, manageHref, tooLateText } from "~/lib/booking";
import type { BookingStatus } from "~/lib/statuses";
import { MINUTE } from "../calendar/zones";
import type { Db } from "../db/schema";
import { capMailbox } from "../mail/mailbox";
import { bookingDependency } from "../outbox/depends-on";
import type { OutboxDraft } from "../outbox/outbox-kinds";
import type { BookingDeps } from "./booking-deps";
import { CALL_TITLE, firstName } from "./booking-emails";
import type { BookingMail, BookingMailPurpose } from "./booking-mail-types";
import { callTime, googleCalendarUrl } from "./call-time";

/** The per-address limit's key: no address is stored with the booking. */
export const mailboxHash = (email: string) => createHash("sha256").update(capMailbox(email)).digest("hex");

export interface BookingRecord {
  id: string;
  leadId: string;
  start: number;
  end: number;
  zone: string;
  status: BookingStatus;
  sequence: number;
  meetingUrl: string | null;
  consultant: { id: string; name: string; email: string };
  visitor: { name: string | null; email: string; company: string | null; phone: string | null };
  agenda: string[];
}

/** The chosen outcomes of a Get Started payload: the invite's agenda. */
export function agendaOf(payload: unknown): string[] {
  const outcomes = (payload as { outcomes?: unknown } | null)?.outcomes;
  return Array.isArray(outcomes) ? outcomes.filter((o): o is string => typeof o === "string").slice(0, 20) : [];
}

export async function loadBooking(db: Db, id: string): Promise<BookingRecord | undefined> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("leads", "leads.id", "bookings.lead_id")
    .innerJoin("users", "users.id", "bookings.consultant_id")
    .select([
      "bookings.id",
      "bookings.lead_id",
      "bookings.starts_at",
      "bookings.ends_at",
      "bookings.zone",
      "bookings.status",
      "bookings.sequence",
      "bookings.meeting_url",
      "users.id as consultant_id",
      "users.name as consultant_name",
      "users.email as consultant_email",
      "leads.name",
      "leads.email",
      "leads.company",
      "leads.phone",
      "leads.payload",
    ])
    .where("bookings.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  let payload: unknown = null;
  try {
    payload = JSON.parse(row.payload);
  } catch {
    payload = null;
  }
  return {
    id: row.id,
    leadId: row.lead_id,
    start: Date.parse(row.starts_at),
    end: Date.parse(row.ends_at),
    zone: row.zone,
    status: row.status,
    sequence: Number(row.sequence),
    meetingUrl: row.meeting_url,
    consultant: { id: row.consultant_id, name: row.consultant_name, email: row.consultant_email },
    visitor: { name: row.name, email: row.email ?? "", company: row.company, phone: row.phone },
    agenda: agendaOf(payload),
  };
}

export function mailOf(
  r: BookingRecord,
  purpose: BookingMailPurpose,
  to: BookingMail["to"],
  over: Partial<BookingMail> = {},
): BookingMail {
  return {
    bookingId: r.id,
    leadId: r.leadId,
    sequence: r.sequence,
    purpose,
    to,
    start: new Date(r.start).toISOString(),
    end: new Date(r.end).toISOString(),
    zone: r.zone,
    meetingUrl: r.meetingUrl,
    consultant: { name: r.consultant.name, email: r.consultant.email },
    visitor: r.visitor,
    agenda: r.agenda,
    ...over,
  };
}

/**
 * The rows of a booked or moved call: the invite to the visitor and to the consultant, and the
 * reminders still ahead (one whose time has passed is not written). Each depends on this version of
 * the booking: moved or cancelled before it goes, it is skipped.
 */
export function liveDrafts(
  r: BookingRecord,
  purpose: "confirmed" | "moved" | "reassigned",
  now: number,
  reminderHours: readonly number[],
): OutboxDraft[] {
  const dependsOn = bookingDependency(r.id, r.sequence);
  const drafts: OutboxDraft[] = [
    { kind: "booking_email", payload: { booking: mailOf(r, purpose, "visitor") }, dependsOn },
    { kind: "booking_email", payload: { booking: mailOf(r, purpose, "consultant") }, dependsOn },
  ];
  for (const hours of reminderHours) {
    const at = r.start - hours * 60 * MINUTE;
    if (at <= now) continue;
    drafts.push({
      kind: "booking_email",
      payload: { booking: mailOf(r, "reminder", "visitor", { hoursBefore: hours }) },
      notBefore: new Date(at).toISOString(),
      dependsOn,
    });
  }
  return drafts;
}

/** The cancellation (METHOD:CANCEL) to one side, naming `consultant`: unconditional, it must reach them. */
const cancelDraft = (r: BookingRecord, side: BookingMail["to"], consultant: BookingRecord["consultant"]) =>
  ({
    kind: "booking_email",
    payload: {
      booking: mailOf(r, "cancelled", side, { consultant: { name: consultant.name, email: consultant.email } }),
    },
  }) satisfies OutboxDraft;

/** The cancellation (METHOD:CANCEL) to both sides: unconditional, it must reach them. */
export function cancelDrafts(r: BookingRecord, consultant = r.consultant): OutboxDraft[] {
  return [cancelDraft(r, "visitor", consultant), cancelDraft(r, "consultant", consultant)];
}

/**
 * The rows of a call moved (by the visitor) or handed over (by the team): those of the new version,
 * and, when the call now has another consultant, the cancellation to `former` so their calendar drops it.
 */
export function changedDrafts(
  r: BookingRecord,
  purpose: "moved" | "reassigned",
  former: BookingRecord["consultant"],
  now: number,
  reminderHours: readonly number[],
): OutboxDraft[] {
  const drafts = liveDrafts(r, purpose, now, reminderHours);
  if (former.id !== r.consultant.id) drafts.push(cancelDraft(r, "consultant", former));
  return drafts;
}

/** Whether the visitor may still move or cancel the call themselves. */
export const canChange = (r: Pick<BookingRecord, "status" | "start">, now: number, noticeMinutes: number) =>
  r.status === "booked" && r.start - noticeMinutes * MINUTE > now;

export function viewOf(r: BookingRecord, deps: BookingDeps, now: number): BookingView {
  const changeable = canChange(r, now, deps.rules.noticeMinutes);
  return {
    status: r.status,
    time: callTime(r.start, r.end, r.zone),
    consultant: firstName(r.consultant.name),
    meetingUrl: r.meetingUrl,
    email: r.visitor.email,
    googleCalendarUrl: googleCalendarUrl({
      title: `${CALL_TITLE} with ${deps.mail.brandName}`,
      start: r.start,
      end: r.end,
      details: [r.agenda.length ? `Agenda: ${r.agenda.join(", ")}` : "", r.meetingUrl ? `Join: ${r.meetingUrl}` : ""]
        .filter(Boolean)
        .join("\n"),
      location: r.meetingUrl,
    }),
    canChange: changeable,
    tooLate: r.status === "booked" && !changeable ? tooLateText(r.consultant.name, deps.mail.salesEmail) : null,
  };
}

export const manageUrlOf = (deps: BookingDeps, token: string) => `${deps.mail.siteUrl}${manageHref(token)}`;
export const icsUrlOf = (deps: BookingDeps, token: string) => `${deps.mail.siteUrl}${icsHref(token)}`;
