import { Printer } from "lucide-react";
import { useMemo } from "react";
import { WIZARD_LABELS } from "~/content/calculators";
import { toCents } from "~/features/calculators/shared/cents";
import { ReportForm } from "~/features/calculators/shared/report-form";
import { Breakdown, Highlights, ResultActions } from "~/features/calculators/shared/result-parts";
import type { Wizard } from "~/features/calculators/shared/use-wizard";
import { StepHeading } from "~/features/calculators/shared/wizard-frame";
import { formatMoney } from "~/lib/money";
import { useSite } from "~/lib/public-settings";
import { COI_PROJECTION_YEARS, type CoiForm, computeCoi } from "./coi";
import { openPrintWindow } from "./coi-print";
import { coiLines, coiReport } from "./coi-report";

/** Step 4: the yearly total, the five losses, the 3-year projection, Send Report and Print Report. */
export function CoiResults({ wizard }: { wizard: Wizard<CoiForm> }) {
  const site = useSite();
  const { values } = wizard;
  const result = useMemo(() => computeCoi(values), [values]);
  const report = coiReport(values, result);
  const { breakdown } = result;
  const years = Array.from({ length: COI_PROJECTION_YEARS }, (_, i) => ({
    label: `Year ${i + 1}`,
    amount: toCents(result.total * (i + 1)),
  }));

  return (
    <>
      <StepHeading
        id="coi-results-title"
        headingRef={wizard.headingRef}
        title="Your cost of inaction"
        description={report.summary}
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <Highlights lines={report.highlights} tone="warn" />
          <Breakdown
            id="coi-breakdown"
            heading="Where the money goes each year"
            lines={coiLines(values, result)}
            amounts={[
              breakdown.supportLoss,
              breakdown.opsLoss,
              breakdown.reportingLoss,
              breakdown.innovationLoss,
              breakdown.churnLoss,
            ]}
          />
          <section aria-labelledby="coi-projection" className="mt-10">
            <h3 id="coi-projection" className="text-lg font-bold text-slate-900">
              3-year projection
            </h3>
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Cumulative cost of inaction by year</caption>
              <thead>
                <tr className="border-b border-slate-300 text-slate-700">
                  <th scope="col" className="py-2 font-medium">
                    Year
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Cumulative cost
                  </th>
                </tr>
              </thead>
              <tbody>
                {years.map((year) => (
                  <tr key={year.label} className="border-b border-slate-200">
                    <th scope="row" className="py-2 font-medium text-slate-900">
                      {year.label}
                    </th>
                    <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">
                      {formatMoney(year.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <ResultActions onEdit={wizard.back} onReset={wizard.reset} ready={wizard.hydrated}>
            <button
              type="button"
              className="btn-secondary"
              disabled={!wizard.hydrated}
              onClick={() => openPrintWindow(report, site)}
            >
              <Printer aria-hidden="true" className="size-4" /> {WIZARD_LABELS.print}
            </button>
          </ResultActions>
        </div>
        <ReportForm type="coi_report" inputs={values} results={result} ready={wizard.hydrated} />
      </div>
    </>
  );
}
