import { formatCount, formatEnteredMoney, withUnit } from "~/features/calculators/shared/format";
import {
  answerLines,
  REPORT_TITLES,
  type ReportDocument,
  type ReportLine,
} from "~/features/calculators/shared/report-lines";
import { formatMoney } from "~/lib/money";
import { toNumber } from "~/lib/to-number";
import type { CoiInputs, CoiResult } from "./coi";
import { COI_STEPS } from "./coi-steps";

/** The five Cost of Inaction lines with their working. */
export function coiLines(inputs: CoiInputs, result: CoiResult): ReportLine[] {
  const n = (value: unknown) => toNumber(value);
  const money = (value: unknown) => formatEnteredMoney(n(value));
  const hourly = money(inputs.hourlyCost);
  return [
    {
      label: "Support costs AI would absorb",
      value: formatMoney(result.breakdown.supportLoss),
      note: `35% of tickets could be handled by AI: ${formatCount(n(inputs.supportTickets))} tickets a month × ${money(inputs.supportCostPerTicket)} × 12 months × 35%.`,
    },
    {
      label: "Manual operations",
      value: formatMoney(result.breakdown.opsLoss),
      note: `30% of manual hours could be automated: ${formatCount(n(inputs.employeesManual))} people × 8 hours a week × 52 weeks × 30% × ${hourly} an hour.`,
    },
    {
      label: "Slow reporting",
      value: formatMoney(result.breakdown.reportingLoss),
      note: `Reports could be prepared 60% faster: 8 hours × ${withUnit(n(inputs.reportDays), "days")} × 12 reports × 60% × ${hourly} an hour.`,
    },
    {
      label: "Missed innovation",
      value: formatMoney(result.breakdown.innovationLoss),
      note: `Value of the extra output AI would bring: ${formatCount(n(inputs.contentLaunchesPerYear))} launches a year × ${money(inputs.avgContentValue)} × 1.5.`,
    },
    {
      label: "Customer churn",
      value: formatMoney(result.breakdown.churnLoss),
      note: `7% of ${money(inputs.annualRevenue)} annual revenue at risk as customers move to faster, AI-enabled competitors.`,
    },
  ];
}

export function coiReport(inputs: CoiInputs, result: CoiResult): ReportDocument {
  const lines = coiLines(inputs, result);
  const amounts = Object.values(result.breakdown);
  const largest = amounts.indexOf(Math.max(...amounts));
  const biggest =
    result.total > 0
      ? ` The largest single cost is ${lines[largest].label.toLowerCase()}, at ${lines[largest].value} a year.`
      : "";
  return {
    title: REPORT_TITLES.coi_report,
    summary: `Waiting on AI costs your business an estimated ${formatMoney(result.total)} every year, and ${formatMoney(result.threeYear)} over the next three years.${biggest}`,
    highlights: [
      { label: "Annual cost of inaction", value: formatMoney(result.total) },
      { label: "3-year projection", value: formatMoney(result.threeYear), note: "Three times the yearly cost." },
    ],
    sections: [
      { heading: "Where the money goes", lines },
      { heading: "Your answers", lines: answerLines(COI_STEPS, inputs) },
    ],
    nextSteps:
      "Book a free consultation: we rank these costs by how quickly AI can remove them and plan a first project that shows results within 90 days.",
  };
}
