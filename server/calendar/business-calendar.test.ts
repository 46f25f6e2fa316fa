import { describe, expect, it } from "vitest";
import { OFFICE_HOURS as CONTACT_OFFICE_HOURS } from "~/content/contact";
import {
  type BusinessCalendar,
  DEFAULT_CALENDAR,
  holidayOn,
  INDIA_NATIONAL_HOLIDAYS,
  isOpenAt,
  isWorkingDay,
  nextOpening,
  nextSendTime,
  nextWorkingMorning,
  OFFICE_HOURS,
  type Opening,
} from "./business-calendar";

const at = (iso: string) => Date.parse(iso);
const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString().replace(".000", ""));
const cal = DEFAULT_CALENDAR;
const withDiwali: BusinessCalendar = { ...cal, holidays: [...cal.holidays, { date: "2026-11-09", name: "Diwali" }] };

describe("the office hours", () => {
  // "9:00 AM - 6:00 PM" written back from minutes, to compare with the Contact page's text.
  const clock = (m: number) =>
    `${((Math.floor(m / 60) + 11) % 12) + 1}:${String(m % 60).padStart(2, "0")} ${m < 720 ? "AM" : "PM"}`;
  const text = (day: readonly Opening[]) =>
    day.length ? day.map((o) => `${clock(o.from)} - ${clock(o.to)}`).join(", ") : "Closed";

  it("are the Contact page's: Mon-Fri 9:00 AM-6:00 PM, Sat 10:00 AM-4:00 PM, Sun closed", () => {
    const [weekdays, saturday, sunday] = CONTACT_OFFICE_HOURS;
    for (const d of ["mon", "tue", "wed", "thu", "fri"] as const) expect(text(OFFICE_HOURS[d])).toBe(weekdays.hours);
    expect(text(OFFICE_HOURS.sat)).toBe(saturday.hours);
    expect(text(OFFICE_HOURS.sun)).toBe(sunday.hours);
    expect(OFFICE_HOURS.mon).toEqual([{ from: 540, to: 1080 }]);
  });

  it("are kept in IST, with India's three national holidays as the seed", () => {
    expect(cal.zone).toBe("Asia/Kolkata");
    expect(INDIA_NATIONAL_HOLIDAYS.map((h) => [h.date.slice(5), h.name])).toEqual([
      ["01-26", "Republic Day"],
      ["08-15", "Independence Day"],
      ["10-02", "Gandhi Jayanti"],
    ]);
  });
});

describe("isWorkingDay", () => {
  it.each([
    ["Monday 26 January 2026, Republic Day", "2026-01-26", false],
    ["Tuesday 26 January 2027: a fixed-date holiday comes back every year", "2027-01-26", false],
    ["Saturday 15 August 2026, Independence Day", "2026-08-15", false],
    ["Friday 2 October 2026, Gandhi Jayanti", "2026-10-02", false],
    ["Saturday 7 March 2026 (open 10-4)", "2026-03-07", true],
    ["Sunday 8 March 2026", "2026-03-08", false],
    ["Monday 9 March 2026", "2026-03-09", true],
    ["a one-off holiday on its date (Diwali 2026-11-09)", "2026-11-09", false],
    ["the same date a year later (Tuesday): one-off holidays do not repeat", "2027-11-09", true],
  ])("%s → %s", (_label, date, expected) => {
    expect(isWorkingDay(date, withDiwali)).toBe(expected);
  });

  it.each([
    ["00:30 IST on Republic Day (19:00 UTC the day before)", "2026-01-25T19:00:00Z", false],
    ["23:30 IST on Sunday 25 January", "2026-01-25T18:00:00Z", false],
    ["00:00 IST on Tuesday 27 January", "2026-01-26T18:30:00Z", true],
  ])("an instant is judged by its IST date: %s → %s", (_label, instant, expected) => {
    expect(isWorkingDay(at(instant), cal)).toBe(expected);
  });

  it("names the holiday", () => {
    expect(holidayOn("2028-10-02", cal)?.name).toBe("Gandhi Jayanti");
    expect(holidayOn("2028-10-03", cal)).toBeUndefined();
  });
});

describe("isOpenAt", () => {
  it.each([
    ["Mon 09:00 IST", "2026-03-09T03:30:00Z", true],
    ["Mon 08:59 IST", "2026-03-09T03:29:00Z", false],
    ["Mon 17:59 IST", "2026-03-09T12:29:00Z", true],
    ["Mon 18:00 IST (closing time is closed)", "2026-03-09T12:30:00Z", false],
    ["Sat 10:00 IST", "2026-03-07T04:30:00Z", true],
    ["Sat 15:59 IST", "2026-03-07T10:29:00Z", true],
    ["Sat 16:00 IST", "2026-03-07T10:30:00Z", false],
    ["Sun 12:00 IST", "2026-03-08T06:30:00Z", false],
    ["Republic Day (a Monday) 12:00 IST", "2026-01-26T06:30:00Z", false],
  ])("%s → %s", (_label, instant, expected) => {
    expect(isOpenAt(at(instant), cal)).toBe(expected);
  });
});

describe("nextOpening", () => {
  it.each([
    ["while open: now", "2026-03-09T04:30:00Z", "2026-03-09T04:30:00Z"],
    ["Mon 06:00 IST → Mon 09:00 IST", "2026-03-09T00:30:00Z", "2026-03-09T03:30:00Z"],
    ["Fri 18:00 IST → Sat 10:00 IST", "2026-03-06T12:30:00Z", "2026-03-07T04:30:00Z"],
    ["Sat 17:00 IST → Mon 09:00 IST", "2026-03-07T11:30:00Z", "2026-03-09T03:30:00Z"],
    ["Sun before Republic Day → Tue 27 Jan 09:00 IST", "2026-01-25T06:30:00Z", "2026-01-27T03:30:00Z"],
    [
      "Fri 14 Aug 19:00 IST → past Independence Day (Sat) and Sunday → Mon 17 Aug",
      "2026-08-14T13:30:00Z",
      "2026-08-17T03:30:00Z",
    ],
  ])("%s", (_label, instant, expected) => {
    expect(iso(nextOpening(at(instant), cal))).toBe(expected);
  });

  it("is null for a calendar that never opens", () => {
    const closed: BusinessCalendar = {
      ...cal,
      hours: { ...OFFICE_HOURS, mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] },
    };
    expect(nextOpening(at("2026-03-09T04:30:00Z"), closed)).toBeNull();
  });
});

describe("nextWorkingMorning", () => {
  it.each([
    ["Mon 08:00 IST → the same morning, 09:00", "2026-03-09T02:30:00Z", "2026-03-09T03:30:00Z"],
    ["Mon 09:00 IST → Tue 09:00", "2026-03-09T03:30:00Z", "2026-03-10T03:30:00Z"],
    ["Fri 15:00 IST → Sat 10:00", "2026-03-06T09:30:00Z", "2026-03-07T04:30:00Z"],
    ["Sat 12:00 IST → Mon 09:00", "2026-03-07T06:30:00Z", "2026-03-09T03:30:00Z"],
    [
      "Thu 1 Oct 20:00 IST → past Gandhi Jayanti (Fri) → Sat 3 Oct 10:00",
      "2026-10-01T14:30:00Z",
      "2026-10-03T04:30:00Z",
    ],
    ["Sun 25 Jan → past Republic Day → Tue 27 Jan 09:00", "2026-01-25T06:30:00Z", "2026-01-27T03:30:00Z"],
  ])("%s", (_label, instant, expected) => {
    expect(iso(nextWorkingMorning(at(instant), cal))).toBe(expected);
  });
});

describe("nextSendTime (9:00-18:00 in the lead's zone, on the company's working days)", () => {
  it.each([
    ["New York, Mon 10:00 EDT: now", "America/New_York", "2026-03-09T14:00:00Z", "2026-03-09T14:00:00Z"],
    ["New York, Fri 20:00 EST → Sat 09:00 EST", "America/New_York", "2026-03-07T01:00:00Z", "2026-03-07T14:00:00Z"],
    [
      "New York, Sat 20:00 EST → clocks change on Sunday → Mon 09:00 EDT (13:00 UTC)",
      "America/New_York",
      "2026-03-08T01:00:00Z",
      "2026-03-09T13:00:00Z",
    ],
    [
      "New York, Sat 31 Oct 19:00 EDT → clocks go back on Sunday → Mon 09:00 EST (14:00 UTC)",
      "America/New_York",
      "2026-10-31T23:00:00Z",
      "2026-11-02T14:00:00Z",
    ],
    [
      "New York, Sun 25 Jan 22:00 EST → their Monday is 26 January, a holiday → Tue 09:00 EST",
      "America/New_York",
      "2026-01-26T03:00:00Z",
      "2026-01-27T14:00:00Z",
    ],
    [
      "London, Sat 28 Mar 18:00 GMT → Mon 09:00 BST (08:00 UTC)",
      "Europe/London",
      "2026-03-28T18:00:00Z",
      "2026-03-30T08:00:00Z",
    ],
    ["London, Sat 24 Oct 17:59 BST: now", "Europe/London", "2026-10-24T16:59:00Z", "2026-10-24T16:59:00Z"],
    [
      "London, Sat 24 Oct 18:00 BST → Mon 09:00 GMT (09:00 UTC)",
      "Europe/London",
      "2026-10-24T17:00:00Z",
      "2026-10-26T09:00:00Z",
    ],
    [
      "Sydney, Sat 4 Apr 18:30 AEDT → clocks go back on Sunday → Mon 09:00 AEST (23:00 UTC Sunday)",
      "Australia/Sydney",
      "2026-04-04T07:30:00Z",
      "2026-04-05T23:00:00Z",
    ],
    [
      "Sydney, Sat 3 Oct 18:30 AEST → clocks go forward on Sunday → Mon 09:00 AEDT (22:00 UTC Sunday)",
      "Australia/Sydney",
      "2026-10-03T08:30:00Z",
      "2026-10-04T22:00:00Z",
    ],
    [
      "Indore, Fri 14 Aug 18:00 IST → Mon 17 Aug 09:00 IST",
      "Asia/Kolkata",
      "2026-08-14T12:30:00Z",
      "2026-08-17T03:30:00Z",
    ],
    ["an unknown zone is taken as IST", "Mars/Olympus", "2026-08-14T12:30:00Z", "2026-08-17T03:30:00Z"],
  ])("%s", (_label, zone, instant, expected) => {
    expect(iso(nextSendTime(at(instant), zone, cal))).toBe(expected);
  });

  it("takes another window: New York Mon 12:00 EDT with 10-12 → Tue 10:00 EDT", () => {
    expect(iso(nextSendTime(at("2026-03-09T16:00:00Z"), "America/New_York", cal, { from: 10, to: 12 }))).toBe(
      "2026-03-10T14:00:00Z",
    );
  });

  it.each([[{ from: 18, to: 9 }], [{ from: 9, to: 25 }], [{ from: -1, to: 9 }], [{ from: 9.5, to: 18 }]])(
    "refuses a window that is not whole hours within a day: %o",
    (window) => {
      expect(() => nextSendTime(at("2026-03-09T16:00:00Z"), "Asia/Kolkata", cal, window)).toThrow(RangeError);
    },
  );
});
