import { sumCents, toCents } from "~/features/calculators/shared/cents";
import { isBlank, toNumber } from "~/lib/to-number";

/** ROI calculator: inputs, defaults, savings formulas, ROI and payback. Pure: browser and server run the same code. */

export const ROI_INDUSTRIES = ["Healthcare", "Finance", "Retail", "Manufacturing", "Legal", "Other"] as const;
export type RoiIndustry = (typeof ROI_INDUSTRIES)[number];

export { COMPANY_SIZES, type CompanySize } from "~/content/calculators";

export const ROI_RATES = {
  support: 0.35,
  operations: 0.3,
  reporting: 0.6,
  /** Content output multiplier; the gain counted is the multiplier minus 1 (1.5). */
  innovationMultiplier: 2.5,
} as const;

/** Investment used when the visitor leaves it blank: the greater of 25000 and 20% of the savings. */
export const ROI_INVESTMENT = { minimum: 25000, shareOfSavings: 0.2 } as const;

const MONTHS_PER_YEAR = 12;
const WEEKS_PER_YEAR = 52;
const HOURS_PER_REPORT_DAY = 8;

export const ROI_NUMBER_FIELDS = [
  "revenue",
  "supportTickets",
  "supportCostPerTicket",
  "manualEmployees",
  "manualHoursWeekly",
  "hourlyCost",
  "reportDays",
  "delayCost",
  "contentPerMonth",
  "contentCost",
  "investment",
] as const;
export type RoiNumberField = (typeof ROI_NUMBER_FIELDS)[number];

/** Loose on purpose: form state, parsed JSON and the zod output all fit; anything odd reads as 0. */
export type RoiInputs = { industry?: string; companySize?: string } & {
  [K in RoiNumberField]?: string | number | null;
};

/** Complete form state as the wizard holds it. */
export type RoiForm = { industry: string; companySize: string } & Record<RoiNumberField, string | number>;

/**
 * Initial form values: $10 per ticket, $500 per content piece, 3 report days, delay cost 0. revenue and
 * delayCost are collected but not used in formulas.
 */
export const ROI_DEFAULTS: Readonly<RoiForm> = Object.freeze({
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

export type RoiBreakdown = { support: number; operations: number; reporting: number; innovation: number };

export type RoiResult = {
  totalSavings: number;
  investment: number;
  /** Whole percent; 0 when the investment resolves to 0 or less (no return can be computed). */
  roiPct: number;
  /** Months, one decimal, never below 0; null when there are no savings (it never pays back). */
  paybackMonths: number | null;
  breakdown: RoiBreakdown;
};

/**
 * Yearly savings and return. Every amount is exact to the cent (see cents.ts): the screen, the print
 * window and the e-mailed report all start from the same numbers. roiPct and paybackMonths derive from them.
 */
export function computeRoi(inputs: RoiInputs): RoiResult {
  const n = (field: RoiNumberField) => toNumber(inputs[field]);
  const hourlyCost = n("hourlyCost");

  const breakdown: RoiBreakdown = {
    support: toCents(n("supportTickets") * n("supportCostPerTicket") * MONTHS_PER_YEAR * ROI_RATES.support),
    operations: toCents(
      n("manualEmployees") * n("manualHoursWeekly") * WEEKS_PER_YEAR * ROI_RATES.operations * hourlyCost,
    ),
    reporting: toCents(MONTHS_PER_YEAR * (HOURS_PER_REPORT_DAY * n("reportDays") * ROI_RATES.reporting) * hourlyCost),
    innovation: toCents(
      n("contentPerMonth") * n("contentCost") * MONTHS_PER_YEAR * (ROI_RATES.innovationMultiplier - 1),
    ),
  };
  const totalSavings = sumCents([breakdown.support, breakdown.operations, breakdown.reporting, breakdown.innovation]);

  // Blank means "estimate it for me"; a typed value (even "0" or gibberish, which reads 0) is taken as given.
  const investment = toCents(
    isBlank(inputs.investment)
      ? Math.max(ROI_INVESTMENT.minimum, ROI_INVESTMENT.shareOfSavings * totalSavings)
      : n("investment"),
  );

  // A return on nothing is undefined; show 0% rather than dividing by zero (or by a negative amount).
  // "+ 0" turns the -0 Math.round gives for tiny losses into 0.
  const roiPct = investment > 0 ? Math.round(((totalSavings - investment) / investment) * 100) + 0 : 0;

  // Without positive savings nothing is ever paid back: null, shown as "no payback" by the UI.
  // Payback is never below 0; negative savings can only come from negative inputs.
  const paybackMonths =
    totalSavings > 0 ? Math.max(0, Math.round((investment / (totalSavings / MONTHS_PER_YEAR)) * 10) / 10) : null;

  return { totalSavings, investment, roiPct, paybackMonths, breakdown };
}
