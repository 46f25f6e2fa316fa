import { describe, expect, it } from "vitest";
import { FollowUpSchema, followUpState, istToday } from "~/features/admin/leads/follow-up";

describe("istToday", () => {
  it.each([
    // 18:29 UTC is 23:59 IST the same day; 18:30 UTC is already tomorrow in Indore.
    ["2026-11-30T18:29:59.999Z", "2026-11-30"],
    ["2026-11-30T18:30:00.000Z", "2026-12-01"],
    ["2026-12-01T00:00:00.000Z", "2026-12-01"],
    ["2026-12-31T20:00:00.000Z", "2027-01-01"],
    ["2028-02-28T19:00:00.000Z", "2028-02-29"],
  ])("%s → %s", (now, day) => {
    expect(istToday(new Date(now))).toBe(day);
  });
});

describe("followUpState", () => {
  it.each([
    [null, "2026-12-01", "none"],
    ["", "2026-12-01", "none"],
    ["2026-11-30", "2026-12-01", "overdue"],
    ["2025-12-31", "2026-12-01", "overdue"],
    ["2026-12-01", "2026-12-01", "today"],
    ["2026-12-02", "2026-12-01", "upcoming"],
  ])("%j on %s → %s", (day, today, state) => {
    expect(followUpState(day, today)).toBe(state);
  });
});

describe("FollowUpSchema", () => {
  it.each([
    ["2026-12-01", "2026-12-01"],
    [" 2026-12-01 ", "2026-12-01"],
    ["", null],
    ["2028-02-29", "2028-02-29"],
  ])("accepts %j as %j", (input, out) => {
    expect(FollowUpSchema.parse(input)).toBe(out);
  });

  it.each(["2026-02-30", "2026-13-01", "01/12/2026", "tomorrow", "1999-12-31", "2100-01-01", "2026-12-1"])(
    "refuses %j",
    (input) => {
      expect(FollowUpSchema.safeParse(input).success).toBe(false);
    },
  );
});
