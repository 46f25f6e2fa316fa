import { CheckCircle2 } from "lucide-react";
import { WIZARD_LABELS } from "~/content/calculators";
import { StepFields } from "~/features/calculators/shared/step-fields";
import { useWizard } from "~/features/calculators/shared/use-wizard";
import {
  lazyResults,
  ResultsSuspense,
  StepForm,
  StepHeading,
  WizardCard,
  WizardProgress,
} from "~/features/calculators/shared/wizard-frame";
import { BENCHMARK_DEFAULTS, type BenchmarkForm } from "./benchmark";
import { BENCHMARK_INTRO_POINTS, BENCHMARK_LAST_STEP, BENCHMARK_STEPS, BENCHMARK_SUBMIT_STEP } from "./benchmark-steps";

// The results screen (with the report form) loads once the visitor starts answering, not with the page.
const { Results, preload } = lazyResults(() => import("./benchmark-results").then((m) => m.BenchmarkResults));

const HEADING_ID = "benchmark-step-title";

/** The AI Benchmarking calculator: 'Step N of 6', intro, four question steps, results. */
export default function BenchmarkWizard() {
  const wizard = useWizard<BenchmarkForm>("benchmark-calculator", BENCHMARK_DEFAULTS, BENCHMARK_LAST_STEP, preload);
  const { step, values, headingRef, hydrated } = wizard;
  const spec = BENCHMARK_STEPS[step];
  const progress = (
    <WizardProgress
      current={step + 1}
      total={BENCHMARK_STEPS.length}
      names={["Start", ...BENCHMARK_STEPS.slice(1, -1).map((s) => s.title), "Results"]}
    />
  );

  if (step === BENCHMARK_LAST_STEP) {
    return (
      <WizardCard wide>
        {progress}
        <ResultsSuspense>
          <Results wizard={wizard} />
        </ResultsSuspense>
      </WizardCard>
    );
  }

  const intro = step === 0;
  return (
    <WizardCard>
      {progress}
      <StepHeading id={HEADING_ID} headingRef={headingRef} title={spec.title} description={spec.description} />
      <StepForm
        labelledBy={HEADING_ID}
        // See My Results computes the result and jumps straight to the results step (5).
        onSubmit={step === BENCHMARK_SUBMIT_STEP ? () => wizard.goTo(BENCHMARK_LAST_STEP) : wizard.next}
        onBack={intro ? undefined : wizard.back}
        submitLabel={
          intro
            ? WIZARD_LABELS.startBenchmark
            : step === BENCHMARK_SUBMIT_STEP
              ? WIZARD_LABELS.seeResults
              : WIZARD_LABELS.next
        }
        ready={hydrated}
      >
        {intro ? (
          <ul className="space-y-3">
            {BENCHMARK_INTRO_POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-slate-800">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
        ) : (
          <>
            <StepFields
              idPrefix="benchmark"
              fields={spec.fields}
              values={values}
              onChange={(name, value) => wizard.setField(name as keyof BenchmarkForm & string, value)}
            />
            {spec.hint && (
              <p className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-100">
                <strong className="font-semibold">Did you know? </strong>
                {spec.hint}
              </p>
            )}
          </>
        )}
      </StepForm>
    </WizardCard>
  );
}
