import {
  AUTO_HANDLING_OPTIONS,
  BENCHMARK_INDUSTRIES,
  BENCHMARK_SIZES,
  type BenchmarkResult,
  computeBenchmark,
} from "~/features/calculators/benchmark/benchmark";
import { COI_INDUSTRIES, type CoiResult, computeCoi } from "~/features/calculators/coi/coi";
import { COMPANY_SIZES, computeRoi, ROI_INDUSTRIES, type RoiResult } from "~/features/calculators/roi/roi";
import { requiredEmail, requiredText, text } from "~/lib/form-schema";
import { sequenceConsentField } from "~/lib/sequence-consent";
import { z } from "~/lib/zod";

/**
 * Schemas for report requests ({ type, lead, inputs, results }). Inputs stay as loose
 * as the forms (no required fields, anything non-numeric reads 0), but are bounded in size. Unknown
 * keys, including the `results` the browser sends, are stripped: the server recomputes results
 * from the inputs with computeReportResults instead of trusting them.
 */

// A form value: typed text (bounded so nobody posts megabytes) or an already converted number.
const formNumber = z.union([z.string().max(40), z.number()]).optional();

// A select from a fixed list, or '' while nothing is chosen yet.
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.union([z.enum(options), z.literal("")]).optional();

export const RoiInputsSchema = z.object({
  industry: choice(ROI_INDUSTRIES),
  companySize: choice(COMPANY_SIZES),
  revenue: formNumber,
  supportTickets: formNumber,
  supportCostPerTicket: formNumber,
  manualEmployees: formNumber,
  manualHoursWeekly: formNumber,
  hourlyCost: formNumber,
  reportDays: formNumber,
  delayCost: formNumber,
  contentPerMonth: formNumber,
  contentCost: formNumber,
  investment: formNumber,
});

export const CoiInputsSchema = z.object({
  industry: choice(COI_INDUSTRIES),
  companySize: choice(COMPANY_SIZES),
  employeesManual: formNumber,
  hourlyCost: formNumber,
  supportTickets: formNumber,
  supportCostPerTicket: formNumber,
  reportDays: formNumber,
  contentLaunchesPerYear: formNumber,
  avgContentValue: formNumber,
  annualRevenue: formNumber,
});

export const BenchmarkAnswersSchema = z.object({
  industry: choice(BENCHMARK_INDUSTRIES),
  companySize: choice(BENCHMARK_SIZES),
  ticketsPerMonth: formNumber,
  responseTimeHrs: formNumber,
  autoHandlingPct: z.enum(AUTO_HANDLING_OPTIONS).optional(),
  manualHoursPerWeek: formNumber,
  reportDays: formNumber,
  contentPerMonth: formNumber,
  timeToLaunchMonths: formNumber,
});

// A report form needs a name and a valid e-mail address (the prototype checked nothing): the server
// e-mails the report, so it needs a real address and a name to greet; company stays optional. The
// field rules (and their messages, "Please fill in all required fields" / "Please enter a valid email
// address") are the ones every other lead form uses.
export const ReportLeadSchema = z.object({
  name: requiredText(100),
  email: requiredEmail,
  company: text(120),
  // "Email me ideas and next steps for this" (issue #39): unticked unless the visitor ticks it.
  sequenceConsent: sequenceConsentField,
});

export const BenchmarkLeadSchema = ReportLeadSchema.extend({
  role: text(100),
  wantsConsult: z.boolean().default(false),
});

export const REPORT_TYPES = ["roi_report", "coi_report", "benchmark_report"] as const;

export const ReportRequestSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("roi_report"), lead: ReportLeadSchema, inputs: RoiInputsSchema }),
  z.object({ type: z.literal("coi_report"), lead: ReportLeadSchema, inputs: CoiInputsSchema }),
  z.object({
    type: z.literal("benchmark_report"),
    lead: BenchmarkLeadSchema,
    inputs: BenchmarkAnswersSchema,
  }),
]);

export type RoiInputsData = z.infer<typeof RoiInputsSchema>;
export type CoiInputsData = z.infer<typeof CoiInputsSchema>;
export type BenchmarkAnswersData = z.infer<typeof BenchmarkAnswersSchema>;
export type ReportLead = z.infer<typeof ReportLeadSchema>;
export type BenchmarkLead = z.infer<typeof BenchmarkLeadSchema>;
/** A parsed (trimmed, stripped) request. */
export type ReportRequest = z.infer<typeof ReportRequestSchema>;
/** What a client may send before parsing (wantsConsult may be left out). */
export type ReportRequestInput = z.input<typeof ReportRequestSchema>;
export type ReportType = ReportRequest["type"];

type ReportResultMap = { roi_report: RoiResult; coi_report: CoiResult; benchmark_report: BenchmarkResult };
export type ReportResults<T extends ReportType = ReportType> = ReportResultMap[T];

/** Results for a parsed request, from the matching calculator. */
export function computeReportResults<R extends ReportRequest>(request: R): ReportResults<R["type"]> {
  const req: ReportRequest = request;
  switch (req.type) {
    case "roi_report":
      return computeRoi(req.inputs) as ReportResults<R["type"]>;
    case "coi_report":
      return computeCoi(req.inputs) as ReportResults<R["type"]>;
    case "benchmark_report":
      return computeBenchmark(req.inputs) as ReportResults<R["type"]>;
  }
}
