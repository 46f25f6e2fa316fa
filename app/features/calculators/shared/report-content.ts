import { benchmarkReport } from "~/features/calculators/benchmark/benchmark-report";
import type { CoiResult } from "~/features/calculators/coi/coi";
import { coiReport } from "~/features/calculators/coi/coi-report";
import type { RoiResult } from "~/features/calculators/roi/roi";
import { roiReport } from "~/features/calculators/roi/roi-report";
import type { ReportRequest, ReportResults } from "./calculator-schemas";
import type { ReportDocument } from "./report-lines";

export type { ReportDocument, ReportLine, ReportSection } from "./report-lines";

/** The document for a parsed report request and the results the server recomputed from its inputs. */
export function buildReport(request: ReportRequest, results: ReportResults): ReportDocument {
  switch (request.type) {
    case "roi_report":
      return roiReport(request.inputs, results as RoiResult);
    case "coi_report":
      return coiReport(request.inputs, results as CoiResult);
    case "benchmark_report":
      return benchmarkReport(request.inputs, results as ReportResults<"benchmark_report">);
  }
}
