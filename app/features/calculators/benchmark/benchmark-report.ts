import { withUnit } from "~/features/calculators/shared/format";
import {
  answerLines,
  REPORT_TITLES,
  type ReportDocument,
  type ReportLine,
} from "~/features/calculators/shared/report-lines";
import type { BenchmarkAnswers, BenchmarkResult } from "./benchmark";
import { BENCHMARK_STEPS } from "./benchmark-steps";

/** The four radar areas, in the order the chart draws them (clockwise from the top). */
export const BENCHMARK_AREAS = [
  { key: "cse", label: "Customer support" },
  { key: "oe", label: "Operations" },
  { key: "dms", label: "Decision-making" },
  { key: "igm", label: "Innovation & go-to-market" },
] as const satisfies readonly { key: keyof BenchmarkResult["radar"]; label: string }[];

export const KPI_ROWS = [
  { key: "responseTime", label: "First response time", unit: "hours", lowerIsBetter: true },
  { key: "manualHours", label: "Manual hours per employee per week", unit: "hours", lowerIsBetter: true },
  { key: "reportingTime", label: "Time to prepare a report", unit: "days", lowerIsBetter: true },
  { key: "launchCycle", label: "Idea-to-launch cycle", unit: "months", lowerIsBetter: true },
] as const satisfies readonly {
  key: keyof BenchmarkResult["kpis"];
  label: string;
  unit: string;
  lowerIsBetter: boolean;
}[];

/** Scores are kept exact for the mean; people read whole points. */
export const scoreText = (score: number) => `${Math.round(score)}/100`;

/** Where the visitor stands, the strongest and weakest area, then the fixed savings text (~30%, ~25 hrs/week, 60%). */
export function benchmarkSummary(result: BenchmarkResult): string {
  const diff = result.yourScore - result.peerAvg;
  const standing =
    diff === 0
      ? `Your overall score of ${result.yourScore} matches the peer average of ${result.peerAvg}.`
      : `Your overall score of ${result.yourScore} is ${Math.abs(diff)} ${Math.abs(diff) === 1 ? "point" : "points"} ${diff > 0 ? "above" : "below"} the peer average of ${result.peerAvg}.`;
  const scored = BENCHMARK_AREAS.map((area) => ({ ...area, score: Math.round(result.radar[area.key]) }));
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  const worst = scored.reduce((a, b) => (b.score < a.score ? b : a));
  const areas =
    best.score === worst.score
      ? " Your four areas score evenly."
      : ` Your strongest area is ${best.label.toLowerCase()} (${best.score}); your biggest opportunity is ${worst.label.toLowerCase()} (${worst.score}).`;
  return `${standing}${areas} ${result.savingsCopy}`;
}

export function kpiLines(result: BenchmarkResult): ReportLine[] {
  return KPI_ROWS.map((row) => ({
    label: row.label,
    value: withUnit(result.kpis[row.key].you, row.unit),
    note: `Peers: ${withUnit(result.kpis[row.key].peers, row.unit)}.`,
  }));
}

export function benchmarkReport(answers: BenchmarkAnswers, result: BenchmarkResult): ReportDocument {
  return {
    title: REPORT_TITLES.benchmark_report,
    summary: benchmarkSummary(result),
    highlights: [
      { label: "Your score", value: scoreText(result.yourScore) },
      { label: "Peer average", value: scoreText(result.peerAvg) },
    ],
    sections: [
      {
        heading: "Scores by area",
        lines: BENCHMARK_AREAS.map((area) => ({ label: area.label, value: scoreText(result.radar[area.key]) })),
      },
      { heading: "Your numbers against peers", lines: kpiLines(result) },
      { heading: "Your answers", lines: answerLines(BENCHMARK_STEPS, answers) },
    ],
    nextSteps:
      "Start where your score is lowest: a free consultation maps that area's quickest AI win, its cost and the result to expect within 90 days.",
  };
}
