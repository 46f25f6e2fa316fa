import { describe, expect, it } from "vitest";
import { funnelRow, ratio } from "./funnel";

describe("ratio", () => {
  it.each([
    [1, 4, 0.25],
    [0, 4, 0],
    [3, 2, 1.5],
    [0, 0, null],
    [5, 0, null],
  ])("%d ÷ %d → %j", (a, b, r) => {
    expect(ratio(a, b)).toBe(r);
  });
});

const counts = (visitors: number, leads: number, booked: number, held: number, qualified: number, won: number) => ({
  visitors,
  leads,
  booked,
  held,
  qualified,
  won,
  qualifiedValue: 0,
  wonValue: 0,
});

describe("funnelRow", () => {
  // [counts, rate of each step after visitors, visitors → won], worked out by hand.
  it.each([
    // 200 visitors, 10 leads (10/200 = 5%), 4 booked (40%), 3 held (75%), 2 qualified (2/3), 1 won (50%); 1/200.
    [counts(200, 10, 4, 3, 2, 1), [0.05, 0.4, 0.75, 2 / 3, 0.5], 0.005],
    // No visitors counted (a lead typed in by the team): no conversion from visitors, the rest still divides.
    [counts(0, 2, 1, 1, 1, 0), [null, 0.5, 1, 1, 0], null],
    // A step of 0: every step after it has nothing to divide by.
    [counts(50, 5, 0, 0, 0, 0), [0.1, 0, null, null, null], 0],
    // Qualified without a call: more qualified than held (3 ÷ 1 = 300%).
    [counts(100, 8, 2, 1, 3, 2), [0.08, 0.25, 0.5, 3, 2 / 3], 0.02],
    [counts(0, 0, 0, 0, 0, 0), [null, null, null, null, null], null],
  ])("%j", (c, rates, overall) => {
    const row = funnelRow("linkedin", c);
    expect(row.steps.map((s) => s.step)).toEqual(["visitors", "leads", "booked", "held", "qualified", "won"]);
    expect(row.steps.map((s) => s.count)).toEqual([c.visitors, c.leads, c.booked, c.held, c.qualified, c.won]);
    expect(row.steps.map((s) => s.rate)).toEqual([null, ...rates]);
    expect(row.overall).toBe(overall);
  });

  it("carries the values of qualified and won leads", () => {
    const row = funnelRow("", { ...counts(10, 2, 1, 1, 2, 1), qualifiedValue: 45_000, wonValue: 30_000 });
    expect([row.key, row.qualifiedValue, row.wonValue]).toEqual(["", 45_000, 30_000]);
  });
});
