import { ArrowRight, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CONSULT_CTA, RESULTS_FOOTNOTE, WIZARD_LABELS } from "~/content/calculators";
import { cn } from "~/lib/cn";
import type { ReportLine } from "./report-lines";

/** Headline figures as cards: label, large value, how it is worked out. */
export function Highlights({ lines, tone = "brand" }: { lines: ReportLine[]; tone?: "brand" | "warn" }) {
  const value = tone === "warn" ? "text-red-800" : "text-brand-800";
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {lines.map((line) => (
        <div key={line.label} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-700">{line.label}</dt>
          <dd className={cn("mt-1 text-3xl font-bold tracking-tight", value)}>{line.value}</dd>
          {line.note && <dd className="mt-1 text-xs text-slate-600">{line.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** A breakdown: one row per line with a proportional bar and its working. */
export function Breakdown({
  id,
  heading,
  lines,
  amounts,
}: {
  id: string;
  heading: string;
  lines: ReportLine[];
  amounts: number[];
}) {
  const largest = Math.max(...amounts, 0);
  return (
    <section aria-labelledby={id} className="mt-10">
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {heading}
      </h3>
      <ul className="mt-4 divide-y divide-slate-200">
        {lines.map((line, i) => (
          <li key={line.label} className="py-4">
            <div className="flex items-baseline justify-between gap-4">
              <span className="font-medium text-slate-900">{line.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">{line.value}</span>
            </div>
            <div aria-hidden="true" className="mt-2 h-1.5 rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-brand-500"
                style={{ width: `${largest > 0 ? Math.max(0, (amounts[i] / largest) * 100) : 0}%` }}
              />
            </div>
            {line.note && <p className="mt-2 text-sm text-slate-600">{line.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Book Free Consultation, plus ways back into the wizard. */
export function ResultActions({
  onEdit,
  onReset,
  ready,
  children,
}: {
  onEdit: () => void;
  onReset: () => void;
  ready: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="mt-10 border-t border-slate-200 pt-6">
      <div className="flex flex-wrap gap-3">
        <Link to={CONSULT_CTA.to} className="btn-primary">
          {CONSULT_CTA.label} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        {children}
        <button type="button" className="btn-secondary" onClick={onEdit} disabled={!ready}>
          {WIZARD_LABELS.editAnswers}
        </button>
        <button type="button" className="btn-secondary" onClick={onReset} disabled={!ready}>
          <RotateCcw aria-hidden="true" className="size-4" /> {WIZARD_LABELS.startOver}
        </button>
      </div>
      <p className="mt-4 text-sm text-slate-600">{RESULTS_FOOTNOTE}</p>
    </div>
  );
}
