import { useMemo } from "react";
import { withUnit } from "~/features/calculators/shared/format";
import { ReportForm } from "~/features/calculators/shared/report-form";
import { ResultActions } from "~/features/calculators/shared/result-parts";
import type { Wizard } from "~/features/calculators/shared/use-wizard";
import { StepHeading } from "~/features/calculators/shared/wizard-frame";
import { cn } from "~/lib/cn";
import { type BenchmarkForm, computeBenchmark } from "./benchmark";
import { BENCHMARK_AREAS, benchmarkSummary, KPI_ROWS, scoreText } from "./benchmark-report";
import { RadarChart } from "./radar-chart";

/** Step 5: score against peers, the radar with its table, KPIs against peers, summary, report form. */
export function BenchmarkResults({ wizard }: { wizard: Wizard<BenchmarkForm> }) {
  const { values } = wizard;
  const result = useMemo(() => computeBenchmark(values), [values]);
  const ahead = result.yourScore >= result.peerAvg;

  return (
    <>
      <StepHeading
        id="benchmark-results-title"
        headingRef={wizard.headingRef}
        title="Your AI Benchmark"
        description="Your scores in four areas, your key numbers against peers, and where to start."
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <dt className="text-sm font-medium text-slate-700">Your score</dt>
              <dd className={cn("mt-1 text-4xl font-bold", ahead ? "text-emerald-800" : "text-brand-800")}>
                {scoreText(result.yourScore)}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <dt className="text-sm font-medium text-slate-700">Peer average</dt>
              <dd className="mt-1 text-4xl font-bold text-slate-800">{scoreText(result.peerAvg)}</dd>
            </div>
          </dl>
          <p className="mt-6 text-slate-800">{benchmarkSummary(result)}</p>

          <section aria-labelledby="benchmark-areas" className="mt-10">
            <h3 id="benchmark-areas" className="text-lg font-bold text-slate-900">
              Scores by area
            </h3>
            <div className="mt-4 space-y-6">
              <figure>
                <RadarChart result={result} />
                <figcaption className="mt-2 flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm text-slate-700">
                  <span className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-5 rounded-sm border-2 border-brand-600 bg-brand-500/25"
                    />
                    Your scores
                  </span>
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className="inline-block w-5 border-t-2 border-dashed border-slate-600" />
                    Peer average ({result.peerAvg})
                  </span>
                </figcaption>
              </figure>
              <ComparisonTable
                caption="Your score and the peer average in each area, out of 100"
                firstHeader="Area"
                rows={BENCHMARK_AREAS.map((area) => ({
                  key: area.key,
                  label: area.label,
                  you: Math.round(result.radar[area.key]),
                  peers: result.peerAvg,
                }))}
              />
            </div>
          </section>

          <section aria-labelledby="benchmark-kpis" className="mt-10">
            <h3 id="benchmark-kpis" className="text-lg font-bold text-slate-900">
              Your numbers against peers
            </h3>
            <ComparisonTable
              className="mt-4"
              caption="Key performance indicators: yours and the peer benchmark"
              firstHeader="Measure"
              rows={KPI_ROWS.map((row) => ({
                key: row.key,
                label: row.label,
                you: withUnit(result.kpis[row.key].you, row.unit),
                peers: withUnit(result.kpis[row.key].peers, row.unit),
              }))}
            />
          </section>

          <ResultActions onEdit={() => wizard.goTo(1)} onReset={wizard.reset} ready={wizard.hydrated} />
        </div>
        <ReportForm type="benchmark_report" inputs={values} results={result} ready={wizard.hydrated} />
      </div>
    </>
  );
}

interface ComparisonRow {
  key: string;
  label: string;
  you: string | number;
  peers: string | number;
}

/** A "you versus peers" table: the text equivalent of the chart and the KPI comparison. */
function ComparisonTable({
  caption,
  firstHeader,
  rows,
  className = "",
}: {
  caption: string;
  firstHeader: string;
  rows: ComparisonRow[];
  className?: string;
}) {
  return (
    <table className={cn("w-full text-left text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-700">
          <th scope="col" className="py-2 font-medium">
            {firstHeader}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            You
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Peers
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-200">
            <th scope="row" className="py-2 font-medium text-slate-900">
              {row.label}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{row.you}</td>
            <td className="py-2 text-right tabular-nums text-slate-700">{row.peers}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
