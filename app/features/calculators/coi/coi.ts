import { sumCents, toCents } from "~/features/calculators/shared/cents";
import { toNumber } from "~/lib/to-number";

/** Cost of Inaction calculator: what a year without AI costs, and three years of it. Pure and isomorphic. */

export const COI_INDUSTRIES = ["Retail", "Finance", "Healthcare", "Manufacturing", "Legal", "Other"] as const;
export type CoiIndustry = (typeof COI_INDUSTRIES)[number];

export const COI_RATES = { support: 0.35, ops: 0.3, reporting: 0.6, innovation: 1.5, churn: 0.07 } as const;

/** The 3-year projection multiplies the yearly total by this. */
export const COI_PROJECTION_YEARS = 3;

const MONTHS_PER_YEAR = 12;
const WEEKS_PER_YEAR = 52;
const HOURS_PER_DAY = 8;

export const COI_NUMBER_FIELDS = [
  "employeesManual",
  "hourlyCost",
  "supportTickets",
  "supportCostPerTicket",
  "reportDays",
  "contentLaunchesPerYear",
  "avgContentValue",
  "annualRevenue",
] as const;
export type CoiNumberField = (typeof COI_NUMBER_FIELDS)[number];

/**
 * Loose on purpose: form state, parsed JSON and the zod output all fit; anything odd reads as 0.
 * companySize is collected by the Company Profile step with the ROI calculator's size options
 * (COMPANY_SIZES), but no formula uses it.
 */
export type CoiInputs = { industry?: string; companySize?: string } & {
  [K in CoiNumberField]?: string | number | null;
};

/** Complete form state as the wizard holds it. */
export type CoiForm = { industry: string; companySize: string } & Record<CoiNumberField, string | number>;

export const COI_DEFAULTS: Readonly<CoiForm> = Object.freeze({
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

export type CoiBreakdown = {
  supportLoss: number;
  opsLoss: number;
  reportingLoss: number;
  innovationLoss: number;
  churnLoss: number;
};

export type CoiResult = { total: number; threeYear: number; breakdown: CoiBreakdown };

/** Yearly losses, each exact to the cent (cents.ts); the screen shows whole dollars through formatMoney. */
export function computeCoi(inputs: CoiInputs): CoiResult {
  const n = (field: CoiNumberField) => toNumber(inputs[field]);
  const hourlyCost = n("hourlyCost");

  const breakdown: CoiBreakdown = {
    supportLoss: toCents(n("supportTickets") * n("supportCostPerTicket") * MONTHS_PER_YEAR * COI_RATES.support),
    opsLoss: toCents(WEEKS_PER_YEAR * n("employeesManual") * HOURS_PER_DAY * COI_RATES.ops * hourlyCost),
    reportingLoss: toCents(HOURS_PER_DAY * n("reportDays") * MONTHS_PER_YEAR * COI_RATES.reporting * hourlyCost),
    innovationLoss: toCents(n("contentLaunchesPerYear") * n("avgContentValue") * COI_RATES.innovation),
    churnLoss: toCents(n("annualRevenue") * COI_RATES.churn),
  };
  const total = sumCents(Object.values(breakdown));

  return { total, threeYear: toCents(COI_PROJECTION_YEARS * total), breakdown };
}
