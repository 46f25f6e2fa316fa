import type { ReportType } from "./calculator-schemas";
import type { StepSpec } from "./field-specs";
import { describeAnswer, withUnit } from "./format";

/**
 * One description of a report, rendered three ways: the results screen's notes, the Cost of Inaction
 * print window, and the PDF the server e-mails. Pure, so browser and server say exactly the same.
 */
export interface ReportLine {
  label: string;
  value: string;
  /** How the figure is worked out, with the visitor's own numbers. */
  note?: string;
}

export interface ReportSection {
  heading: string;
  lines: ReportLine[];
}

export interface ReportDocument {
  title: string;
  summary: string;
  highlights: ReportLine[];
  sections: ReportSection[];
  nextSteps: string;
}

/** Every answer, labelled as the wizard asked it. */
export function answerLines(steps: readonly StepSpec[], inputs: Record<string, unknown>): ReportLine[] {
  return steps.flatMap((step) =>
    step.fields.map((field) => ({ label: field.label, value: describeAnswer(field, inputs[field.name]) })),
  );
}

export function formatPayback(months: number | null): string {
  return months === null ? "No payback" : withUnit(months, "months");
}

export const REPORT_TITLES: Record<ReportType, string> = {
  roi_report: "AI ROI Report",
  coi_report: "Cost of Inaction Report",
  benchmark_report: "AI Benchmark Report",
};
