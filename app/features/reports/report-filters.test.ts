import { FileText } from "lucide-react";
import { describe, expect, it } from "vitest";
import { INDUSTRY_REPORTS, type IndustryReport, type ReportCategory } from "~/content/industry-reports";
import {
  DEFAULT_REPORT_FILTERS,
  filterReports,
  parseDownloads,
  parseReportDate,
  type ReportFilterState,
} from "./report-filters";

function make(
  id: number,
  title: string,
  category: ReportCategory,
  date: string,
  downloads: string,
  tags: string[],
): IndustryReport {
  return {
    id,
    title,
    category,
    date,
    downloads,
    tags,
    pages: 30,
    preview: id === 2 ? "Underwriting models for lenders." : "Report preview.",
    featured: false,
    icon: FileText,
    color: "from-blue-600 to-indigo-700",
  };
}

// Hand-made fixture. Ties: ids 2 and 6 share "January 2026"; ids 1 and 6 share "1.2k".
const R: IndustryReport[] = [
  make(1, "Hospital AI Outlook", "Healthcare", "March 2026", "1.2k", ["Clinical AI", "Imaging"]),
  make(2, "Banking Risk Report", "Finance", "January 2026", "980", ["Fraud", "Compliance"]),
  make(3, "Retail Forecasting Guide", "Retail", "February 2026", "2.5k", ["Demand", "Inventory"]),
  make(4, "Factory Quality Study", "Manufacturing", "December 2025", "1.1k", ["Computer Vision", "Supply Chain"]),
  make(5, "Classroom AI Review", "Education", "March 2025", "580", ["Generative AI", "Assessment"]),
  make(6, "Farm Supply Chain Brief", "Agriculture", "January 2026", "1.2k", ["Remote Sensing", "Price Forecasting"]),
  make(7, "Second Healthcare Review", "Healthcare", "Oct 2025", "650", ["Patient Experience"]),
];

describe("parseDownloads", () => {
  it.each([
    ["1.2k", 1200],
    ["580", 580],
    ["2.5k", 2500],
    ["1K", 1000],
    ["12k", 12000],
    ["0.6k", 600],
    ["1,250", 1250],
    ["1.2k+", 1200],
    ["3m", 3000000],
    ["", 0],
    ["many", 0],
  ])("%s -> %d", (text, expected) => {
    expect(parseDownloads(text)).toBe(expected);
  });
});

describe("parseReportDate", () => {
  it.each([
    ["March 2026", Date.UTC(2026, 2, 1)],
    ["march 2026", Date.UTC(2026, 2, 1)],
    ["Mar 2026", Date.UTC(2026, 2, 1)],
    [" December 2025 ", Date.UTC(2025, 11, 1)],
    ["January 2026", Date.UTC(2026, 0, 1)],
    ["Smarch 2026", 0],
    ["2026", 0],
    ["", 0],
  ])("'%s' -> %d", (text, expected) => {
    expect(parseReportDate(text)).toBe(expected);
  });

  it("orders months chronologically", () => {
    expect(parseReportDate("January 2026")).toBeGreaterThan(parseReportDate("December 2025"));
  });
});

describe("filterReports", () => {
  it.each<{ name: string; state: Partial<ReportFilterState>; expected: number[] }>([
    { name: "defaults: newest first, ties in list order", state: {}, expected: [1, 3, 2, 6, 4, 7, 5] },
    { name: "popular: most downloads first", state: { sort: "popular" }, expected: [3, 1, 6, 4, 2, 7, 5] },
    { name: "search matches title or tag", state: { search: "supply chain" }, expected: [6, 4] },
    { name: "search is case-insensitive", state: { search: "FORECASTING" }, expected: [3, 6] },
    { name: "search on title words", state: { search: "review" }, expected: [7, 5] },
    { name: "search is a substring match", state: { search: "ai" }, expected: [1, 3, 6, 4, 5] },
    { name: "preview text is not searched", state: { search: "underwriting" }, expected: [] },
    { name: "search without hits", state: { search: "zzz" }, expected: [] },
    { name: "industry Healthcare", state: { industry: "Healthcare" }, expected: [1, 7] },
    {
      name: "industry Healthcare, popular",
      state: { industry: "Healthcare", sort: "popular" },
      expected: [1, 7],
    },
    { name: "industry Technology has no reports", state: { industry: "Technology" }, expected: [] },
    { name: "industry plus matching search", state: { industry: "Finance", search: "fraud" }, expected: [2] },
    {
      name: "industry plus other industry's tag",
      state: { industry: "Finance", search: "imaging" },
      expected: [],
    },
    { name: "search is trimmed", state: { industry: "Education", search: "  assessment " }, expected: [5] },
  ])("$name", ({ state, expected }) => {
    const result = filterReports(R, { ...DEFAULT_REPORT_FILTERS, ...state });
    expect(result.map((r) => r.id)).toEqual(expected);
  });
});

describe("industry report content", () => {
  it("has six reports, three featured, of 29 to 45 pages and 580 to 1.2k downloads", () => {
    expect(INDUSTRY_REPORTS.map((r) => r.category)).toEqual([
      "Healthcare",
      "Finance",
      "Retail",
      "Manufacturing",
      "Education",
      "Agriculture",
    ]);
    expect(INDUSTRY_REPORTS.filter((r) => r.featured).map((r) => r.category)).toEqual([
      "Healthcare",
      "Finance",
      "Manufacturing",
    ]);
    const pages = INDUSTRY_REPORTS.map((r) => r.pages);
    expect(Math.min(...pages)).toBe(29);
    expect(Math.max(...pages)).toBe(45);
    const downloads = INDUSTRY_REPORTS.map((r) => parseDownloads(r.downloads));
    expect(Math.min(...downloads)).toBe(580);
    expect(Math.max(...downloads)).toBe(1200);
    expect(INDUSTRY_REPORTS.map((r) => r.downloads)).toEqual(expect.arrayContaining(["580", "1.2k"]));
  });
});
