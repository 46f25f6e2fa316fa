import { ArrowLeft, ArrowRight } from "lucide-react";
import { type ComponentType, type FormEvent, lazy, type ReactNode, type Ref, Suspense } from "react";
import { WIZARD_LABELS } from "~/content/calculators";
import { cn } from "~/lib/cn";

interface ProgressProps {
  /** 1-based position shown to people. */
  current: number;
  total: number;
  names: readonly string[];
}

/** "Step N of M", a bar, and the step names (from md up) with the current one marked. */
export function WizardProgress({ current, total, names }: ProgressProps) {
  return (
    <div className="mb-8">
      <p className="text-sm font-semibold text-brand-700">
        Step {current} of {total}
      </p>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
      <ol aria-label="Steps" className="mt-3 hidden gap-x-4 gap-y-1 text-xs text-slate-600 md:flex md:flex-wrap">
        {names.map((name, i) => (
          <li
            key={name}
            aria-current={i + 1 === current ? "step" : undefined}
            className={i + 1 === current ? "font-semibold text-brand-800" : i + 1 < current ? "text-slate-800" : ""}
          >
            <span className="sr-only">{i + 1 < current ? "Completed: " : ""}</span>
            {name}
          </li>
        ))}
      </ol>
    </div>
  );
}

interface StepHeadingProps {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  description?: string;
}

/** The step's h2: focus lands here after Back or Next (tabIndex -1 makes it focusable by script only). */
export function StepHeading({ id, headingRef, title, description }: StepHeadingProps) {
  return (
    <div>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {title}
      </h2>
      {description && <p className="mt-2 text-slate-700">{description}</p>}
    </div>
  );
}

interface StepFormProps {
  labelledBy: string;
  onSubmit: () => void;
  children: ReactNode;
  /** Back is hidden on the first step (it could not move anyway). */
  onBack?: () => void;
  submitLabel: string;
  /** Buttons stay disabled until the page is interactive, so an early click is never lost. */
  ready: boolean;
}

/** One step's fields; Enter in any field acts like the main button. */
export function StepForm({ labelledBy, onSubmit, children, onBack, submitLabel, ready }: StepFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-labelledby={labelledBy} noValidate className="mt-6">
      <div className="space-y-6">{children}</div>
      <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
        {onBack ? (
          <button type="button" className="btn-secondary" onClick={onBack} disabled={!ready}>
            <ArrowLeft aria-hidden="true" className="size-4" /> {WIZARD_LABELS.back}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className="btn-primary" disabled={!ready}>
          {submitLabel} <ArrowRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </form>
  );
}

/** The white card the wizard sits in. */
export function WizardCard({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <section className="bg-slate-50 py-12 sm:py-16">
      <div className="container-page">
        <div
          className={cn(
            "mx-auto rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10",
            wide ? "max-w-6xl" : "max-w-3xl",
          )}
        >
          {children}
        </div>
      </div>
    </section>
  );
}

/**
 * A results screen that loads on demand: render `Results` inside `ResultsSuspense`; `preload` starts
 * loading it early, which the wizard does once the visitor moves past the first step.
 */
export function lazyResults<P extends object>(load: () => Promise<ComponentType<P>>) {
  return { Results: lazy(() => load().then((component) => ({ default: component }))), preload: load };
}

export function ResultsSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ResultsLoading />}>{children}</Suspense>;
}

/** Shown for the moment the results screen takes to load. */
function ResultsLoading() {
  return (
    <p role="status" className="py-12 text-center text-slate-700">
      {WIZARD_LABELS.loadingResults}
    </p>
  );
}
