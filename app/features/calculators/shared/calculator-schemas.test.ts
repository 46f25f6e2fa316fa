import { describe, expect, it } from "vitest";
import { validate } from "~/lib/form-schema";
import {
  BenchmarkAnswersSchema,
  CoiInputsSchema,
  computeReportResults,
  ReportLeadSchema,
  ReportRequestSchema,
  RoiInputsSchema,
} from "./calculator-schemas";

const lead = { name: "Asha Verma", email: "asha@example.com", company: "Acme" };

describe("RoiInputsSchema", () => {
  it.each([
    { name: "empty object", value: {}, ok: true },
    {
      name: "form defaults",
      value: { industry: "", companySize: "", supportCostPerTicket: 10, reportDays: 3, investment: "" },
      ok: true,
    },
    {
      name: "industry and size from the lists",
      value: { industry: "Healthcare", companySize: "100-1000 employees" },
      ok: true,
    },
    { name: "non-numeric text is allowed (reads 0)", value: { supportTickets: "lots" }, ok: true },
    { name: "40-character string", value: { revenue: "1".repeat(40) }, ok: true },
    { name: "41-character string", value: { revenue: "1".repeat(41) }, ok: false },
    { name: "unknown industry", value: { industry: "Mining" }, ok: false },
    { name: "benchmark size label", value: { companySize: "Small (<100)" }, ok: false },
    { name: "boolean number field", value: { hourlyCost: true }, ok: false },
    { name: "object number field", value: { investment: { $gt: 0 } }, ok: false },
    { name: "not an object", value: "revenue=5", ok: false },
  ])("$name -> $ok", ({ value, ok }) => {
    expect(RoiInputsSchema.safeParse(value).success).toBe(ok);
  });

  it("strips unknown keys", () => {
    expect(RoiInputsSchema.parse({ supportTickets: "5", extra: 1 })).toEqual({ supportTickets: "5" });
  });
});

describe("CoiInputsSchema", () => {
  it.each([
    { name: "empty object", value: {}, ok: true },
    { name: "COI industry", value: { industry: "Retail", annualRevenue: "1,000,000" }, ok: true },
    { name: "ROI company size", value: { companySize: "Over 1000 employees" }, ok: true },
    { name: "benchmark industry label", value: { industry: "Retail/eCommerce" }, ok: false },
    { name: "over-long value", value: { hourlyCost: "9".repeat(41) }, ok: false },
    { name: "null value", value: { hourlyCost: null }, ok: false },
  ])("$name -> $ok", ({ value, ok }) => {
    expect(CoiInputsSchema.safeParse(value).success).toBe(ok);
  });
});

describe("BenchmarkAnswersSchema", () => {
  it.each([
    { name: "empty object", value: {}, ok: true },
    {
      name: "all lists",
      value: { industry: "Retail/eCommerce", companySize: "Enterprise (>1000)", autoHandlingPct: ">50%" },
      ok: true,
    },
    { name: "each automation option", value: { autoHandlingPct: "25-50%" }, ok: true },
    { name: "unknown automation share", value: { autoHandlingPct: "75%" }, ok: false },
    { name: "blank automation share", value: { autoHandlingPct: "" }, ok: false },
    { name: "ROI size label", value: { companySize: "Under 100 employees" }, ok: false },
    { name: "numbers as numbers", value: { responseTimeHrs: 3.5, timeToLaunchMonths: 0 }, ok: true },
  ])("$name -> $ok", ({ value, ok }) => {
    expect(BenchmarkAnswersSchema.safeParse(value).success).toBe(ok);
  });
});

describe("ReportLeadSchema", () => {
  it.each([
    { name: "complete lead", value: lead, ok: true },
    { name: "without company", value: { name: "Asha", email: "a@b.co" }, ok: true },
    { name: "missing name", value: { email: "a@b.co" }, ok: false },
    { name: "name of spaces", value: { name: "   ", email: "a@b.co" }, ok: false },
    { name: "name of 100 characters", value: { name: "n".repeat(100), email: "a@b.co" }, ok: true },
    { name: "name of 101 characters", value: { name: "n".repeat(101), email: "a@b.co" }, ok: false },
    { name: "email without @", value: { name: "Asha", email: "asha.example.com" }, ok: false },
    { name: "email without domain", value: { name: "Asha", email: "asha@" }, ok: false },
    { name: "missing email", value: { name: "Asha" }, ok: false },
    { name: "company of 120 characters", value: { ...lead, company: "c".repeat(120) }, ok: true },
    { name: "company of 121 characters", value: { ...lead, company: "c".repeat(121) }, ok: false },
  ])("$name -> $ok", ({ value, ok }) => {
    expect(ReportLeadSchema.safeParse(value).success).toBe(ok);
  });

  it("trims every field before checking, the sequence box unticked unless sent", () => {
    expect(ReportLeadSchema.parse({ name: "  Asha Verma ", email: " asha@example.com ", company: " Acme " })).toEqual({
      ...lead,
      sequenceConsent: false,
    });
  });

  it.each([
    { sent: "on", consent: true },
    { sent: true, consent: true },
    { sent: "off", consent: false },
    { sent: "", consent: false },
  ])("sequence box sent as $sent -> $consent", ({ sent, consent }) => {
    expect(ReportLeadSchema.parse({ ...lead, sequenceConsent: sent }).sequenceConsent).toBe(consent);
  });
});

describe("report lead messages", () => {
  it("word problems like every other lead form", () => {
    expect(validate(ReportLeadSchema, { name: "", email: "" })).toEqual({
      ok: false,
      error: {
        message: "Please fill in all required fields",
        fields: { name: "Please fill in all required fields", email: "Please fill in all required fields" },
      },
    });
    expect(validate(ReportLeadSchema, { name: "Asha", email: "asha.example.com" })).toEqual({
      ok: false,
      error: { message: "Please enter a valid email address", fields: { email: "Please enter a valid email address" } },
    });
  });
});

describe("ReportRequestSchema", () => {
  it("accepts a COI request and strips the browser's results", () => {
    const parsed = ReportRequestSchema.parse({
      type: "coi_report",
      lead,
      inputs: { annualRevenue: "100000" },
      results: { total: 999999 },
    });
    expect(parsed).toEqual({
      type: "coi_report",
      lead: { ...lead, sequenceConsent: false },
      inputs: { annualRevenue: "100000" },
    });
  });

  it("adds role and wantsConsult (default false) for benchmarking", () => {
    const parsed = ReportRequestSchema.parse({
      type: "benchmark_report",
      lead: { ...lead, role: " CTO " },
      inputs: {},
    });
    expect(parsed.lead).toEqual({ ...lead, role: "CTO", wantsConsult: false, sequenceConsent: false });
  });

  it.each([
    { name: "ROI request", value: { type: "roi_report", lead, inputs: {} }, ok: true },
    { name: "unknown type", value: { type: "tax_report", lead, inputs: {} }, ok: false },
    { name: "missing type", value: { lead, inputs: {} }, ok: false },
    { name: "missing lead", value: { type: "roi_report", inputs: {} }, ok: false },
    { name: "missing inputs", value: { type: "roi_report", lead }, ok: false },
    {
      name: "inputs of another calculator",
      value: { type: "roi_report", lead, inputs: { industry: "Retail/eCommerce" } },
      ok: false,
    },
    {
      name: "role over 100 characters",
      value: { type: "benchmark_report", lead: { ...lead, role: "r".repeat(101) }, inputs: {} },
      ok: false,
    },
    {
      name: "wantsConsult not a boolean",
      value: { type: "benchmark_report", lead: { ...lead, wantsConsult: "yes" }, inputs: {} },
      ok: false,
    },
  ])("$name -> $ok", ({ value, ok }) => {
    expect(ReportRequestSchema.safeParse(value).success).toBe(ok);
  });
});

describe("computeReportResults", () => {
  it("runs the ROI calculator", () => {
    const request = ReportRequestSchema.parse({
      type: "roi_report",
      lead,
      inputs: { supportTickets: "1000", supportCostPerTicket: 10 },
    });
    const results = computeReportResults(request);
    // 1000×10×12×0.35 = 42000; investment max(25000, 8400) = 25000; 17000/25000×100 = 68
    expect(results).toMatchObject({ totalSavings: 42000, investment: 25000, roiPct: 68 });
  });

  it("runs the Cost of Inaction calculator", () => {
    const request = ReportRequestSchema.parse({
      type: "coi_report",
      lead,
      inputs: { annualRevenue: "100000" },
    });
    if (request.type !== "coi_report") throw new Error("parsed as the wrong type");
    // 100000×0.07 = 7000 (7000.000000000001 in floating point, rounded to the cent); everything else blank → 0
    const results = computeReportResults(request);
    expect(results.total).toBe(7000);
    expect(results.threeYear).toBe(21000);
  });

  it("runs the benchmark", () => {
    const request = ReportRequestSchema.parse({
      type: "benchmark_report",
      lead,
      inputs: { autoHandlingPct: "0%" },
    });
    // blanks: 100, 100, 100, 40 → 85
    expect(computeReportResults(request)).toMatchObject({ yourScore: 85, peerAvg: 75 });
  });
});
