import { describe, expect, it } from "vitest";
import { type BusinessCalendar, DEFAULT_CALENDAR } from "../calendar/business-calendar";
import { nextStepLabel, stepSendTime } from "./send-time";

// December 2026: Mon 7, Wed 9, Fri 11, Sat 12, Sun 13, Mon 14; Fri 25 a holiday here. The office
// calendar is closed on Sundays and open on Saturdays, so a step falls on a Saturday but never a
// Sunday. Offsets in December: IST +5:30, New York -5, London 0, Paris +1, Dubai +4, Singapore +8,
// Sydney +11 (summer time).
const cal: BusinessCalendar = {
  ...DEFAULT_CALENDAR,
  holidays: [...DEFAULT_CALENDAR.holidays, { date: "2026-12-25", name: "Christmas" }],
};

describe("stepSendTime: the delay, then the next working day's 9:00-18:00 in the lead's zone", () => {
  it.each([
    ["IST, inside the window", "2026-12-07T05:00:00Z", 2, "Asia/Kolkata", "2026-12-09T05:00:00Z"], // Wed 10:30 IST
    ["IST, evening: next morning", "2026-12-07T13:00:00Z", 2, "Asia/Kolkata", "2026-12-10T03:30:00Z"], // Wed 18:30 → Thu 9:00
    ["IST, early: 9:00 the same day", "2026-12-07T01:00:00Z", 2, "Asia/Kolkata", "2026-12-09T03:30:00Z"], // 6:30 → 9:00
    ["IST, 18:00 itself is closed", "2026-12-07T12:30:00Z", 2, "Asia/Kolkata", "2026-12-10T03:30:00Z"],
    ["IST, a Sunday: Monday 9:00", "2026-12-11T05:00:00Z", 2, "Asia/Kolkata", "2026-12-14T03:30:00Z"],
    ["IST, a Saturday is a working day", "2026-12-10T05:00:00Z", 2, "Asia/Kolkata", "2026-12-12T05:00:00Z"],
    ["IST, a holiday: the next day", "2026-12-23T05:00:00Z", 2, "Asia/Kolkata", "2026-12-26T03:30:00Z"], // Fri 25 → Sat 26 9:00
    ["New York, afternoon", "2026-12-07T20:00:00Z", 2, "America/New_York", "2026-12-09T20:00:00Z"], // Wed 15:00 EST
    ["New York, evening: next morning", "2026-12-07T23:30:00Z", 2, "America/New_York", "2026-12-10T14:00:00Z"], // 18:30 → Thu 9:00
    ["London, before nine", "2026-12-07T07:00:00Z", 2, "Europe/London", "2026-12-09T09:00:00Z"],
    ["Dubai, Sunday evening: Monday", "2026-12-11T16:00:00Z", 2, "Asia/Dubai", "2026-12-14T05:00:00Z"], // Sun 20:00 → Mon 9:00
    ["Singapore, Sunday: Monday", "2026-12-07T02:00:00Z", 6, "Asia/Singapore", "2026-12-14T01:00:00Z"], // Sun 10:00 → Mon 9:00
    [
      "Sydney, its Monday 9:00 is the UTC Sunday",
      "2026-12-08T22:00:00Z",
      12,
      "Australia/Sydney",
      "2026-12-20T22:00:00Z",
    ],
    ["Sydney, its own Christmas Day", "2026-12-22T23:00:00Z", 2, "Australia/Sydney", "2026-12-25T22:00:00Z"], // Fri 25 10:00 → Sat 26 9:00
    ["an unknown zone is IST", "2026-12-07T05:00:00Z", 0, "Mars/Olympus", "2026-12-07T05:00:00Z"],
  ])("%s", (_, start, days, zone, expected) => {
    expect(new Date(stepSendTime(Date.parse(start), days, zone, cal)).toISOString()).toBe(
      new Date(expected).toISOString(),
    );
  });
});

describe("nextStepLabel: the lead page's line", () => {
  it.each([
    [2, "2026-12-09T09:00:00Z", "Europe/Paris", "Step 2 on Wed 9 Dec, 10:00 their time, 14:30 IST"],
    [1, "2026-12-09T20:00:00Z", "America/New_York", "Step 1 on Wed 9 Dec, 15:00 their time, Thu 10 Dec, 01:30 IST"],
    // 22:00 UTC on the 20th is 09:00 on the 21st in Sydney and 03:30 on the 21st in IST: the same day.
    [3, "2026-12-20T22:00:00Z", "Australia/Sydney", "Step 3 on Mon 21 Dec, 09:00 their time, 03:30 IST"],
    [3, "2026-12-09T05:00:00Z", "Asia/Kolkata", "Step 3 on Wed 9 Dec, 10:30 IST"],
    [2, "2026-12-09T05:00:00Z", "", "Step 2 on Wed 9 Dec, 10:30 IST"],
  ])("step %i at %s in %s", (step, at, zone, label) => {
    expect(nextStepLabel(step, Date.parse(at), zone).label).toBe(label);
  });
});
