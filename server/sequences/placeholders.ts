import { safeGreetingName } from "../mail/visitor-text";

// The placeholders of a sequence step, filled when the e-mail goes out. A sequence goes to an address
// a visitor typed, so their name and company appear only under the visitor-text rule
// (server/mail/visitor-text.ts); otherwise a neutral word stands in. The report and the figure are ours
// (the lead's type and the numbers the server computed), the booking link our own URL: nothing the
// visitor typed reaches the Markdown except a plain name.

export interface PlaceholderValues {
  first_name: string;
  company: string;
  report: string;
  figure: string;
  booking_link: string;
}

export interface PlaceholderLead {
  type: string;
  name: string | null;
  company: string | null;
  /** The stored JSON payload (results of a calculator report). */
  payload: string | null;
}

const REPORTS: Record<string, string> = {
  roi_report: "ROI report",
  coi_report: "Cost of Inaction report",
  benchmark_report: "AI readiness benchmark",
};

const usd = (amount: number) => `$${Math.round(amount).toLocaleString("en-US", { maximumFractionDigits: 0 })}`;

function parsed(payload: string | null): Record<string, unknown> {
  try {
    const value = JSON.parse(payload ?? "null") as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const finite = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/** The lead's calculated figure as a phrase, or a neutral one when it has none. */
export function figureOf(type: string, payload: string | null): string {
  const results = parsed(payload).results as Record<string, unknown> | undefined;
  if (type === "coi_report") {
    const total = finite(results?.total);
    if (total !== undefined && total > 0) return `${usd(total)} a year`;
  }
  if (type === "roi_report") {
    const savings = finite(results?.totalSavings);
    if (savings !== undefined && savings > 0) return `${usd(savings)} a year in savings`;
  }
  if (type === "benchmark_report") {
    const score = finite(results?.yourScore);
    if (score !== undefined) return `a score of ${Math.round(score)} out of 100`;
  }
  return "what AI could save you";
}

export function placeholderValues(lead: PlaceholderLead, bookingLink: string): PlaceholderValues {
  const name = safeGreetingName(lead.name);
  return {
    first_name: name ? (name.split(" ")[0] ?? name) : "there",
    company: safeGreetingName(lead.company) ?? "your company",
    report: REPORTS[lead.type] ?? "enquiry",
    figure: figureOf(lead.type, lead.payload),
    booking_link: bookingLink,
  };
}

/** Sample values for the admin's preview and test send. */
export const SAMPLE_VALUES: Omit<PlaceholderValues, "booking_link"> = {
  first_name: "Priya",
  company: "Acme Traders Pvt Ltd",
  report: "Cost of Inaction report",
  figure: "$480,000 a year",
};

/** {{name}} (spaces inside allowed) replaced by its value; an unknown name is left out. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_, key: string) =>
    Object.hasOwn(values, key) ? values[key as keyof PlaceholderValues] : "",
  );
}
