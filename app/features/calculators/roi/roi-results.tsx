import { useMemo } from "react";
import { ReportForm } from "~/features/calculators/shared/report-form";
import { Breakdown, Highlights, ResultActions } from "~/features/calculators/shared/result-parts";
import type { Wizard } from "~/features/calculators/shared/use-wizard";
import { StepHeading } from "~/features/calculators/shared/wizard-frame";
import { computeRoi, type RoiForm } from "./roi";
import { roiLines, roiReport } from "./roi-report";

/** Totals, the four savings with their working, Book Free Consultation, and the report form beside them. */
export function RoiResults({ wizard }: { wizard: Wizard<RoiForm> }) {
  const { values } = wizard;
  const result = useMemo(() => computeRoi(values), [values]);
  const report = roiReport(values, result);
  const { breakdown } = result;

  return (
    <>
      <p className="text-sm font-semibold text-brand-700">Results</p>
      <StepHeading
        id="roi-results-title"
        headingRef={wizard.headingRef}
        title="Your AI ROI estimate"
        description={report.summary}
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <Highlights lines={report.highlights} />
          <Breakdown
            id="roi-breakdown"
            heading="Savings by area"
            lines={roiLines(values, result)}
            amounts={[breakdown.support, breakdown.operations, breakdown.reporting, breakdown.innovation]}
          />
          <ResultActions onEdit={wizard.back} onReset={wizard.reset} ready={wizard.hydrated} />
        </div>
        <ReportForm type="roi_report" inputs={values} results={result} ready={wizard.hydrated} />
      </div>
    </>
  );
}
