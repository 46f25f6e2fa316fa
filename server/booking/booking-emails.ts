// The e-mails of a strategy call (issue #38), rendered when the outbox row goes out: to the visitor
// (the invite, the confirmation text, reminders, the manage link) and to the consultant (the same
// invite, with everything the visitor typed, for the team). The visitor's copy is addressed to a typed
// address, so it shows their name only through safeGreetingName and nothing else they typed
// (server/mail/visitor-text.ts); the agenda is the outcomes chosen from the form's fixed list.
import type { SendMailOptions } from "nodemailer";
import { manageHref } from "~/lib/booking";
import { bookingUid, writeInvite } from "../calendar/ics-invite";
import type { LeadMailContext } from "../mail/lead-emails";
import { greetingLine } from "../mail/visitor-text";
import type { BookingMail } from "./booking-mail-types";
import { callTime, teamCallTime } from "./call-time";

export const CALL_TITLE = "Strategy call";

/** "Asha" of "Asha Verma": how the visitor is told whom they meet. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** The invite as iCalendar text, for this version of the booking. */
export function inviteFor(mail: BookingMail, ctx: Pick<LeadMailContext, "brandName" | "siteUrl">, notes?: string) {
  const brand = ctx.brandName.replace(/[^\x20-\x7e]/g, "").slice(0, 60) || "Strategy calls";
  return writeInvite({
    method: mail.purpose === "cancelled" ? "CANCEL" : "REQUEST",
    uid: bookingUid(mail.bookingId, new URL(ctx.siteUrl).hostname),
    sequence: mail.sequence,
    stamp: Date.now(),
    start: Date.parse(mail.start),
    end: Date.parse(mail.end),
    organizer: { name: mail.consultant.name, email: mail.consultant.email },
    attendee: { name: mail.visitor.name, email: mail.visitor.email },
    summary: `${CALL_TITLE} with ${ctx.brandName}`,
    meetingUrl: mail.meetingUrl,
    agenda: mail.agenda,
    notes,
    prodId: `-//${brand}//Strategy calls//EN`,
  });
}

const SUBJECTS: Record<BookingMail["purpose"], (brand: string, when: string) => string> = {
  confirmed: (brand, when) => `Your strategy call with ${brand}: ${when}`,
  moved: (brand, when) => `Moved: your strategy call with ${brand} is now ${when}`,
  cancelled: (brand) => `Cancelled: your strategy call with ${brand}`,
  reminder: (brand, when) => `Reminder: your strategy call with ${brand}, ${when}`,
  rebook: (brand) => `We missed you: book another strategy call with ${brand}`,
  reassigned: (brand, when) => `Updated: your strategy call with ${brand}, ${when}`,
};

function visitorText(mail: BookingMail, ctx: LeadMailContext, manageUrl: string | null): string {
  const when = callTime(Date.parse(mail.start), Date.parse(mail.end), mail.zone).text;
  const who = firstName(mail.consultant.name);
  const opening = {
    confirmed: `Your strategy call is booked: ${when}, with ${who}. The calendar invite is attached.`,
    moved: `Your strategy call is moved to ${when}, with ${who}. The updated calendar invite is attached.`,
    cancelled: `Your strategy call on ${when} is cancelled. The attached cancellation removes it from your calendar.`,
    reminder: `A reminder: your strategy call with ${who} starts ${mail.hoursBefore === 1 ? "in an hour" : `in ${mail.hoursBefore} hours`}, on ${when}.`,
    rebook: `We missed you at your strategy call with ${who} on ${when}. We would still like to hear about your plans.`,
    reassigned: `Your strategy call on ${when} is now with ${who}; the time stays the same. The updated calendar invite is attached.`,
  }[mail.purpose];
  const live = mail.purpose !== "cancelled" && mail.purpose !== "rebook";
  return [
    greetingLine(mail.visitor.name),
    "",
    opening,
    ...(live && mail.meetingUrl ? ["", `Join the call: ${mail.meetingUrl}`] : []),
    ...(live && mail.agenda.length ? ["", "Agenda:", ...mail.agenda.map((a) => `- ${a}`)] : []),
    ...(live && manageUrl ? ["", `To reschedule or cancel: ${manageUrl}`] : []),
    ...(!live ? ["", `To book another time: ${ctx.siteUrl}/get-started`] : []),
    "",
    ctx.brandName,
    `${ctx.contact.email} | ${ctx.contact.phone}`,
    ctx.siteUrl,
  ].join("\n");
}

function consultantText(mail: BookingMail, ctx: LeadMailContext): string {
  const v = mail.visitor;
  const when = teamCallTime(Date.parse(mail.start), mail.zone);
  const opening = {
    confirmed: `A strategy call was booked with you: ${when}.`,
    moved: `The visitor moved their strategy call with you to ${when}.`,
    cancelled: `This strategy call with you is cancelled: ${when}.`,
    reminder: `A reminder of your strategy call: ${when}.`,
    rebook: `The visitor was asked to book another time after missing this call: ${when}.`,
    reassigned: `A strategy call was handed over to you (its consultant no longer takes calls): ${when}.`,
  }[mail.purpose];
  return [
    opening,
    "",
    `Name: ${v.name ?? "(none)"}`,
    `Email: ${v.email}`,
    `Company: ${v.company ?? "(none)"}`,
    `Phone: ${v.phone ?? "(none)"}`,
    `Agenda: ${mail.agenda.length ? mail.agenda.join(", ") : "(none)"}`,
    ...(mail.meetingUrl && mail.purpose !== "cancelled" ? [`Join: ${mail.meetingUrl}`] : []),
    "",
    `Open the lead: ${ctx.siteUrl}/admin/leads/${mail.leadId}`,
  ].join("\n");
}

function teamSubject(mail: BookingMail): string {
  const who = (mail.visitor.name || mail.visitor.email).replace(/\s+/g, " ").trim().slice(0, 80);
  const when = teamCallTime(Date.parse(mail.start), "Asia/Kolkata");
  const verb = {
    confirmed: "booked",
    moved: "moved",
    cancelled: "cancelled",
    reminder: "reminder",
    rebook: "rebooking asked",
    reassigned: "handed over",
  }[mail.purpose];
  return `Strategy call ${verb}: ${who}, ${when}`;
}

/**
 * The message of a booking_email row. `manageToken`: a manage link made for this e-mail (the
 * visitor's copies of a live call); its hash is stored by the caller.
 */
export function bookingEmail(mail: BookingMail, ctx: LeadMailContext, manageToken?: string): SendMailOptions {
  const start = Date.parse(mail.start);
  const toVisitor = mail.to === "visitor";
  const manageUrl = manageToken ? `${ctx.siteUrl}${manageHref(manageToken)}` : null;
  const when = toVisitor ? callTime(start, Date.parse(mail.end), mail.zone).text : teamCallTime(start, mail.zone);
  const subject = toVisitor ? SUBJECTS[mail.purpose](ctx.brandName, when) : teamSubject(mail);
  const invite =
    mail.purpose === "reminder" || mail.purpose === "rebook"
      ? undefined
      : {
          method: mail.purpose === "cancelled" ? ("CANCEL" as const) : ("REQUEST" as const),
          filename: "invite.ics",
          content: inviteFor(mail, ctx, manageUrl ? `To reschedule or cancel: ${manageUrl}` : undefined),
        };
  return {
    from: ctx.mailFrom,
    to: toVisitor
      ? mail.visitor.email
      : { name: mail.consultant.name.replace(/[\r\n"<>]/g, " "), address: mail.consultant.email },
    replyTo: toVisitor ? mail.consultant.email : mail.visitor.email,
    subject: subject.replace(/\s+/g, " ").slice(0, 200),
    text: toVisitor ? visitorText(mail, ctx, manageUrl) : consultantText(mail, ctx),
    ...(invite ? { icalEvent: invite } : {}),
  };
}
