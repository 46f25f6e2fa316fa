import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BOOKING_TEXTS } from "~/lib/booking";
import { parseSettings } from "~/lib/settings.server";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { type BookingRig, inviteOf, istJan, partOf, startBooking, tokenOf } from "./booking-helpers";
import { headerOf, type ReceivedMail, textOf } from "./outbox-peers";

// A booked call's e-mails, reminders, reschedule and cancel (issue #38), delivered to a real SMTP peer
// by the outbox worker on the app's test clock, the invites read back with ical.js. The visitor is in
// New York (EST in January, UTC-5); the call is Wednesday 6 January 2027, 10:00 AM IST (04:30 UTC),
// booked on Monday at 8:00 AM IST: its reminders are due Tuesday 10:00 AM IST and Wednesday 9:00 AM IST.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const CALL = istJan(6, 10);
const ONE_DAY_BEFORE = Date.parse(istJan(5, 10));
const ONE_HOUR_BEFORE = Date.parse(istJan(6, 9));

const subjects = (mails: ReceivedMail[]) => mails.map((m) => `${m.to.join(",")}: ${headerOf(m.raw, "Subject")}`).sort();

describe(`a booked call's e-mails and changes (${dbLabel})`, () => {
  let b: BookingRig;
  let bookingId: string;
  let token: string;
  beforeAll(async () => {
    b = await startBooking();
  });
  afterAll(async () => {
    await b.close();
  });
  beforeEach(async () => {
    await b.reset();
    b.setClock(Date.parse(istJan(4, 8)));
    await b.addConsultant("asha@narmadaai.in", "Asha Verma");
    const booked = await b.bookOk(CALL, { zone: "America/New_York" });
    token = tokenOf(booked.booking.manageUrl);
    bookingId = (await b.bookings())[0].id;
  });
  afterEach(() => {
    b.smtp.messages.length = 0;
  });

  it("sends the invite to the visitor and the consultant, read back with ical.js", async () => {
    await b.drain();
    expect(subjects(b.smtp.messages)).toEqual([
      "asha@narmadaai.in: Strategy call booked: Neha Joshi, Wednesday, 6 January 2027 at 10:00 AM IST",
      "neha@example.com: Your strategy call with Narmada AI Technologies: Tuesday, 5 January 2027 at 11:30 PM your time (10:00 AM IST on Wednesday, 6 January)",
      "sales@narmadaai.in: New Get Started lead: Neha Joshi (neha@example.com)",
    ]);
    const visitor = b.smtp.messages.find((m) => m.to[0] === "neha@example.com") as ReceivedMail;
    const consultant = b.smtp.messages.find((m) => m.to[0] === "asha@narmadaai.in") as ReceivedMail;
    for (const mail of [visitor, consultant]) {
      const invite = inviteOf(mail);
      expect(invite).toMatchObject({
        method: "REQUEST",
        uid: `booking-${bookingId}@narmadaai.in`,
        sequence: 0,
        start: "2027-01-06T04:30:00.000Z",
        end: "2027-01-06T05:00:00.000Z",
        status: "CONFIRMED",
        organizer: "mailto:asha@narmadaai.in",
        attendees: ["mailto:asha@narmadaai.in", "mailto:neha@example.com"],
      });
      expect(invite.location).toMatch(/^https:\/\/meet\.jit\.si\/narmada-ai-/);
      expect(invite.description).toContain("Agenda:\n- Reduce Costs\n- AI-Powered Apps");
      // Also attached as a file.
      expect(mail.raw).toMatch(/filename="?invite\.ics/);
    }
    const text = textOf(visitor.raw);
    expect(text).toContain("Hello Neha Joshi,");
    expect(text).toContain(
      "Your strategy call is booked: Tuesday, 5 January 2027 at 11:30 PM your time (10:00 AM IST on Wednesday, 6 January), with Asha.",
    );
    expect(textOf(consultant.raw)).toContain("Company: Joshi Logistics");
    // The e-mail's own manage link works, and is not the one the confirmation page showed.
    const mailed = tokenOf(text);
    expect(mailed).toHaveLength(43);
    expect(mailed).not.toBe(token);
    const view = await b.manage({ intent: "view", token: mailed });
    expect(view.status).toBe(200);
    expect(((await view.json()) as { booking: { time: { text: string } } }).booking.time.text).toBe(
      "Tuesday, 5 January 2027 at 11:30 PM your time (10:00 AM IST on Wednesday, 6 January)",
    );
    // Booking e-mails do not count against the visitor's daily allowance of acknowledgements.
    const caps = await b.s.db.selectFrom("rate_limits").select("key").where("key", "like", "mail-to:%").execute();
    expect(caps).toEqual([]);
  });

  it("moves the call: an updated invite (SEQUENCE 1) to both, the old reminders dropped, new ones due", async () => {
    await b.drain();
    b.smtp.messages.length = 0;
    const res = await b.manage({ intent: "reschedule", token, slot: istJan(7, 15), zone: "Europe/London" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; booking: { time: { text: string } } };
    expect(body.message).toBe(BOOKING_TEXTS.rescheduled);
    expect(body.booking.time.text).toBe("Thursday, 7 January 2027 at 9:30 AM your time (3:00 PM IST)");
    const [moved] = await b.bookings();
    expect(moved).toMatchObject({ starts_at: "2027-01-07T09:30:00.000Z", zone: "Europe/London", status: "booked" });
    expect(Number(moved.sequence)).toBe(1);
    const reminders = (await b.outbox()).filter((r) => r.booking?.purpose === "reminder");
    expect(reminders.map((r) => [r.status, r.not_before, r.depends_on]).sort()).toEqual([
      ["pending", "2027-01-06T09:30:00.000Z", `booking:${bookingId}:1`],
      ["pending", "2027-01-07T08:30:00.000Z", `booking:${bookingId}:1`],
      ["skipped", "2027-01-05T04:30:00.000Z", `booking:${bookingId}:0`],
      ["skipped", "2027-01-06T03:30:00.000Z", `booking:${bookingId}:0`],
    ]);
    await b.drain();
    expect(b.smtp.messages).toHaveLength(2);
    for (const mail of b.smtp.messages)
      expect(inviteOf(mail)).toMatchObject({
        method: "REQUEST",
        uid: `booking-${bookingId}@narmadaai.in`,
        sequence: 1,
        start: "2027-01-07T09:30:00.000Z",
        end: "2027-01-07T10:00:00.000Z",
      });
    // The old slot is free again, the new one taken.
    const list = (await (await fetch(`${b.s.base}/api/booking/slots`)).json()) as {
      days: { shown: { start: string }[]; more: { start: string }[] }[];
    };
    const offered = list.days.flatMap((d) => [...d.shown, ...d.more].map((s) => s.start));
    expect(offered).toContain("2027-01-06T04:30:00.000Z");
    expect(offered).not.toContain("2027-01-07T09:30:00.000Z");
    const lead = await b.s.db.selectFrom("leads").select("follow_up_on").executeTakeFirstOrThrow();
    expect(lead.follow_up_on).toBe("2027-01-07");
  });

  it("refuses to move the call onto a taken or closed time, with 409 and nothing changed", async () => {
    await b.bookOk(istJan(7, 11), { email: "ravi@example.com" });
    for (const [slot, message] of [
      [istJan(7, 11), BOOKING_TEXTS.taken],
      [istJan(9, 17), BOOKING_TEXTS.unavailable],
    ]) {
      const res = await b.manage({ intent: "reschedule", token, slot });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { message: string }; nearest: unknown[] };
      expect(body.error.message).toBe(message);
      expect(body.nearest).toHaveLength(3);
    }
    const bad = await b.manage({ intent: "reschedule", token, slot: "soon" });
    expect(bad.status).toBe(400);
    const mine = (await b.bookings()).find((x) => x.id === bookingId);
    expect(mine).toMatchObject({ starts_at: "2027-01-06T04:30:00.000Z" });
    expect(Number(mine?.sequence)).toBe(0);
  });

  it("cancels the call: METHOD:CANCEL (SEQUENCE 1) to both, reminders dropped, the slot free", async () => {
    await b.drain();
    b.smtp.messages.length = 0;
    const res = await b.manage({ intent: "cancel", token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(BOOKING_TEXTS.cancelled);
    await b.drain();
    expect(subjects(b.smtp.messages)).toEqual([
      "asha@narmadaai.in: Strategy call cancelled: Neha Joshi, Wednesday, 6 January 2027 at 10:00 AM IST",
      "neha@example.com: Cancelled: your strategy call with Narmada AI Technologies",
    ]);
    for (const mail of b.smtp.messages)
      expect(inviteOf(mail)).toMatchObject({
        method: "CANCEL",
        sequence: 1,
        status: "CANCELLED",
        start: "2027-01-06T04:30:00.000Z",
      });
    // The rest of the day and the reminders' times pass: nothing more is sent.
    b.setClock(ONE_HOUR_BEFORE + 60_000);
    await b.drain();
    expect(b.smtp.messages).toHaveLength(2);
    const again = await b.manage({ intent: "cancel", token });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(BOOKING_TEXTS.alreadyCancelled);
    const view = (await (await b.manage({ intent: "view", token })).json()) as {
      booking: { status: string; canChange: boolean };
    };
    expect(view.booking).toMatchObject({ status: "cancelled", canChange: false });
  });

  it("sends each reminder once, at its time on the injected clock", async () => {
    await b.drain();
    b.smtp.messages.length = 0;
    b.setClock(ONE_DAY_BEFORE - 60_000);
    await b.drain();
    expect(b.smtp.messages).toEqual([]);
    b.setClock(ONE_DAY_BEFORE);
    await b.drain();
    await b.drain();
    expect(subjects(b.smtp.messages)).toEqual([
      "neha@example.com: Reminder: your strategy call with Narmada AI Technologies, Tuesday, 5 January 2027 at 11:30 PM your time (10:00 AM IST on Wednesday, 6 January)",
    ]);
    expect(textOf(b.smtp.messages[0].raw)).toContain("starts in 24 hours");
    // A reminder carries no invite: the calendar already has the event.
    expect(partOf(b.smtp.messages[0].raw, "text/calendar")).toBeUndefined();
    b.setClock(ONE_HOUR_BEFORE);
    await b.drain();
    expect(b.smtp.messages).toHaveLength(2);
    expect(textOf(b.smtp.messages[1].raw)).toContain("starts in an hour");
    b.setClock(ONE_HOUR_BEFORE + 3_600_000);
    await b.drain();
    expect(b.smtp.messages).toHaveLength(2);
  });

  it("checks at send time: a reminder of a call cancelled behind the queue's back is skipped, never sent", async () => {
    await b.drain();
    b.smtp.messages.length = 0;
    // As if the cancel had committed after a worker claimed the row: the row is still pending.
    await b.s.db
      .updateTable("bookings")
      .set({ status: "cancelled", sequence: 1 })
      .where("id", "=", bookingId)
      .execute();
    b.setClock(ONE_DAY_BEFORE);
    await b.drain();
    expect(b.smtp.messages).toEqual([]);
    const [first] = (await b.outbox()).filter((r) => r.not_before === "2027-01-05T04:30:00.000Z");
    expect(first).toMatchObject({ status: "skipped", last_error: "not sent: the booking is cancelled", sent_at: null });
  });

  it("sends each reminder once with two delivery workers (replicas) polling at the same time", async () => {
    await b.drain();
    b.smtp.messages.length = 0;
    const settings = parseSettings({
      DATABASE_URL: "sqlite::memory:",
      SITE_URL: "https://narmadaai.in",
      SMTP_URL: b.smtp.url(),
    });
    const silent = { log: () => {}, warn: () => {}, error: () => {} };
    const second = outboxWorkerFrom({ db: b.s.db, kind: b.s.kind, close: async () => {} }, settings, {
      now: b.now,
      log: silent,
    });
    try {
      for (const at of [ONE_DAY_BEFORE, ONE_HOUR_BEFORE]) {
        b.setClock(at);
        const rounds = async (w: { runOnce: () => Promise<number> }) => {
          for (let i = 0; i < 5; i++) await w.runOnce();
        };
        await Promise.all([rounds(b.worker), rounds(second), rounds(b.worker), rounds(second)]);
      }
      expect(b.smtp.messages.map((m) => headerOf(m.raw, "Subject").slice(0, 9))).toEqual(["Reminder:", "Reminder:"]);
      const sent = (await b.outbox())
        .filter((r) => r.booking?.purpose === "reminder")
        .map((r) => [r.status, Number(r.attempts)]);
      expect(sent).toEqual([
        ["sent", 1],
        ["sent", 1],
      ]);
    } finally {
      await second.stop();
    }
  });

  it("after the minimum notice, says whom to contact instead of moving or cancelling", async () => {
    b.setClock(Date.parse(istJan(6, 8, 45)));
    for (const body of [
      { intent: "cancel", token },
      { intent: "reschedule", token, slot: istJan(8, 10) },
    ]) {
      const res = await b.manage(body);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        "Your call starts soon, so it can no longer be changed here. Please write to Asha Verma at sales@narmadaai.in.",
      );
    }
    expect((await b.bookings())[0].status).toBe("booked");
    // Once the call is over the link is as good as forged: 404.
    b.setClock(Date.parse(istJan(6, 10, 30)));
    expect((await b.manage({ intent: "view", token })).status).toBe(404);
  });

  it("refuses a manage request from another site (403) and a body that is not JSON (415)", async () => {
    const cross = await b.manage({ intent: "cancel", token }, { Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    const none = await b.manage({ intent: "cancel", token }, {});
    expect(none.status).toBe(403);
    const form = await fetch(`${b.s.base}/api/booking/manage`, {
      method: "POST",
      headers: { Origin: b.s.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: `intent=cancel&token=${token}`,
    });
    expect(form.status).toBe(415);
    // The manage page's own form post (its route action) is checked the same way before it runs.
    const page = await fetch(`${b.s.base}/booking/manage/${token}`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=cancel",
    });
    expect(page.status).toBe(403);
    expect((await b.bookings())[0].status).toBe("booked");
  });

  it('serves the invite for "Add to calendar" by its link, 404 for a forged one', async () => {
    const res = await fetch(`${b.s.base}/booking/manage/${token}/invite.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const invite = inviteOf({ from: "", to: [], raw: `Content-Type: text/calendar\r\n\r\n${await res.text()}` });
    expect(invite).toMatchObject({ method: "REQUEST", sequence: 0, start: "2027-01-06T04:30:00.000Z" });
    expect((await fetch(`${b.s.base}/booking/manage/${"B".repeat(43)}/invite.ics`)).status).toBe(404);
  });
});
