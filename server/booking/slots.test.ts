import { describe, expect, it } from "vitest";
import { type BusinessCalendar, DEFAULT_CALENDAR } from "../calendar/business-calendar";
import { busyFromIcs } from "../calendar/ics-busy";
import {
  type BookingSettings,
  type Consultant,
  DEFAULT_BOOKING_SETTINGS,
  freeSlots,
  isBookable,
  nearestSlots,
  pickConsultant,
  type Slot,
  type SlotInput,
} from "./slots";

/** "2026-03-09 09:00" in IST → instant (JavaScript's own parser, fixed +05:30). */
const ist = (text: string) => Date.parse(`${text.replace(" ", "T")}:00+05:30`);
/** Instant → "2026-03-09 09:00" in IST. */
const istText = (t: number) => new Date(t + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
const span = (from: string, to: string) => ({ start: ist(from), end: ist(to) });

const NOW = ist("2026-03-09 09:00"); // a Monday
const input = (over: Partial<SlotInput> = {}, settings: Partial<BookingSettings> = {}): SlotInput => ({
  consultants: [{ id: "a" }],
  calendar: DEFAULT_CALENDAR,
  now: NOW,
  ...over,
  settings: { ...DEFAULT_BOOKING_SETTINGS, ...settings },
});

const MONDAY = Array.from(
  { length: 18 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);
/** The IST times of Monday 9 March left free, with a one-day window. */
const monday = (consultant: Omit<Consultant, "id">, settings: Partial<BookingSettings> = {}) =>
  freeSlots(input({ consultants: [{ id: "a", ...consultant }] }, { windowDays: 1, ...settings })).map((s) =>
    istText(s.start).slice(11),
  );
const missing = (times: string[]) => MONDAY.filter((t) => !times.includes(t));

describe("freeSlots: hours, notice, window, holidays, days off", () => {
  it.each([
    [
      "office hours for 14 days: 2 × (5 weekdays × 18 + Saturday 12)",
      {},
      {},
      204,
      "2026-03-09 09:00",
      "2026-03-21 15:30",
    ],
    [
      "a 4-hour notice drops Monday 09:00-12:30",
      {},
      { noticeMinutes: 240 },
      196,
      "2026-03-09 13:00",
      "2026-03-21 15:30",
    ],
    [
      "now 09:10: slots stay on the half hours, from 09:30",
      { now: ist("2026-03-09 09:10") },
      {},
      203,
      "2026-03-09 09:30",
      "2026-03-21 15:30",
    ],
    ["one day", {}, { windowDays: 1 }, 18, "2026-03-09 09:00", "2026-03-09 17:30"],
    [
      "seven days: Mon-Fri, Saturday, Sunday closed",
      {},
      { windowDays: 7 },
      102,
      "2026-03-09 09:00",
      "2026-03-14 15:30",
    ],
    [
      "a day off (Wednesday 11 March)",
      { consultants: [{ id: "a", daysOff: ["2026-03-11"] }] },
      {},
      186,
      "2026-03-09 09:00",
      "2026-03-21 15:30",
    ],
    [
      "Republic Day (Monday 26 January) has no slots",
      { now: ist("2026-01-23 09:00") },
      {},
      186,
      "2026-01-23 09:00",
      "2026-02-05 17:30",
    ],
    [
      "60-minute calls: 9 a weekday, 6 on Saturday",
      {},
      { callMinutes: 60 },
      2 * (5 * 9 + 6),
      "2026-03-09 09:00",
      "2026-03-21 15:00",
    ],
  ])("%s", (_label, over, settings, count, first, last) => {
    const slots = freeSlots(input(over, settings));
    expect(slots).toHaveLength(count);
    expect(istText(slots[0].start)).toBe(first);
    expect(istText(slots[slots.length - 1].start)).toBe(last);
    expect(slots.some((s) => istText(s.start).startsWith("2026-01-26"))).toBe(false);
  });

  it("a company holiday added in the admin closes that day too", () => {
    const cal: BusinessCalendar = { ...DEFAULT_CALENDAR, holidays: [{ date: "2026-03-10", name: "Holi (observed)" }] };
    expect(freeSlots(input({ calendar: cal }))).toHaveLength(204 - 18);
  });
});

describe("freeSlots: busy times, buffers and the daily maximum (Monday 9 March, IST)", () => {
  it.each([
    ["a feed event 10:00-11:00", { busy: [span("2026-03-09 10:00", "2026-03-09 11:00")] }, {}, ["10:00", "10:30"]],
    [
      "the same with a 15-minute buffer: 09:30 and 11:00 are too close",
      { busy: [span("2026-03-09 10:00", "2026-03-09 11:00")] },
      { bufferMinutes: 15 },
      ["09:30", "10:00", "10:30", "11:00"],
    ],
    ["a short event 10:10-10:20", { busy: [span("2026-03-09 10:10", "2026-03-09 10:20")] }, {}, ["10:00"]],
    [
      "an event from the night before until 09:45",
      { busy: [span("2026-03-08 23:00", "2026-03-09 09:45")] },
      {},
      ["09:00", "09:30"],
    ],
    ["a booking 12:00-12:30", { bookings: [span("2026-03-09 12:00", "2026-03-09 12:30")] }, {}, ["12:00"]],
    [
      "a booking 12:00-12:30 with a 10-minute buffer",
      { bookings: [span("2026-03-09 12:00", "2026-03-09 12:30")] },
      { bufferMinutes: 10 },
      ["11:30", "12:00", "12:30"],
    ],
    [
      "a daily maximum of 2 with one booking: only its own slot goes",
      { bookings: [span("2026-03-09 12:00", "2026-03-09 12:30")] },
      { maxPerDay: 2 },
      ["12:00"],
    ],
    [
      "a daily maximum of 1 with one booking: the day is full",
      { bookings: [span("2026-03-09 12:00", "2026-03-09 12:30")] },
      { maxPerDay: 1 },
      MONDAY,
    ],
    [
      "the consultant's own maximum (none) overrides the company's",
      { bookings: [span("2026-03-09 12:00", "2026-03-09 12:30")], maxPerDay: null },
      { maxPerDay: 1 },
      ["12:00"],
    ],
    [
      "a lunch break (9:00-13:00 and 14:00-18:00)",
      {
        hours: {
          ...DEFAULT_CALENDAR.hours,
          mon: [
            { from: 540, to: 780 },
            { from: 840, to: 1080 },
          ],
        },
      },
      {},
      ["13:00", "13:30"],
    ],
  ])("%s", (_label, consultant, settings, gone) => {
    expect(missing(monday(consultant, settings))).toEqual(gone);
  });

  it("slots align to the start of each opening: 9:15-10:30 gives 09:15 and 09:45", () => {
    expect(monday({ hours: { ...DEFAULT_CALENDAR.hours, mon: [{ from: 555, to: 630 }] } })).toEqual(["09:15", "09:45"]);
  });

  it("a weekly event in the consultant's feed (RRULE, EXDATE) blocks every Monday but the excluded one", () => {
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:standup",
      "DTSTART;TZID=Asia/Kolkata:20260302T100000",
      "DTEND;TZID=Asia/Kolkata:20260302T110000",
      "RRULE:FREQ=WEEKLY;BYDAY=MO",
      "EXDATE;TZID=Asia/Kolkata:20260316T100000",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const feed = busyFromIcs(ics, { from: NOW, to: ist("2026-03-23 00:00") });
    if (!feed.ok) throw feed.error;
    const times = new Set(
      freeSlots(input({ consultants: [{ id: "a", busy: feed.value.busy }] })).map((s) => istText(s.start)),
    );
    expect([times.has("2026-03-09 10:00"), times.has("2026-03-09 10:30"), times.has("2026-03-09 11:00")]).toEqual([
      false,
      false,
      true,
    ]);
    expect([times.has("2026-03-16 10:00"), times.has("2026-03-16 10:30")]).toEqual([true, true]);
    expect(times.size).toBe(204 - 2);
  });

  it("two consultants: a slot lists everyone free for it", () => {
    const b: Consultant = {
      id: "b",
      hours: { ...DEFAULT_CALENDAR.hours, mon: [{ from: 14 * 60, to: 20 * 60 }], sat: [] },
      busy: [span("2026-03-09 14:00", "2026-03-09 15:00")],
    };
    const slots = freeSlots(input({ consultants: [{ id: "a" }, b] }, { windowDays: 1 }));
    const at = (time: string) => slots.find((s) => istText(s.start) === `2026-03-09 ${time}`)?.consultantIds;
    expect(slots).toHaveLength(22);
    expect([at("09:00"), at("14:00"), at("15:00"), at("17:30"), at("18:00"), at("19:30")]).toEqual([
      ["a"],
      ["a"],
      ["a", "b"],
      ["a", "b"],
      ["b"],
      ["b"],
    ]);
  });
});

describe("isBookable: the server's re-check", () => {
  const cal: BusinessCalendar = { ...DEFAULT_CALENDAR, holidays: [{ date: "2026-03-12", name: "Company day" }] };
  const a: Consultant = {
    id: "a",
    busy: [span("2026-03-09 10:00", "2026-03-09 11:00")],
    bookings: [span("2026-03-10 12:00", "2026-03-10 12:30"), span("2026-03-10 15:00", "2026-03-10 15:30")],
  };
  const base = (consultants: Consultant[] = [a]) =>
    input({ consultants, calendar: cal, now: ist("2026-03-09 09:10") }, { noticeMinutes: 60, maxPerDay: 2 });

  it.each([
    ["Mon 09:00, before now", "2026-03-09 09:00", "past"],
    ["Mon 10:00, inside the hour's notice", "2026-03-09 10:00", "inside_notice"],
    ["Mon 10:30, in a feed event", "2026-03-09 10:30", "taken"],
    ["Mon 11:15, between slots", "2026-03-09 11:15", "outside_hours"],
    ["Tue 08:30, before opening", "2026-03-10 08:30", "outside_hours"],
    ["Tue 16:00, on a day with 2 bookings already", "2026-03-10 16:00", "daily_max"],
    ["Thu 10:00, a company holiday", "2026-03-12 10:00", "holiday"],
    ["Sat 16:00, Saturday closes at 4", "2026-03-14 16:00", "outside_hours"],
    ["Sun 10:00", "2026-03-15 10:00", "outside_hours"],
    ["Mon 23 March 09:00, past the 14 days", "2026-03-23 09:00", "beyond_window"],
  ])("%s → %s", (_label, time, reason) => {
    expect(isBookable(ist(time), base())).toEqual({ ok: false, reason });
  });

  it.each([
    ["Mon 11:00, right after the feed event", "2026-03-09 11:00"],
    ["Sat 15:30, the last Saturday slot", "2026-03-14 15:30"],
    ["Fri 20 March 17:30, the last weekday slot in the window", "2026-03-20 17:30"],
  ])("%s → ok", (_label, time) => {
    expect(isBookable(ist(time), base())).toEqual({ ok: true, consultantIds: ["a"] });
  });

  it("names the consultants free, and says `taken` rather than `daily_max` when nobody is", () => {
    expect(isBookable(ist("2026-03-09 10:30"), base([a, { id: "b" }]))).toEqual({ ok: true, consultantIds: ["b"] });
    const full: Consultant = { id: "c", bookings: a.bookings };
    expect(
      isBookable(
        ist("2026-03-10 12:00"),
        base([full, { ...a, id: "d", bookings: [], busy: [span("2026-03-10 12:00", "2026-03-10 13:00")] }]),
      ),
    ).toEqual({
      ok: false,
      reason: "taken",
    });
    expect(isBookable(Number.NaN, base())).toEqual({ ok: false, reason: "outside_hours" });
  });

  it("agrees with freeSlots at every quarter hour of the window", () => {
    const consultants: Consultant[] = [
      a,
      { id: "b", hours: { ...DEFAULT_CALENDAR.hours, mon: [{ from: 555, to: 700 }] }, daysOff: ["2026-03-11"] },
    ];
    const inputs = { ...base(consultants), settings: { ...base().settings, bufferMinutes: 15 } };
    const offered = new Map(freeSlots(inputs).map((s) => [s.start, s.consultantIds]));
    let checked = 0;
    for (let t = ist("2026-03-09 08:00"); t < ist("2026-03-24 00:00"); t += 15 * 60_000) {
      const answer = isBookable(t, inputs);
      expect(answer.ok ? answer.consultantIds : null).toEqual(offered.get(t) ?? null);
      checked++;
    }
    expect(checked).toBe(15 * 96 - 4 * 8);
    expect(offered.size).toBeGreaterThan(150);
  });
});

describe("pickConsultant", () => {
  it.each([
    ["the lead's owner when free", ["a", "b", "c"], "b", { a: 1, b: 9, c: 5 }, "b"],
    ["else whoever was never assigned", ["a", "b", "c"], "d", { a: 100, b: 50 }, "c"],
    ["else the least recently assigned", ["a", "b", "c"], null, { a: 100, b: 50, c: 70 }, "b"],
    ["ties go to the order given", ["a", "b", "c"], undefined, {}, "a"],
    ["nobody free", [], "a", {}, null],
  ])("%s", (_label, free, owner, last, expected) => {
    expect(pickConsultant(free, owner, last)).toBe(expected);
  });
});

describe("nearestSlots", () => {
  it("the three nearest to 10:15 (09:30 and 11:00 tie at 45 minutes), earliest first", () => {
    const slots: Slot[] = ["09:00", "09:30", "10:00", "11:00", "14:00"].map((t) => ({
      start: ist(`2026-03-09 ${t}`),
      consultantIds: ["a"],
    }));
    expect(nearestSlots(slots, ist("2026-03-09 10:15")).map((s) => istText(s.start).slice(11))).toEqual([
      "09:30",
      "10:00",
      "11:00",
    ]);
  });
});
