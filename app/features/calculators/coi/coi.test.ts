import { describe, expect, it } from "vitest";
import { COI_DEFAULTS, COI_INDUSTRIES, COI_PROJECTION_YEARS, COI_RATES, type CoiInputs, computeCoi } from "./coi";

// Expected values are worked out by hand from the Cost of Inaction formulas (spec-1 §9):
// support = tickets×cost×12×0.35; ops = 52×employees×8×0.30×hourly; reporting = 8×days×12×0.6×hourly;
// innovation = launches×value×1.5; churn = revenue×0.07; threeYear = 3×total.
const quiet = { ...COI_DEFAULTS, reportDays: 0, contentLaunchesPerYear: 0 }; // every loss 0

type Row = {
  name: string;
  inputs: CoiInputs;
  breakdown: [number, number, number, number, number]; // support, ops, reporting, innovation, churn
  total: number;
  threeYear: number;
};

const rows: Row[] = [
  // defaults: tickets '' → 0; hourly '' → reporting 0; innovation 12×1000×1.5 = 18000
  { name: "defaults", inputs: COI_DEFAULTS, breakdown: [0, 0, 0, 18000, 0], total: 18000, threeYear: 54000 },
  // nothing filled in at all
  { name: "empty object", inputs: {}, breakdown: [0, 0, 0, 0, 0], total: 0, threeYear: 0 },
  {
    name: "typical company",
    inputs: {
      ...COI_DEFAULTS,
      supportTickets: "500",
      employeesManual: "4",
      hourlyCost: "30",
      annualRevenue: "1000000",
    },
    // 500×10×12×0.35 = 21000; 52×4×8×0.3×30 = 499.2×30 = 14976; 8×3×12×0.6×30 = 172.8×30 = 5184;
    // 12×1000×1.5 = 18000; 1,000,000×0.07 = 70000
    breakdown: [21000, 14976, 5184, 18000, 70000],
    total: 129160, // 21000+14976+5184+18000+70000
    threeYear: 387480, // 3×129160
  },
  {
    name: "explicit zeros",
    inputs: {
      industry: "Retail",
      employeesManual: 0,
      hourlyCost: 0,
      supportTickets: 0,
      supportCostPerTicket: 0,
      reportDays: 0,
      contentLaunchesPerYear: 0,
      avgContentValue: 0,
      annualRevenue: 0,
    },
    breakdown: [0, 0, 0, 0, 0],
    total: 0,
    threeYear: 0,
  },
  {
    name: "every field blank",
    inputs: {
      employeesManual: "",
      hourlyCost: " ",
      supportTickets: "",
      supportCostPerTicket: "",
      reportDays: "",
      contentLaunchesPerYear: "",
      avgContentValue: "",
      annualRevenue: "",
    },
    breakdown: [0, 0, 0, 0, 0],
    total: 0,
    threeYear: 0,
  },
  {
    name: "non-numeric values count as 0",
    inputs: {
      ...COI_DEFAULTS,
      supportTickets: "many",
      supportCostPerTicket: "x",
      employeesManual: "abc",
      hourlyCost: "n/a",
      contentLaunchesPerYear: "twelve",
      annualRevenue: "N/A",
    },
    breakdown: [0, 0, 0, 0, 0], // twelve → 0 launches; reporting 8×3×12×0.6×0
    total: 0,
    threeYear: 0,
  },
  // 2,500,000×0.07 = 175000
  {
    name: "churn only, revenue with commas",
    inputs: { ...quiet, annualRevenue: "2,500,000" },
    breakdown: [0, 0, 0, 0, 175000],
    total: 175000,
    threeYear: 525000,
  },
  // 8×10×12×0.6×40 = 576×40 = 23040
  {
    name: "reporting at slider maximum",
    inputs: { ...quiet, reportDays: 10, hourlyCost: 40 },
    breakdown: [0, 0, 23040, 0, 0],
    total: 23040,
    threeYear: 69120,
  },
  // 52×3×8×0.3×22.5 = 374.4×22.5 = 8424
  {
    name: "fractional hourly cost",
    inputs: { ...quiet, employeesManual: 3, hourlyCost: "22.5" },
    breakdown: [0, 8424, 0, 0, 0],
    total: 8424,
    threeYear: 25272,
  },
  {
    name: "large values",
    inputs: { ...quiet, supportTickets: 100000, supportCostPerTicket: 15, annualRevenue: "1,000,000,000" },
    // 100000×15×12×0.35 = 6,300,000; 1e9×0.07 = 70,000,000
    breakdown: [6_300_000, 0, 0, 0, 70_000_000],
    total: 76_300_000,
    threeYear: 228_900_000,
  },
  {
    name: "custom launches and value, default report days with no hourly cost",
    inputs: { ...COI_DEFAULTS, contentLaunchesPerYear: "24", avgContentValue: "2500" },
    breakdown: [0, 0, 0, 90000, 0], // 24×2500×1.5 = 90000; reporting 8×3×12×0.6×0 = 0
    total: 90000,
    threeYear: 270000,
  },
  // " 200 "×" 12.5 "×12×0.35 = 2500×4.2 = 10500
  {
    name: "numbers with surrounding spaces",
    inputs: { ...quiet, supportTickets: " 200 ", supportCostPerTicket: " 12.5 " },
    breakdown: [10500, 0, 0, 0, 0],
    total: 10500,
    threeYear: 31500,
  },
  {
    name: "every loss at once, numbers and strings mixed",
    inputs: {
      industry: "Legal",
      employeesManual: 2,
      hourlyCost: "50",
      supportTickets: 100,
      supportCostPerTicket: "8",
      reportDays: 1,
      contentLaunchesPerYear: 4,
      avgContentValue: "500",
      annualRevenue: 200000,
    },
    // 100×8×12×0.35 = 3360; 52×2×8×0.3×50 = 249.6×50 = 12480; 8×1×12×0.6×50 = 57.6×50 = 2880;
    // 4×500×1.5 = 3000; 200000×0.07 = 14000
    breakdown: [3360, 12480, 2880, 3000, 14000],
    total: 35720, // 3360+12480+2880+3000+14000
    threeYear: 107160,
  },
  // Sub-cent amounts round to the cent: 52×1×8×0.3×22.37 = 124.8×22.37 = 2791.776 → 2791.78;
  // 10,001×0.07 = 700.07 (700.0699999… in floating point) → 700.07; total 3491.85; 3×3491.85 = 10475.55
  {
    name: "sub-cent amounts are rounded to the cent",
    inputs: { ...quiet, employeesManual: 1, hourlyCost: "22.37", annualRevenue: "10001" },
    breakdown: [0, 2791.78, 0, 0, 700.07],
    total: 3491.85,
    threeYear: 10475.55,
  },
];

describe("computeCoi", () => {
  it.each(rows)("$name", ({ inputs, breakdown, total, threeYear }) => {
    const result = computeCoi(inputs);
    expect(result.breakdown.supportLoss).toBe(breakdown[0]);
    expect(result.breakdown.opsLoss).toBe(breakdown[1]);
    expect(result.breakdown.reportingLoss).toBe(breakdown[2]);
    expect(result.breakdown.innovationLoss).toBe(breakdown[3]);
    expect(result.breakdown.churnLoss).toBe(breakdown[4]);
    expect(result.total).toBe(total);
    expect(result.threeYear).toBe(threeYear);
  });
});

describe("Cost of Inaction constants", () => {
  it("are the offered industries, the rates, three projected years and the defaults", () => {
    expect(COI_INDUSTRIES).toEqual(["Retail", "Finance", "Healthcare", "Manufacturing", "Legal", "Other"]);
    expect(COI_RATES).toEqual({ support: 0.35, ops: 0.3, reporting: 0.6, innovation: 1.5, churn: 0.07 });
    expect(COI_PROJECTION_YEARS).toBe(3);
    expect(COI_DEFAULTS).toEqual({
      industry: "",
      companySize: "",
      employeesManual: "",
      hourlyCost: "",
      supportTickets: "",
      supportCostPerTicket: 10,
      reportDays: 3,
      contentLaunchesPerYear: 12,
      avgContentValue: 1000,
      annualRevenue: "",
    });
  });
});
