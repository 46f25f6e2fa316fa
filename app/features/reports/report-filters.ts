/** Pure search / filter / sort logic for the Industry Reports page. */
import type { IndustryReport, ReportIndustry } from "~/content/industry-reports";

export const REPORT_SORTS = ["latest", "popular"] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** The sort select's options, in the `{ id, label }` shape every select takes. */
export const REPORT_SORT_OPTIONS = [
  { id: "latest", label: "Latest" },
  { id: "popular", label: "Most Popular" },
] as const satisfies readonly { id: ReportSort; label: string }[];

export type ReportFilterState = {
  search: string;
  industry: ReportIndustry;
  sort: ReportSort;
};

/** Initial page state: empty search, All Industries, latest. */
export const DEFAULT_REPORT_FILTERS: ReportFilterState = {
  search: "",
  industry: "All Industries",
  sort: "latest",
};

/**
 * Download text to a number: "1.2k" -> 1200, "2.5k" -> 2500, "580" -> 580 ("m" means millions).
 * Commas and spaces are ignored; unreadable text counts as 0.
 */
export function parseDownloads(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km])?\+?$/i.exec(text.replace(/[,\s]/g, ""));
  if (!match) return 0;
  const suffix = match[2]?.toLowerCase();
  const multiplier = suffix === "k" ? 1_000 : suffix === "m" ? 1_000_000 : 1;
  return Math.round(Number(match[1]) * multiplier);
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/**
 * Month-and-year text ("March 2026", also "Mar 2026") to a sortable timestamp: UTC milliseconds
 * of the first day of that month. Unreadable text returns 0, so it sorts as the oldest.
 */
export function parseReportDate(text: string): number {
  const match = /^([a-z]+)\s+(\d{4})$/i.exec(text.trim());
  if (!match) return 0;
  const word = match[1].toLowerCase();
  const month = MONTHS.findIndex((m) => m === word || (word.length === 3 && m.startsWith(word)));
  return month === -1 ? 0 : Date.UTC(Number(match[2]), month, 1);
}

function matchesSearch(report: IndustryReport, needle: string): boolean {
  if (needle === "") return true;
  return report.title.toLowerCase().includes(needle) || report.tags.some((t) => t.toLowerCase().includes(needle));
}

/**
 * Search matches case-insensitively against the title or any tag (the search text
 * is trimmed; substring match); the industry must equal the category unless "All Industries";
 * sort latest = newest date first, popular = highest download count first. Ties keep the original
 * list order (Array.prototype.sort is stable). Returns a new array.
 */
export function filterReports(
  reports: readonly IndustryReport[],
  { search, industry, sort }: ReportFilterState,
): IndustryReport[] {
  const needle = search.trim().toLowerCase();
  const compare =
    sort === "popular"
      ? (a: IndustryReport, b: IndustryReport) => parseDownloads(b.downloads) - parseDownloads(a.downloads)
      : (a: IndustryReport, b: IndustryReport) => parseReportDate(b.date) - parseReportDate(a.date);
  return reports
    .filter((r) => industry === "All Industries" || r.category === industry)
    .filter((r) => matchesSearch(r, needle))
    .sort(compare);
}
