import { describe, expect, it } from "vitest";
import type { LeadMailContext } from "../mail/lead-emails";
import { bookingEmail, firstName } from "./booking-emails";
import type { BookingMail } from "./booking-mail-types";

const ctx: LeadMailContext = {
  brandName: "Narmada AI Technologies",
  siteUrl: "https://narmadaai.in",
  salesEmail: "sales@narmadaai.in",
  mailFrom: "Narmada AI <no-reply@narmadaai.in>",
  contact: { email: "hello@narmadaai.in", phone: "+91 731 400 2200", address: "Indore" },
};

const mail = (over: Partial<BookingMail> = {}): BookingMail => ({
  bookingId: "0194a0b2-0000-7000-8000-000000000001",
  leadId: "0194a0b2-0000-7000-8000-000000000002",
  sequence: 0,
  purpose: "confirmed",
  to: "visitor",
  start: "2027-01-06T04:30:00.000Z",
  end: "2027-01-06T05:00:00.000Z",
  zone: "Asia/Kolkata",
  meetingUrl: "https://meet.jit.si/narmada-ai-1",
  consultant: { name: "Asha Verma", email: "asha@narmadaai.in" },
  visitor: { name: "Neha Joshi", email: "neha@example.com", company: "Joshi Logistics", phone: null },
  agenda: ["Reduce Costs"],
  ...over,
});

const TOKEN = "A".repeat(43);

describe("booking e-mails", () => {
  it.each([
    [
      "confirmed",
      "Your strategy call with Narmada AI Technologies: Wednesday, 6 January 2027 at 10:00 AM your time (10:00 AM IST)",
      "REQUEST",
    ],
    [
      "moved",
      "Moved: your strategy call with Narmada AI Technologies is now Wednesday, 6 January 2027 at 10:00 AM your time (10:00 AM IST)",
      "REQUEST",
    ],
    ["cancelled", "Cancelled: your strategy call with Narmada AI Technologies", "CANCEL"],
    [
      "reminder",
      "Reminder: your strategy call with Narmada AI Technologies, Wednesday, 6 January 2027 at 10:00 AM your time (10:00 AM IST)",
      undefined,
    ],
    // A no-show's visitor, asked by the team to book again (server/calls/call-actions.ts).
    ["rebook", "We missed you: book another strategy call with Narmada AI Technologies", undefined],
    // The same time with another consultant, after theirs stopped taking calls (server/calls/reassign.ts).
    [
      "reassigned",
      "Updated: your strategy call with Narmada AI Technologies, Wednesday, 6 January 2027 at 10:00 AM your time (10:00 AM IST)",
      "REQUEST",
    ],
  ] as const)("a %s e-mail to the visitor: subject %j, invite %s", (purpose, subject, method) => {
    const m = bookingEmail(mail({ purpose, hoursBefore: purpose === "reminder" ? 24 : undefined }), ctx, TOKEN);
    expect(m.subject).toBe(subject);
    expect((m as { icalEvent?: { method: string } }).icalEvent?.method).toBe(method);
    expect(m.to).toBe("neha@example.com");
    expect(m.replyTo).toBe("asha@narmadaai.in");
  });

  it.each([
    ["Neha Joshi", "Hello Neha Joshi,", true],
    // A typed "name" that carries a message or a link is not repeated to the typed address.
    ["Win a prize at evil.example", "Hello,", false],
    ["Neha\nClick https://evil.example", "Hello,", false],
  ])("greets %j as %j (name in the invite: %s)", (name, greeting, inInvite) => {
    const m = bookingEmail(
      mail({ visitor: { name, email: "neha@example.com", company: "Evil Co", phone: null } }),
      ctx,
      TOKEN,
    );
    expect(String(m.text).split("\n")[0]).toBe(greeting);
    // The company (visitor-typed) never reaches the visitor's copy.
    expect(String(m.text)).not.toContain("Evil Co");
    const ics = (m as { icalEvent: { content: string } }).icalEvent.content;
    expect(ics.includes(`CN="${name}"`)).toBe(inInvite);
  });

  it("puts the manage link in the visitor's live copies, not in a cancellation", () => {
    expect(String(bookingEmail(mail(), ctx, TOKEN).text)).toContain(
      `To reschedule or cancel: https://narmadaai.in/booking/manage/${TOKEN}`,
    );
    const cancelled = String(bookingEmail(mail({ purpose: "cancelled" }), ctx).text);
    expect(cancelled).not.toContain("/booking/manage/");
    expect(cancelled).toContain("To book another time: https://narmadaai.in/get-started");
  });

  it("gives the consultant everything the visitor typed, and the lead's admin link", () => {
    const m = bookingEmail(mail({ to: "consultant", zone: "Europe/London" }), ctx);
    expect(m.to).toEqual({ name: "Asha Verma", address: "asha@narmadaai.in" });
    expect(m.replyTo).toBe("neha@example.com");
    expect(m.subject).toBe("Strategy call booked: Neha Joshi, Wednesday, 6 January 2027 at 10:00 AM IST");
    expect(String(m.text)).toContain(
      "A strategy call was booked with you: Wednesday, 6 January 2027 at 10:00 AM IST (Wednesday, 6 January 2027 at 4:30 AM in Europe/London, the visitor's time).",
    );
    expect(String(m.text)).toContain("Company: Joshi Logistics");
    expect(String(m.text)).toContain(
      "Open the lead: https://narmadaai.in/admin/leads/0194a0b2-0000-7000-8000-000000000002",
    );
  });

  it.each([
    ["Asha Verma", "Asha"],
    ["  Ravi  ", "Ravi"],
    ["Madhu", "Madhu"],
  ])("calls %j by %j", (name, first) => {
    expect(firstName(name)).toBe(first);
  });
});
