// The iCalendar invite attached to booking e-mails (issue #38): METHOD:REQUEST for a new or moved call,
// METHOD:CANCEL for a cancelled one, one stable UID per booking and SEQUENCE raised on every change,
// so calendars update the event they already hold. Written by hand rather than with ical.js's writer:
// its folded lines reach 76 octets with the leading space, and it quotes parameters without removing
// the quotes and control characters a visitor-typed name may carry.
// The attendee's name is visitor-typed: only a name `safeGreetingName` lets through is written
// (security issue #35's rule for e-mails to typed addresses), else the attendee goes without CN.
import { safeGreetingName } from "../mail/visitor-text";
import type { Instant } from "./zones";

export interface InvitePerson {
  name: string | null;
  email: string;
}

export interface InviteInput {
  method: "REQUEST" | "CANCEL";
  /** Stable for the booking's whole life (`bookingUid`). */
  uid: string;
  /** 0 when first sent; one more on each reschedule and on the cancel. */
  sequence: number;
  /** When this version is written (DTSTAMP). */
  stamp: Instant;
  start: Instant;
  end: Instant;
  /** The consultant. */
  organizer: InvitePerson;
  /** The visitor: their name follows the rule above. */
  attendee: InvitePerson;
  summary: string;
  /** The meeting link: LOCATION and URL. */
  meetingUrl?: string | null;
  /** The visitor's chosen outcomes, listed as the agenda. */
  agenda: readonly string[];
  /** More text after the agenda and the link (e.g. where to reschedule, on the visitor's copy). */
  notes?: string;
  /** Who wrote it, e.g. "-//Indore AI//Strategy calls//EN". */
  prodId: string;
}

export class InviteInputError extends Error {
  override name = "InviteInputError";
  constructor(readonly field: string) {
    super(`invite: bad ${field}`);
  }
}

const MAX_OCTETS = 75;
// RFC 5545 forbids controls in TEXT except HTAB; new lines are written as \n.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove them
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const NEW_LINES = /\r\n|[\r\n\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: controls are refused in an address
const EMAIL = /^[^\s"(),:;<>@[\\\]\u0000-\u001f\u007f]{1,64}@[^\s"(),:;<>@[\\\]\u0000-\u001f\u007f]{1,253}$/u;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, new lines as \n. */
export function escapeText(text: string): string {
  return text
    .replace(NEW_LINES, "\n")
    .replace(CONTROLS, "")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/** A quoted parameter value: quotes and controls cannot be written inside one, so they go. */
function paramValue(text: string): string | null {
  const clean = text.replace(NEW_LINES, " ").replace(CONTROLS, "").replace(/"/g, "").replace(/ {2,}/g, " ").trim();
  return clean ? `"${clean}"` : null;
}

/** One content line folded into physical lines of at most 75 octets (continuations begin with a space). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n");
}

/** "20260309T033000Z" */
export function utcStamp(t: Instant): string {
  return new Date(t)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The booking's UID: the same in every version of its invite. */
export function bookingUid(bookingId: string, domain: string): string {
  return `booking-${bookingId}@${domain}`;
}

function mailto(email: string, field: string): string {
  if (!EMAIL.test(email)) throw new InviteInputError(field);
  return `mailto:${email}`;
}

function meetingLink(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InviteInputError("meetingUrl");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new InviteInputError("meetingUrl");
  return parsed.href;
}

function check(input: InviteInput) {
  if (input.method !== "REQUEST" && input.method !== "CANCEL") throw new InviteInputError("method");
  if (!/^[A-Za-z0-9@._-]{1,200}$/.test(input.uid)) throw new InviteInputError("uid");
  if (!Number.isSafeInteger(input.sequence) || input.sequence < 0) throw new InviteInputError("sequence");
  for (const field of ["stamp", "start", "end"] as const)
    if (!Number.isFinite(input[field]) || Number.isNaN(new Date(input[field]).getTime()))
      throw new InviteInputError(field);
  if (input.end <= input.start) throw new InviteInputError("end");
  if (!/^[\x20-\x7e]{1,100}$/.test(input.prodId)) throw new InviteInputError("prodId");
}

/** The invite as iCalendar text (CRLF line ends, folded), ready to attach as text/calendar. */
export function writeInvite(input: InviteInput): string {
  check(input);
  const organizer = mailto(input.organizer.email, "organizer.email");
  const attendee = mailto(input.attendee.email, "attendee.email");
  const link = meetingLink(input.meetingUrl);
  const organizerCn = paramValue(input.organizer.name ?? "");
  const visitorName = safeGreetingName(input.attendee.name);
  const attendeeCn = visitorName ? paramValue(visitorName) : null;
  const cn = (value: string | null) => (value ? `;CN=${value}` : "");

  const description = [
    ...(input.agenda.length ? ["Agenda:", ...input.agenda.map((item) => `- ${item}`)] : []),
    ...(link ? ["", `Join: ${link}`] : []),
    ...(input.notes ? ["", input.notes] : []),
  ]
    .join("\n")
    .trim();

  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${input.prodId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${input.method}`,
    "BEGIN:VEVENT",
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utcStamp(input.stamp)}`,
    `DTSTART:${utcStamp(input.start)}`,
    `DTEND:${utcStamp(input.end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `ORGANIZER${cn(organizerCn)}:${organizer}`,
    // The consultant attends their own call, already accepted, as calendars write an organizer's event.
    `ATTENDEE${cn(organizerCn)};CUTYPE=INDIVIDUAL;ROLE=CHAIR;PARTSTAT=ACCEPTED;RSVP=FALSE:${organizer}`,
    `ATTENDEE${cn(attendeeCn)};CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${attendee}`,
    ...(link ? [`LOCATION:${escapeText(link)}`, `URL:${link}`] : []),
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    `STATUS:${input.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
