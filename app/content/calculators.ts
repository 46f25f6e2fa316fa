// Copy shared by the three calculators (ROI, Cost of Inaction, Benchmarking): report-form texts,
// calls to action and the reassurance lines around the forms. Step questions live beside the
// formulas in app/features/calculators/<calculator>/*-steps.ts so a field's label and its maths never drift apart.

export const CONSULT_CTA = { label: "Book Free Consultation", to: "/get-started" } as const;

export interface ReportFormCopy {
  title: string;
  intro: string;
  submit: string;
}

export const REPORT_FORMS = {
  roi_report: {
    title: "Get your ROI report by email",
    intro:
      "A PDF with your answers, every saving line by line and how each figure is worked out, ready to share with your finance team.",
    submit: "Email My Report",
  },
  coi_report: {
    title: "Send me this report",
    intro:
      "We e-mail you a PDF of these figures with the reasoning behind each line, so you can take it to your board.",
    submit: "Send Report",
  },
  benchmark_report: {
    title: "Get your full benchmark report",
    intro: "Your scores, your numbers against peers and where to start, as a PDF in your inbox.",
    submit: "Send My Report",
  },
} as const satisfies Record<string, ReportFormCopy>;

export const PRIVACY_NOTE =
  "We use your details only to send this report and, if you ask, to arrange a consultation. No newsletters without your consent.";

/** Shared by the ROI and Cost of Inaction calculators (kept here so neither loads the other's formulas). */
export const COMPANY_SIZES = ["Under 100 employees", "100-1000 employees", "Over 1000 employees"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const WIZARD_LABELS = {
  back: "Back",
  next: "Next",
  calculate: "Calculate",
  startBenchmark: "Start Benchmark",
  seeResults: "See My Results",
  editAnswers: "Edit my answers",
  startOver: "Start over",
  print: "Print Report",
  loadingResults: "Preparing your results…",
} as const;

/** Where a visitor goes after reading results, besides the report form. */
export const RESULTS_FOOTNOTE =
  "Estimates use industry averages from our delivery work; a 30-minute call turns them into a plan for your numbers.";
