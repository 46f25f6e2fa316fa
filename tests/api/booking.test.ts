import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BOOKING_TEXTS, REFUSAL_TEXTS } from "~/lib/booking";
import { type BookingRig, istJan, MONDAY_8AM_IST, startBooking, tokenOf } from "./booking-helpers";
import { getStartedForm } from "./lead-fixtures";

// Booking a strategy call through POST /api/leads (issue #38) on a test clock: Monday 4 January 2027,
// 8:00 AM IST, two hours' notice, so the first slot is 10:00 AM IST (04:30 UTC). One consultant: the
// first admin of a fresh install, in the office hours (Mon-Fri 9-6, Sat 10-4 IST).

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

async function errorOf(res: Response) {
  return (await res.json()) as {
    error: { message: string; fields?: Record<string, string> };
    refusal?: string;
    nearest?: { start: string; time: string; istTime: string }[];
  };
}

describe(`booking a strategy call (${dbLabel})`, () => {
  let b: BookingRig;
  let consultant: string;
  beforeAll(async () => {
    b = await startBooking();
  });
  afterAll(async () => {
    await b.close();
  });
  beforeEach(async () => {
    await b.reset();
    await b.s.db.deleteFrom("holidays").where("date", "=", "2027-01-05").execute();
    consultant = await b.addConsultant("asha@narmadaai.in", "Asha Verma");
  });

  it("offers the first admin's office hours from the end of the notice, in the visitor's zone", async () => {
    const res = await fetch(`${b.s.base}/api/booking/slots?zone=Asia/Kolkata`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=5");
    const list = (await res.json()) as {
      days: { date: string; label: string; shown: { start: string; time: string }[]; more: unknown[] }[];
    };
    const [monday, tuesday] = list.days;
    expect(monday.date).toBe("2027-01-04");
    expect(monday.label).toBe("Monday, 4 January");
    // 10:00 AM to 5:30 PM: 16 half hours, 8 shown and 8 behind "More times".
    expect(monday.shown.map((s) => s.time)).toEqual([
      "10:00 AM",
      "10:30 AM",
      "11:00 AM",
      "11:30 AM",
      "12:00 PM",
      "12:30 PM",
      "1:00 PM",
      "1:30 PM",
    ]);
    expect(monday.more).toHaveLength(8);
    expect(monday.shown[0].start).toBe("2027-01-04T04:30:00.000Z");
    expect(tuesday.shown[0].time).toBe("9:00 AM");
    // New York (EST, UTC-5): 10:00 AM IST on Monday is 11:30 PM on Sunday there.
    const ny = (await (await fetch(`${b.s.base}/api/booking/slots?zone=America/New_York`)).json()) as typeof list;
    expect(ny.days[0]).toMatchObject({ date: "2027-01-03", label: "Sunday, 3 January" });
    expect(ny.days[0].shown[0]).toEqual({ start: "2027-01-04T04:30:00.000Z", time: "11:30 PM", istTime: "10:00 AM" });
  });

  it("answers 400 to an unknown zone or preference in the slot list", async () => {
    for (const q of ["zone=Mars/Olympus", "zone=%2B05:30", "preference=Someday", "zone=UTC&zone=Asia/Kolkata"]) {
      const res = await fetch(`${b.s.base}/api/booking/slots?${q}`);
      expect(res.status, q).toBe(400);
    }
  });

  it("stores the lead and its booking together and answers 201 with the confirmation", async () => {
    const res = await b.book(istJan(4, 11), { zone: "Europe/London" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      id: string;
      booking: Record<string, unknown> & { time: Record<string, string> };
    };
    // London is on GMT in January: 11:00 AM IST is 5:30 AM there.
    expect(body.booking.time.text).toBe("Monday, 4 January 2027 at 5:30 AM your time (11:00 AM IST)");
    expect(body.booking).toMatchObject({
      status: "booked",
      consultant: "Asha",
      email: "neha@example.com",
      canChange: true,
      tooLate: null,
    });
    expect(tokenOf(String(body.booking.manageUrl))).toHaveLength(43);
    expect(String(body.booking.meetingUrl)).toMatch(/^https:\/\/meet\.jit\.si\/narmada-ai-[0-9a-f-]{36}$/);

    const lead = await b.s.db.selectFrom("leads").selectAll().where("id", "=", body.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ type: "get_started", owner_id: consultant, follow_up_on: "2027-01-04" });
    // The payload is the form as it always was: the slot lives in the booking.
    expect(JSON.parse(lead.payload)).toEqual({ ...getStartedForm, sequenceConsent: false });
    const [booking] = await b.bookings();
    expect(booking).toMatchObject({
      lead_id: body.id,
      consultant_id: consultant,
      starts_at: "2027-01-04T05:30:00.000Z",
      ends_at: "2027-01-04T06:00:00.000Z",
      zone: "Europe/London",
      status: "booked",
    });
    expect(Number(booking.sequence)).toBe(0);
    // Only the link's hash is stored.
    const tokens = await b.s.db.selectFrom("booking_tokens").selectAll().execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await b.s.db.selectFrom("outbox").select("payload").execute())).not.toContain(
      tokenOf(String(body.booking.manageUrl)),
    );

    // The team hears of the lead; the visitor's acknowledgement is the booking's confirmation. The 24 h
    // reminder's time (Sunday 11:00) has passed: only the 1 h one is scheduled, for 10:00 AM IST.
    const kinds = await b.s.db.selectFrom("outbox").select("kind").orderBy("kind").execute();
    expect(kinds.map((k) => k.kind)).toEqual(["booking_email", "booking_email", "booking_email", "team_email"]);
    const rows = await b.outbox();
    expect(rows.map((r) => [r.booking?.purpose, r.booking?.to, r.not_before]).sort()).toEqual([
      ["confirmed", "consultant", null],
      ["confirmed", "visitor", null],
      ["reminder", "visitor", "2027-01-04T04:30:00.000Z"],
    ]);
    for (const r of rows) expect(r.depends_on).toBe(`booking:${booking.id}:0`);

    // The slot is gone from the picker.
    const list = (await (await fetch(`${b.s.base}/api/booking/slots`)).json()) as {
      days: { shown: { start: string }[] }[];
    };
    expect(list.days[0].shown.slice(0, 3).map((s) => s.start)).toEqual([
      "2027-01-04T04:30:00.000Z",
      "2027-01-04T05:00:00.000Z",
      "2027-01-04T06:00:00.000Z",
    ]);
  });

  it("lets the first slot after the notice be booked, but no longer changed online", async () => {
    const body = await b.bookOk(istJan(4, 10));
    expect(body.booking).toMatchObject({
      canChange: false,
      tooLate:
        "Your call starts soon, so it can no longer be changed here. Please write to Asha Verma at sales@narmadaai.in.",
    });
  });

  it("writes the right local time in the week New York's clocks change", async () => {
    // Friday 12 March 2027, 8:00 AM IST; New York moves to EDT (UTC-4) on Sunday 14 March.
    b.setClock(Date.parse("2027-03-12T02:30:00.000Z"));
    try {
      const before = await b.bookOk("2027-03-12T08:30:00.000Z", { zone: "America/New_York" });
      const after = await b.bookOk("2027-03-15T04:30:00.000Z", { zone: "America/New_York", email: "x@example.com" });
      const text = (r: typeof before) => (r.booking.time as { text: string }).text;
      expect(text(before)).toBe("Friday, 12 March 2027 at 3:30 AM your time (2:00 PM IST)");
      expect(text(after)).toBe("Monday, 15 March 2027 at 12:30 AM your time (10:00 AM IST)");
    } finally {
      b.setClock(MONDAY_8AM_IST);
    }
  });

  it("takes the spec's request path, unchanged, when no slot is chosen", async () => {
    const res = await b.book(undefined, { slot: "", zone: "" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const lead = await b.s.db.selectFrom("leads").select("payload").where("id", "=", id).executeTakeFirstOrThrow();
    expect(JSON.parse(lead.payload)).toEqual({ ...getStartedForm, sequenceConsent: false });
    expect(await b.bookings()).toEqual([]);
    const kinds = (await b.s.db.selectFrom("outbox").select("kind").orderBy("kind").execute()).map((r) => r.kind);
    expect(kinds).toEqual(["team_email", "visitor_email"]);
  });

  it.each([
    ["past", istJan(1, 10), "past"],
    ["inside the notice", istJan(4, 9, 30), "inside_notice"],
    ["beyond the window", istJan(18, 10), "beyond_window"],
    ["after office hours", istJan(4, 18), "outside_hours"],
    ["off the half-hour grid", istJan(4, 10, 15), "outside_hours"],
    ["on a Sunday", istJan(10, 10), "outside_hours"],
  ])("refuses a slot %s with 409, the nearest free slots, and nothing stored", async (_what, slot, refusal) => {
    const res = await b.book(slot);
    expect(res.status).toBe(409);
    const body = await errorOf(res);
    expect(body.refusal).toBe(refusal);
    expect(body.error.message).toBe(REFUSAL_TEXTS[refusal as keyof typeof REFUSAL_TEXTS]);
    expect(body.nearest?.length).toBe(3);
    expect(await b.s.leadCount()).toBe(0);
    expect(await b.s.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });

  it("refuses a slot on a company holiday", async () => {
    await b.s.db.insertInto("holidays").values({ date: "2027-01-05", name: "Office closed", every_year: 0 }).execute();
    const res = await b.book(istJan(5, 10));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).refusal).toBe("holiday");
    expect(await b.s.leadCount()).toBe(0);
  });

  it("refuses a taken slot with the spec's text and offers the neighbouring times", async () => {
    await b.bookOk(istJan(5, 11));
    const res = await b.book(istJan(5, 11), { email: "ravi@example.com" });
    expect(res.status).toBe(409);
    const body = await errorOf(res);
    expect(body.error.message).toBe("That time was just booked by someone else. Please choose another.");
    expect(body.error.fields).toEqual({ slot: BOOKING_TEXTS.taken });
    expect(body.nearest?.map((s) => s.istTime)).toEqual(["10:00 AM", "10:30 AM", "11:30 AM"]);
    expect(await b.s.leadCount()).toBe(1);
  });

  it("refuses a day past the daily maximum of calls", async () => {
    for (let i = 0; i < 6; i++) await b.bookOk(istJan(6, 9 + i), { email: `visitor${i}@example.com` });
    const res = await b.book(istJan(6, 16), { email: "seventh@example.com" });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).refusal).toBe("daily_max");
    // The day no longer appears in the picker.
    const list = (await (await fetch(`${b.s.base}/api/booking/slots`)).json()) as { days: { date: string }[] };
    expect(list.days.map((d) => d.date)).not.toContain("2027-01-06");
  });

  it.each([
    [{ slot: "2027-01-04T10:00:00+05:30" }, "slot", BOOKING_TEXTS.badSlot],
    [{ slot: "next tuesday" }, "slot", BOOKING_TEXTS.badSlot],
    [{ slot: "2027-01-04T04:30:00.000Z", zone: "Mars/Olympus" }, "zone", BOOKING_TEXTS.badZone],
    [{ slot: "2027-01-04T04:30:00.000Z", zone: ["Asia/Kolkata"] }, "zone", BOOKING_TEXTS.badZone],
  ])("answers 400 to %j and stores nothing", async (over, field, message) => {
    const res = await b.book(undefined, over);
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.error.fields?.[field]).toBe(message);
    expect(await b.s.leadCount()).toBe(0);
  });

  it("answers a second submit of the same form with 409 and stores nothing twice", async () => {
    const [first, second] = await Promise.all([b.book(istJan(7, 10)), b.book(istJan(7, 10))]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    // Whichever came second: the other's booking stands, whether it saw it as taken or as its own.
    expect([BOOKING_TEXTS.alreadyBooked, BOOKING_TEXTS.taken]).toContain((await errorOf(refused)).error.message);
    expect(await b.s.leadCount()).toBe(1);
    expect(await b.bookings()).toHaveLength(1);
    const again = await b.book(istJan(7, 10));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.message).toBe(BOOKING_TEXTS.alreadyBooked);
  });

  it("answers 429 to a third upcoming call for one mailbox, however the address is written", async () => {
    await b.bookOk(istJan(7, 10));
    await b.bookOk(istJan(8, 10), { email: "Neha+work@Example.com" });
    const res = await b.book(istJan(11, 10), { email: "neha+third@example.com" });
    expect(res.status).toBe(429);
    expect((await errorOf(res)).error.message).toBe(
      "You already have two calls booked with us. Please reschedule or cancel one of them first.",
    );
    expect(await b.s.leadCount()).toBe(2);
    // Once one is cancelled, a new one may be booked.
    const [first] = await b.bookings();
    await b.s.db.updateTable("bookings").set({ status: "cancelled" }).where("id", "=", first.id).execute();
    expect((await b.book(istJan(11, 10), { email: "neha+third@example.com" })).status).toBe(201);
  });

  it("finds the forged and the malformed manage link alike: 404", async () => {
    await b.bookOk(istJan(7, 10));
    for (const token of ["A".repeat(43), "short", `${"A".repeat(42)}=`])
      for (const intent of ["view", "cancel"]) {
        const res = await b.manage({ intent, token });
        expect(res.status, `${intent} ${token}`).toBe(404);
        expect((await errorOf(res)).error.message).toBe(BOOKING_TEXTS.notFound);
      }
    expect((await b.bookings())[0].status).toBe("booked");
  });
});

describe(`who takes the call (${dbLabel})`, () => {
  let b: BookingRig;
  let asha: string;
  let ravi: string;
  beforeAll(async () => {
    b = await startBooking();
  });
  afterAll(async () => {
    await b.close();
  });
  beforeEach(async () => {
    await b.reset();
    b.setClock(MONDAY_8AM_IST);
    asha = await b.addConsultant("asha@narmadaai.in", "Asha Verma");
    ravi = await b.addConsultant("ravi@narmadaai.in", "Ravi Kumar", "editor");
  });
  const mark = (userId: string, takesCalls: number, over: Record<string, string> = {}) =>
    b.s.db
      .insertInto("consultants")
      .values({
        user_id: userId,
        takes_calls: takesCalls,
        weekly_hours: null,
        days_off: "[]",
        updated_at: new Date().toISOString(),
        ...over,
      })
      .execute();
  const consultantOf = async (leadId: string) =>
    (
      await b.s.db
        .selectFrom("bookings")
        .select("consultant_id")
        .where("lead_id", "=", leadId)
        .executeTakeFirstOrThrow()
    ).consultant_id;

  it("on a fresh install every active admin takes calls, nobody else", async () => {
    const { id } = await b.bookOk(istJan(5, 10));
    expect(await consultantOf(id)).toBe(asha);
    // The admin is busy at 10:00; the editor does not take calls: the slot is gone.
    expect((await b.book(istJan(5, 10), { email: "second@example.com" })).status).toBe(409);
  });

  it("once anyone is marked, only those marked take calls, in their own hours and days off", async () => {
    await mark(ravi, 1, {
      weekly_hours: JSON.stringify({
        sun: [],
        mon: [],
        tue: [{ from: 840, to: 900 }],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
      }),
      days_off: "[]",
    });
    await mark(asha, 0);
    const list = (await (await fetch(`${b.s.base}/api/booking/slots`)).json()) as {
      days: { date: string; shown: { istTime: string }[] }[];
    };
    // Ravi takes calls on Tuesdays, 2:00 to 3:00 PM IST only.
    expect(list.days.map((d) => [d.date, d.shown.map((s) => s.istTime)])).toEqual([
      ["2027-01-05", ["2:00 PM", "2:30 PM"]],
      ["2027-01-12", ["2:00 PM", "2:30 PM"]],
    ]);
    const { id } = await b.bookOk(istJan(5, 14));
    expect(await consultantOf(id)).toBe(ravi);
    expect((await b.book(istJan(5, 10), { email: "x@example.com" })).status).toBe(409);
  });

  it("goes round-robin among the free consultants, and to the lead's owner when free", async () => {
    await mark(asha, 1);
    await mark(ravi, 1);
    // A minute between bookings, so each assignment is later than the one before.
    const next = async (slot: string, email: string) => {
      b.advance(1);
      return consultantOf((await b.bookOk(slot, { email })).id);
    };
    expect([
      await next(istJan(5, 10), "a@example.com"),
      await next(istJan(5, 11), "b@example.com"),
      await next(istJan(5, 12), "c@example.com"),
    ]).toEqual([asha, ravi, asha]);
    // Ravi's turn now (his last call was assigned before Asha's), but a@ comes back: Asha, who owns
    // their lead, takes it.
    const again = await next(istJan(6, 10), "a@example.com");
    expect(again).toBe(asha);
    // Both consultants take one slot each at the same time: the slot stays offered until both are booked.
    await b.bookOk(istJan(7, 10), { email: "d@example.com" });
    await b.bookOk(istJan(7, 10), { email: "e@example.com" });
    expect((await b.book(istJan(7, 10), { email: "f@example.com" })).status).toBe(409);
  });
});

describe(`booking attempts per client (${dbLabel})`, () => {
  let b: BookingRig;
  beforeAll(async () => {
    b = await startBooking({ BOOKING_RATE_LIMIT_MAX: "3" });
    await b.addConsultant("asha@narmadaai.in", "Asha Verma");
  });
  afterAll(async () => {
    await b.close();
  });

  it("answers the 4th booking attempt in the window with 429 and its text, whatever the address", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await b.book(istJan(1, 10), { email: `v${i}@example.com` })).status);
    expect(answers).toEqual([409, 409, 409, 429]);
    const res = await b.book(istJan(5, 10), { email: "fresh@example.com" });
    expect(res.status).toBe(429);
    expect((await errorOf(res)).error.message).toBe(
      "Too many booking attempts. Please wait a few minutes and try again.",
    );
    // Forms without a slot are not booking attempts.
    expect((await b.book(undefined)).status).toBe(201);
    // The window passes (600 s on the app's clock).
    b.advance(11);
    expect((await b.book(istJan(5, 10), { email: "fresh@example.com" })).status).toBe(201);
  });
});
