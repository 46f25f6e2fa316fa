import { describe, expect, it } from "vitest";
import { callTime, clockTime, googleCalendarUrl, teamCallTime } from "./call-time";

const at = (iso: string) => Date.parse(iso);

describe("call time", () => {
  it.each([
    // 9:00 AM IST is 03:30 UTC.
    ["2026-03-09T03:30:00Z", "Asia/Kolkata", "Monday, 9 March 2026 at 9:00 AM your time (9:00 AM IST)"],
    // New York moved to EDT on Sunday 8 March 2026: 03:30 UTC is 11:30 PM on Sunday there.
    [
      "2026-03-09T03:30:00Z",
      "America/New_York",
      "Sunday, 8 March 2026 at 11:30 PM your time (9:00 AM IST on Monday, 9 March)",
    ],
    // The week before, still EST (UTC-5): 10:30 PM.
    [
      "2026-03-02T03:30:00Z",
      "America/New_York",
      "Sunday, 1 March 2026 at 10:30 PM your time (9:00 AM IST on Monday, 2 March)",
    ],
    // London on BST from 29 March 2026: 12:30 UTC (6:00 PM IST) is 1:30 PM.
    ["2026-03-30T12:30:00Z", "Europe/London", "Monday, 30 March 2026 at 1:30 PM your time (6:00 PM IST)"],
    ["2026-03-27T12:30:00Z", "Europe/London", "Friday, 27 March 2026 at 12:30 PM your time (6:00 PM IST)"],
    // Sydney (AEDT, UTC+11) is ahead of IST: the call at 9:00 AM IST is 2:30 PM there, same day.
    ["2026-03-09T03:30:00Z", "Australia/Sydney", "Monday, 9 March 2026 at 2:30 PM your time (9:00 AM IST)"],
  ])("%s in %s reads %s", (iso, zone, text) => {
    expect(callTime(at(iso), at(iso) + 30 * 60_000, zone).text).toBe(text);
  });

  it.each([
    ["2026-03-09T18:30:00Z", "12:00 AM"],
    ["2026-03-09T06:30:00Z", "12:00 PM"],
    ["2026-03-09T07:45:00Z", "1:15 PM"],
  ])("%s is %s in IST", (iso, text) => {
    expect(clockTime(at(iso), "Asia/Kolkata")).toBe(text);
  });

  it("gives the team IST first and the visitor's time beside it", () => {
    expect(teamCallTime(at("2026-03-09T03:30:00Z"), "Europe/London")).toBe(
      "Monday, 9 March 2026 at 9:00 AM IST (Monday, 9 March 2026 at 3:30 AM in Europe/London, the visitor's time)",
    );
    expect(teamCallTime(at("2026-03-09T03:30:00Z"), "Asia/Kolkata")).toBe("Monday, 9 March 2026 at 9:00 AM IST");
  });

  it("links Google Calendar with UTC times", () => {
    const url = new URL(
      googleCalendarUrl({
        title: "Strategy call",
        start: at("2026-03-09T03:30:00Z"),
        end: at("2026-03-09T04:00:00Z"),
        details: "Agenda",
        location: "https://meet.jit.si/x",
      }),
    );
    expect(url.searchParams.get("dates")).toBe("20260309T033000Z/20260309T040000Z");
    expect(url.searchParams.get("location")).toBe("https://meet.jit.si/x");
  });
});
