import { describe, expect, it } from "vitest";
import { TIME_PREFERENCES } from "~/features/get-started/get-started-fields";
import { DEFAULT_CALENDAR } from "../calendar/business-calendar";
import { wallClock } from "../calendar/zones";
import { filterByPreference, groupByDay, nextMonday } from "./slot-display";
import { DEFAULT_BOOKING_SETTINGS, freeSlots } from "./slots";

const ist = (text: string) => Date.parse(`${text.replace(" ", "T")}:00+05:30`);
const istText = (t: number) => new Date(t + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
const slotsFrom = (now: number, windowDays = 14) =>
  freeSlots({
    consultants: [{ id: "a" }],
    settings: { ...DEFAULT_BOOKING_SETTINGS, windowDays },
    calendar: DEFAULT_CALENDAR,
    now,
  });

describe("a visitor's local time for an IST slot, in the weeks clocks change", () => {
  it.each([
    ["America/New_York", "2026-03-06 17:30", "2026-03-06", "07:00"],
    ["America/New_York", "2026-03-07 10:00", "2026-03-06", "23:30"],
    ["America/New_York", "2026-03-09 09:00", "2026-03-08", "23:30"],
    ["America/New_York", "2026-03-09 17:30", "2026-03-09", "08:00"],
    ["America/New_York", "2026-10-31 10:00", "2026-10-31", "00:30"],
    ["America/New_York", "2026-10-31 15:30", "2026-10-31", "06:00"],
    ["America/New_York", "2026-11-02 09:00", "2026-11-01", "22:30"],
    ["America/New_York", "2026-11-02 17:30", "2026-11-02", "07:00"],
    ["Europe/London", "2026-03-28 15:30", "2026-03-28", "10:00"],
    ["Europe/London", "2026-03-30 15:30", "2026-03-30", "11:00"],
    ["Europe/London", "2026-10-24 15:30", "2026-10-24", "11:00"],
    ["Europe/London", "2026-10-26 15:30", "2026-10-26", "10:00"],
    ["Australia/Sydney", "2026-04-04 15:30", "2026-04-04", "21:00"],
    ["Australia/Sydney", "2026-04-06 15:30", "2026-04-06", "20:00"],
    ["Australia/Sydney", "2026-04-06 17:30", "2026-04-06", "22:00"],
    ["Australia/Sydney", "2026-10-03 15:30", "2026-10-03", "20:00"],
    ["Australia/Sydney", "2026-10-05 15:30", "2026-10-05", "21:00"],
    ["Australia/Sydney", "2026-10-05 17:30", "2026-10-05", "23:00"],
  ])("%s: %s IST is offered on %s at %s", (zone, slotIst, localDate, localTime) => {
    const start = ist(slotIst);
    const slots = slotsFrom(start - 3 * 86_400_000, 7);
    const group = groupByDay(slots, zone, 100).find((g) => g.shown.some((s) => s.start === start));
    expect(group?.date).toBe(localDate);
    const w = wallClock(start, zone);
    expect(`${String(w.hour).padStart(2, "0")}:${String(w.minute).padStart(2, "0")}`).toBe(localTime);
  });
});

describe("groupByDay", () => {
  const monday = slotsFrom(ist("2026-03-09 09:00"), 1);

  it("shows 8 a day, the rest behind More times", () => {
    const [day] = groupByDay(monday, "Asia/Kolkata");
    expect(day.date).toBe("2026-03-09");
    expect([day.shown.length, day.more.length]).toEqual([8, 10]);
    expect([istText(day.shown[7].start), istText(day.more[0].start)]).toEqual(["2026-03-09 12:30", "2026-03-09 13:00"]);
  });

  it("splits an IST day where the visitor's day changes: New York gets Monday's 09:00 IST on Sunday", () => {
    expect(groupByDay(monday, "America/New_York").map((g) => [g.date, g.shown.length + g.more.length])).toEqual([
      ["2026-03-08", 1],
      ["2026-03-09", 17],
    ]);
  });

  it("no slots, no days", () => {
    expect(groupByDay([], "Asia/Kolkata")).toEqual([]);
  });
});

describe("filterByPreference", () => {
  it("uses the Get Started form's three options", () => {
    expect(TIME_PREFERENCES).toEqual(["ASAP", "This week", "Next week"]);
  });

  it.each([
    [
      "ASAP on Friday 17:00 IST: Friday's last two, Saturday, Monday",
      ist("2026-03-06 17:00"),
      ["2026-03-06", "2026-03-07", "2026-03-09"],
      32,
    ],
    [
      "ASAP on Friday evening before Republic Day: Saturday, then Tuesday and Wednesday",
      ist("2026-01-23 18:30"),
      ["2026-01-24", "2026-01-27", "2026-01-28"],
      48,
    ],
  ])("%s", (_label, now, days, count) => {
    const picked = filterByPreference(slotsFrom(now), "ASAP", "Asia/Kolkata", now, DEFAULT_CALENDAR);
    expect([...new Set(picked.map((s) => istText(s.start).slice(0, 10)))]).toEqual(days);
    expect(picked).toHaveLength(count);
  });

  it.each([
    [
      "New York, Saturday 7 March noon: this week holds only Monday 09:00 IST (Sunday 23:30 EDT)",
      "America/New_York",
      "2026-03-07T17:00:00Z",
      "This week",
      1,
      "2026-03-09 09:00",
      "2026-03-09 09:00",
    ],
    [
      "New York, the same Saturday: next week runs Monday 00:00 EDT to Monday 00:00 EDT",
      "America/New_York",
      "2026-03-07T17:00:00Z",
      "Next week",
      17 + 72 + 12 + 1,
      "2026-03-09 09:30",
      "2026-03-16 09:00",
    ],
    [
      "London, Saturday 28 March 10:00 GMT: this week is Saturday's last slot",
      "Europe/London",
      "2026-03-28T10:00:00Z",
      "This week",
      1,
      "2026-03-28 15:30",
      "2026-03-28 15:30",
    ],
    [
      "Sydney, Thursday 2 April: next week (after clocks go back) is Monday 6 to Saturday 11 April",
      "Australia/Sydney",
      "2026-04-02T01:00:00Z",
      "Next week",
      5 * 18 + 12,
      "2026-04-06 09:00",
      "2026-04-11 15:30",
    ],
    [
      "Indore, Wednesday 11 March 12:00: this week is the rest of Wednesday to Saturday",
      "Asia/Kolkata",
      "2026-03-11T06:30:00Z",
      "This week",
      12 + 18 + 18 + 12,
      "2026-03-11 12:00",
      "2026-03-14 15:30",
    ],
  ] as const)("%s", (_label, zone, nowIso, preference, count, first, last) => {
    const now = Date.parse(nowIso);
    const picked = filterByPreference(slotsFrom(now), preference, zone, now, DEFAULT_CALENDAR);
    expect(picked).toHaveLength(count);
    expect([istText(picked[0].start), istText(picked[picked.length - 1].start)]).toEqual([first, last]);
  });

  it.each([
    ["a Sunday", "2026-03-08T12:00:00Z", "2026-03-09"],
    ["a Monday", "2026-03-09T12:00:00Z", "2026-03-16"],
    ["a Saturday", "2026-03-14T12:00:00Z", "2026-03-16"],
  ])("next week after %s starts on Monday %s", (_label, nowIso, expected) => {
    expect(nextMonday(Date.parse(nowIso), "Europe/London")).toBe(expected);
  });
});
