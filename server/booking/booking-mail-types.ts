// What a booking e-mail's outbox row carries (kind booking_email): the call as it stood when the row
// was written, so an e-mail says what that version of the booking said. The manage link's token is
// not in the row: it is made when the e-mail goes out and only its hash is kept (server/booking/tokens.ts).

/**
 * rebook: a no-show's visitor is asked to book another time (the team's button, server/calls/);
 * reassigned: the same time with another consultant, after theirs stopped taking calls.
 */
export const BOOKING_MAIL_PURPOSES = ["confirmed", "moved", "cancelled", "reminder", "rebook", "reassigned"] as const;
export type BookingMailPurpose = (typeof BOOKING_MAIL_PURPOSES)[number];

export interface BookingMail {
  bookingId: string;
  leadId: string;
  /** The invite's SEQUENCE. */
  sequence: number;
  purpose: BookingMailPurpose;
  to: "visitor" | "consultant";
  /** ISO UTC */
  start: string;
  end: string;
  /** The visitor's zone. */
  zone: string;
  meetingUrl: string | null;
  consultant: { name: string; email: string };
  /** The name as typed: e-mails to the visitor show it only through safeGreetingName. */
  visitor: { name: string | null; email: string; company: string | null; phone: string | null };
  /** The chosen outcomes. */
  agenda: string[];
  /** A reminder: hours before the call. */
  hoursBefore?: number;
}
