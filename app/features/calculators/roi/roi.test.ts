import { describe, expect, it } from "vitest";
import {
  COMPANY_SIZES,
  computeRoi,
  ROI_DEFAULTS,
  ROI_INDUSTRIES,
  ROI_INVESTMENT,
  ROI_RATES,
  type RoiInputs,
} from "./roi";

// Expected values are worked out by hand from the ROI formulas (spec-1 §9):
// support = tickets×cost×12×0.35; operations = employees×hours×52×0.30×hourly;
// reporting = 12×(8×days×0.6)×hourly; innovation = content×cost×12×1.5.
// "Support 42000" below is always 1000×10×12×0.35 = 42000 (monthly savings 3500).
const support42k = { ...ROI_DEFAULTS, supportTickets: 1000, reportDays: 0 };

type Row = {
  name: string;
  inputs: RoiInputs;
  breakdown: [number, number, number, number]; // support, operations, reporting, innovation
  total: number;
  investment: number;
  roiPct: number;
  paybackMonths: number | null;
};

const rows: Row[] = [
  // defaults: tickets '' → 0; reporting 12×(8×3×0.6)×0 = 0; content '' → 0; investment max(25000, 0)
  // roi (0−25000)/25000×100 = −100; no savings → payback null
  {
    name: "defaults",
    inputs: ROI_DEFAULTS,
    breakdown: [0, 0, 0, 0],
    total: 0,
    investment: 25000,
    roiPct: -100,
    paybackMonths: null,
  },
  // nothing at all: every field reads 0
  {
    name: "empty object",
    inputs: {},
    breakdown: [0, 0, 0, 0],
    total: 0,
    investment: 25000,
    roiPct: -100,
    paybackMonths: null,
  },
  {
    name: "typical company, blank investment floors at 25000",
    inputs: {
      ...ROI_DEFAULTS,
      supportTickets: "1000",
      manualEmployees: "5",
      manualHoursWeekly: "10",
      hourlyCost: "20",
      contentPerMonth: "4",
    },
    // 1000×10×12×0.35 = 42000; 5×10×52×0.3×20 = 15600; 12×(8×3×0.6)×20 = 12×14.4×20 = 3456; 4×500×12×1.5 = 36000
    breakdown: [42000, 15600, 3456, 36000],
    total: 97056, // 42000+15600+3456+36000; 20% = 19411.2 < 25000 → investment 25000
    investment: 25000,
    roiPct: 288, // 72056/25000×100 = 288.224
    paybackMonths: 3.1, // 25000/(97056/12) = 25000/8088 = 3.091
  },
  {
    name: "large savings: 20% of savings beats 25000",
    inputs: { ...ROI_DEFAULTS, supportTickets: 10000, reportDays: 0 },
    breakdown: [420000, 0, 0, 0], // 10000×10×12×0.35 = 420000
    total: 420000,
    investment: 84000, // 0.2×420000
    roiPct: 400, // 336000/84000×100
    paybackMonths: 2.4, // 84000/35000
  },
  {
    name: "very large values with thousands separators",
    inputs: { ...ROI_DEFAULTS, supportTickets: "1,000,000", supportCostPerTicket: "25", reportDays: 0 },
    breakdown: [105_000_000, 0, 0, 0], // 1e6×25×12×0.35 = 105,000,000
    total: 105_000_000,
    investment: 21_000_000, // 0.2×105e6
    roiPct: 400, // 84e6/21e6×100
    paybackMonths: 2.4, // 21e6/8.75e6
  },
  // investment above savings: (42000−50000)/50000×100 = −16; 50000/3500 = 14.2857 → 14.3
  {
    name: "given investment, negative ROI",
    inputs: { ...support42k, investment: "50000" },
    breakdown: [42000, 0, 0, 0],
    total: 42000,
    investment: 50000,
    roiPct: -16,
    paybackMonths: 14.3,
  },
  // (42000−10000)/10000×100 = 320; 10000/3500 = 2.857 → 2.9 (investment below the 25000 floor is kept)
  {
    name: "given investment as a number",
    inputs: { ...support42k, investment: 10000 },
    breakdown: [42000, 0, 0, 0],
    total: 42000,
    investment: 10000,
    roiPct: 320,
    paybackMonths: 2.9,
  },
  // whitespace is blank → max(25000, 8400) = 25000; 17000/25000×100 = 68; 25000/3500 = 7.142 → 7.1
  {
    name: "whitespace investment counts as blank",
    inputs: { ...support42k, investment: "   " },
    breakdown: [42000, 0, 0, 0],
    total: 42000,
    investment: 25000,
    roiPct: 68,
    paybackMonths: 7.1,
  },
  // typed 0: no division by zero → roi 0; payback 0/3500 = 0
  {
    name: "investment 0",
    inputs: { ...support42k, investment: "0" },
    breakdown: [42000, 0, 0, 0],
    total: 42000,
    investment: 0,
    roiPct: 0,
    paybackMonths: 0,
  },
  // typed gibberish reads 0 (it is not blank, so no 25000 floor)
  {
    name: "non-numeric investment",
    inputs: { ...support42k, investment: "abc" },
    breakdown: [42000, 0, 0, 0],
    total: 42000,
    investment: 0,
    roiPct: 0,
    paybackMonths: 0,
  },
  // negative investment: roi 0; payback −1000/3500 = −0.29 → clamped to 0
  {
    name: "negative investment",
    inputs: { ...support42k, investment: "-1000" },
    breakdown: [42000, 0, 0, 0],
    total: 42000,
    investment: -1000,
    roiPct: 0,
    paybackMonths: 0,
  },
  // no savings and investment 0: roi 0, payback null
  {
    name: "zero savings and zero investment",
    inputs: { ...ROI_DEFAULTS, investment: 0 },
    breakdown: [0, 0, 0, 0],
    total: 0,
    investment: 0,
    roiPct: 0,
    paybackMonths: null,
  },
  // break-even: 0/42000 = 0%; 42000/3500 = 12
  {
    name: "break-even",
    inputs: { ...support42k, investment: 42000 },
    breakdown: [42000, 0, 0, 0],
    total: 42000,
    investment: 42000,
    roiPct: 0,
    paybackMonths: 12,
  },
  // tiny loss: −100/42100×100 = −0.24 → Math.round gives −0 → 0; 42100/3500 = 12.03 → 12
  {
    name: "tiny loss rounds to 0, not -0",
    inputs: { ...support42k, investment: 42100 },
    breakdown: [42000, 0, 0, 0],
    total: 42000,
    investment: 42100,
    roiPct: 0,
    paybackMonths: 12,
  },
  // payback 5565/3500 = 1.59 → 1.6; roi 36435/5565×100 = 654.72 → 655
  {
    name: "payback rounds up to one decimal",
    inputs: { ...support42k, investment: "5,565" },
    breakdown: [42000, 0, 0, 0],
    total: 42000,
    investment: 5565,
    roiPct: 655,
    paybackMonths: 1.6,
  },
  {
    name: "non-numbers count as 0, spaces and commas parse",
    inputs: {
      ...ROI_DEFAULTS,
      supportTickets: "abc",
      contentPerMonth: " 2 ",
      contentCost: "1,000",
      reportDays: "three",
    },
    breakdown: [0, 0, 0, 36000], // abc → 0; 2×1000×12×1.5 = 36000
    total: 36000,
    investment: 25000, // max(25000, 7200)
    roiPct: 44, // 11000/25000×100
    paybackMonths: 8.3, // 25000/3000 = 8.333
  },
  {
    name: "fractional hourly cost",
    inputs: { ...ROI_DEFAULTS, manualEmployees: 1, manualHoursWeekly: 1, hourlyCost: "25.5", reportDays: 0 },
    breakdown: [0, 397.8, 0, 0], // 1×1×52×0.3×25.5 = 15.6×25.5 = 397.8
    total: 397.8,
    investment: 25000,
    roiPct: -98, // (397.8−25000)/25000×100 = −98.4088
    paybackMonths: 754.1, // 25000/(397.8/12) = 25000/33.15 = 754.15
  },
  {
    name: "reporting only, slider at 10 days",
    inputs: { ...ROI_DEFAULTS, reportDays: 10, hourlyCost: 50 },
    breakdown: [0, 0, 28800, 0], // 12×(8×10×0.6)×50 = 12×48×50 = 28800
    total: 28800,
    investment: 25000, // max(25000, 5760)
    roiPct: 15, // 3800/25000×100 = 15.2
    paybackMonths: 10.4, // 25000/2400 = 10.417
  },
  {
    name: "every area with a given investment",
    inputs: {
      ...ROI_DEFAULTS,
      supportTickets: 200,
      supportCostPerTicket: "12.5",
      manualEmployees: 2,
      manualHoursWeekly: 5,
      hourlyCost: 40,
      reportDays: 2,
      contentPerMonth: 10,
      contentCost: 300,
      investment: "30000",
    },
    // 200×12.5×12×0.35 = 10500; 2×5×52×0.3×40 = 6240; 12×(8×2×0.6)×40 = 12×9.6×40 = 4608; 10×300×12×1.5 = 54000
    breakdown: [10500, 6240, 4608, 54000],
    total: 75348, // 10500+6240+4608+54000
    investment: 30000,
    roiPct: 151, // 45348/30000×100 = 151.16
    paybackMonths: 4.8, // 30000/(75348/12) = 30000/6279 = 4.778
  },
  {
    name: "sub-cent savings are rounded to the cent",
    inputs: { ...ROI_DEFAULTS, supportTickets: 1, supportCostPerTicket: "0.333", reportDays: 0, investment: "100.005" },
    // 1×0.333×12×0.35 = 1.3986 → 1.40; investment 100.005 → 100.01 (half away from zero)
    breakdown: [1.4, 0, 0, 0],
    total: 1.4,
    investment: 100.01,
    roiPct: -99, // (1.40−100.01)/100.01×100 = −98.6 → −99
    paybackMonths: 857.2, // 100.01/(1.40/12) = 100.01/0.11667 = 857.23
  },
];

describe("computeRoi", () => {
  it.each(rows)("$name", ({ inputs, breakdown, total, investment, roiPct, paybackMonths }) => {
    const result = computeRoi(inputs);
    expect(result.breakdown.support).toBe(breakdown[0]);
    expect(result.breakdown.operations).toBe(breakdown[1]);
    expect(result.breakdown.reporting).toBe(breakdown[2]);
    expect(result.breakdown.innovation).toBe(breakdown[3]);
    expect(result.totalSavings).toBe(total);
    expect(result.investment).toBe(investment);
    expect(result.roiPct).toBe(roiPct);
    expect(result.paybackMonths).toBe(paybackMonths);
  });

  it("ignores revenue, delayCost, industry and company size", () => {
    const base = computeRoi(support42k);
    const extra = computeRoi({
      ...support42k,
      revenue: 9e9,
      delayCost: 5000,
      industry: "Finance",
      companySize: "Over 1000 employees",
    });
    expect(extra).toEqual(base);
  });

  it("does not change its inputs", () => {
    const inputs = { ...support42k, investment: "" };
    const copy = { ...inputs };
    computeRoi(inputs);
    expect(inputs).toEqual(copy);
  });
});

describe("ROI constants", () => {
  it("are the offered industries and sizes, the rates, the investment rule and the defaults", () => {
    expect(ROI_INDUSTRIES).toEqual(["Healthcare", "Finance", "Retail", "Manufacturing", "Legal", "Other"]);
    expect(COMPANY_SIZES).toEqual(["Under 100 employees", "100-1000 employees", "Over 1000 employees"]);
    expect(ROI_RATES).toEqual({ support: 0.35, operations: 0.3, reporting: 0.6, innovationMultiplier: 2.5 });
    expect(ROI_INVESTMENT).toEqual({ minimum: 25000, shareOfSavings: 0.2 });
    expect(ROI_DEFAULTS).toEqual({
      industry: "",
      companySize: "",
      revenue: "",
      supportTickets: "",
      supportCostPerTicket: 10,
      manualEmployees: "",
      manualHoursWeekly: "",
      hourlyCost: "",
      reportDays: 3,
      delayCost: 0,
      contentPerMonth: "",
      contentCost: 500,
      investment: "",
    });
  });
});
