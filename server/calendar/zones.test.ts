import { describe, expect, it } from "vitest";
import { addDays, dateKey, instantAt, isDateKey, isValidTimeZone, wallClock, weekdayOf } from "./zones";

const iso = (t: number) => new Date(t).toISOString().replace(".000", "");

describe("instantAt", () => {
  it.each([
    ["IST is UTC+5:30 all year", "Asia/Kolkata", [2026, 7, 1, 9, 0], "2026-07-01T03:30:00Z"],
    ["New York before its change (EST)", "America/New_York", [2026, 3, 7, 9, 0], "2026-03-07T14:00:00Z"],
    ["New York after it (EDT)", "America/New_York", [2026, 3, 9, 9, 0], "2026-03-09T13:00:00Z"],
    [
      "a skipped time moves forward by the gap: 02:30 → 03:30 EDT",
      "America/New_York",
      [2026, 3, 8, 2, 30],
      "2026-03-08T07:30:00Z",
    ],
    [
      "a repeated time is its first occurrence: 01:30 EDT",
      "America/New_York",
      [2026, 11, 1, 1, 30],
      "2026-11-01T05:30:00Z",
    ],
    ["minute 1440 is the next midnight", "Asia/Kolkata", [2026, 1, 1, 0, 1440], "2026-01-01T18:30:00Z"],
  ])("%s", (_label, zone, [y, m, d, h, min], expected) => {
    expect(iso(instantAt(zone as string, y, m, d, h, min))).toBe(expected);
  });
});

describe("wallClock and dateKey", () => {
  it.each([
    ["2026-03-08T07:00:00Z", "America/New_York", { year: 2026, month: 3, day: 8, hour: 3, minute: 0, weekday: 0 }],
    ["2026-01-25T19:00:00Z", "Asia/Kolkata", { year: 2026, month: 1, day: 26, hour: 0, minute: 30, weekday: 1 }],
    ["2026-04-04T15:30:00Z", "Australia/Sydney", { year: 2026, month: 4, day: 5, hour: 2, minute: 30, weekday: 0 }],
  ])("%s in %s", (instant, zone, expected) => {
    expect(wallClock(Date.parse(instant), zone)).toEqual(expected);
    expect(dateKey(Date.parse(instant), zone)).toBe(
      `${expected.year}-${String(expected.month).padStart(2, "0")}-${String(expected.day).padStart(2, "0")}`,
    );
  });
});

describe("dates", () => {
  it.each([
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
  ])("%s + %i day → %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ["2026-01-01", 4],
    ["2026-03-08", 0],
    ["2026-08-15", 6],
  ])("%s is weekday %i", (date, expected) => {
    expect(weekdayOf(date)).toBe(expected);
  });

  it.each([
    ["2026-04-30", true],
    ["2026-04-31", false],
    ["2026-02-29", false],
    ["2028-02-29", true],
    ["2026-4-1", false],
    [20260401, false],
  ])("isDateKey(%s) → %s", (value, expected) => {
    expect(isDateKey(value)).toBe(expected);
  });
});

describe("isValidTimeZone", () => {
  it.each([
    ["Asia/Kolkata", true],
    ["Asia/Calcutta", true],
    ["America/New_York", true],
    ["UTC", true],
    ["Mars/Olympus", false],
    ["+05:30", false],
    ["", false],
    [null, false],
    ["x".repeat(65), false],
  ])("%s → %s", (zone, expected) => {
    expect(isValidTimeZone(zone)).toBe(expected);
  });
});
