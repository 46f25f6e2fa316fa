import { formatCount, formatEnteredMoney, withUnit } from "~/features/calculators/shared/format";
import {
  answerLines,
  formatPayback,
  REPORT_TITLES,
  type ReportDocument,
  type ReportLine,
} from "~/features/calculators/shared/report-lines";
import { formatMoney, formatPercent } from "~/lib/money";
import { isBlank, toNumber } from "~/lib/to-number";
import type { RoiInputs, RoiResult } from "./roi";
import { ROI_STEPS } from "./roi-steps";

/** The four ROI saving lines with their working, in the order the wizard asks. */
export function roiLines(inputs: RoiInputs, result: RoiResult): ReportLine[] {
  const n = (value: unknown) => toNumber(value);
  const money = (value: unknown) => formatEnteredMoney(n(value));
  const hourly = money(inputs.hourlyCost);
  return [
    {
      label: "Customer support",
      value: formatMoney(result.breakdown.support),
      note: `AI assistants resolve 35% of routine tickets: ${formatCount(n(inputs.supportTickets))} tickets a month × ${money(inputs.supportCostPerTicket)} × 12 months × 35%.`,
    },
    {
      label: "Operations & workforce",
      value: formatMoney(result.breakdown.operations),
      note: `Automation takes over 30% of manual work: ${formatCount(n(inputs.manualEmployees))} people × ${withUnit(n(inputs.manualHoursWeekly), "hours")} a week × 52 weeks × 30% × ${hourly} an hour.`,
    },
    {
      label: "Decision-making & reporting",
      value: formatMoney(result.breakdown.reporting),
      note: `Automated reporting cuts preparation time by 60%: 12 reports × ${withUnit(n(inputs.reportDays), "days")} × 8 hours × 60% × ${hourly} an hour.`,
    },
    {
      label: "Marketing & innovation",
      value: formatMoney(result.breakdown.innovation),
      note: `Generative AI lifts content output 2.5 times; the extra 1.5 times is counted: ${formatCount(n(inputs.contentPerMonth))} pieces a month × ${money(inputs.contentCost)} × 12 months × 1.5.`,
    },
  ];
}

export function roiReport(inputs: RoiInputs, result: RoiResult): ReportDocument {
  const estimated = isBlank(inputs.investment);
  const payback =
    result.paybackMonths === null
      ? "With no savings entered, the investment does not pay back yet; add your figures to see the estimate."
      : `The investment pays for itself in ${formatPayback(result.paybackMonths)}.`;
  return {
    title: REPORT_TITLES.roi_report,
    summary: `AI could save your business an estimated ${formatMoney(result.totalSavings)} a year. Against an investment of ${formatMoney(result.investment)}, that is a return of ${formatPercent(result.roiPct)} in the first year. ${payback}`,
    highlights: [
      { label: "Total annual savings", value: formatMoney(result.totalSavings) },
      {
        label: "AI investment",
        value: formatMoney(result.investment),
        note: estimated ? "Estimated: the greater of $25,000 and 20% of the yearly savings." : "As you entered it.",
      },
      { label: "ROI", value: formatPercent(result.roiPct), note: "(Savings − investment) ÷ investment, first year." },
      { label: "Payback period", value: formatPayback(result.paybackMonths), note: "Investment ÷ monthly savings." },
    ],
    sections: [
      { heading: "Savings by area", lines: roiLines(inputs, result) },
      { heading: "Your answers", lines: answerLines(ROI_STEPS, inputs) },
    ],
    nextSteps:
      "Book a free 30-minute consultation: we check these assumptions against your processes and show which use case to start with for the fastest payback.",
  };
}
