/**
 * Where a report's "Download Report" button leads. There is no
 * anonymous PDF to hand out, so it opens the contact form with the request already written and the
 * team emails the current edition.
 */
import type { IndustryReport } from "~/content/industry-reports";

export function reportRequestHref(report: Pick<IndustryReport, "title">): string {
  const message = `Please send me the ${report.title} report.`;
  return `/contact?service=${encodeURIComponent("AI Integration")}&message=${encodeURIComponent(message)}`;
}

/** "1 report found", "6 reports found": announced after every search or filter change. */
export function reportCountLabel(count: number): string {
  return `${count} ${count === 1 ? "report" : "reports"} found`;
}
