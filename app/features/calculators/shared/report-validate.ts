import { validate } from "~/lib/form-schema";
import { BenchmarkLeadSchema, ReportLeadSchema } from "./calculator-schemas";

// Loaded on demand by the report form (first focus or submit), so the validation library stays out
// of the calculators' initial JavaScript. Same schemas as the server.
export const validateReportLead = (values: unknown, benchmark: boolean) =>
  validate(benchmark ? BenchmarkLeadSchema : ReportLeadSchema, values);
