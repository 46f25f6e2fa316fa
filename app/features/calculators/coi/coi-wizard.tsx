import { WIZARD_LABELS } from "~/content/calculators";
import { answerLines } from "~/features/calculators/shared/report-lines";
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
import { COI_DEFAULTS, type CoiForm } from "./coi";
import { COI_CALCULATE_STEP, COI_LAST_STEP, COI_STEPS } from "./coi-steps";

// The results screen (with the report form) loads once the visitor starts answering, not with the page.
const { Results, preload } = lazyResults(() => import("./coi-results").then((m) => m.CoiResults));

const HEADING_ID = "coi-step-title";

/** The Cost of Inaction calculator: steps 0 to 4, Calculate on step 3, results on step 4. */
export default function CoiWizard() {
  const wizard = useWizard<CoiForm>("coi-calculator", COI_DEFAULTS, COI_LAST_STEP, preload);
  const { step, values, headingRef, hydrated } = wizard;
  const spec = COI_STEPS[step];
  const progress = <WizardProgress current={step + 1} total={COI_STEPS.length} names={COI_STEPS.map((s) => s.title)} />;

  if (step === COI_LAST_STEP) {
    return (
      <WizardCard wide>
        {progress}
        <ResultsSuspense>
          <Results wizard={wizard} />
        </ResultsSuspense>
      </WizardCard>
    );
  }

  const calculating = step === COI_CALCULATE_STEP;
  return (
    <WizardCard>
      {progress}
      <StepHeading id={HEADING_ID} headingRef={headingRef} title={spec.title} description={spec.description} />
      <StepForm
        labelledBy={HEADING_ID}
        onSubmit={wizard.next}
        onBack={step > 0 ? wizard.back : undefined}
        submitLabel={calculating ? WIZARD_LABELS.calculate : WIZARD_LABELS.next}
        ready={hydrated}
      >
        {calculating ? (
          <dl className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {answerLines(COI_STEPS, values).map((line) => (
              <div key={line.label} className="flex justify-between gap-4 px-4 py-3 text-sm">
                <dt className="text-slate-700">{line.label}</dt>
                <dd className="font-semibold text-slate-900">{line.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <StepFields
            idPrefix="coi"
            fields={spec.fields}
            values={values}
            onChange={(name, value) => wizard.setField(name as keyof CoiForm & string, value)}
          />
        )}
      </StepForm>
    </WizardCard>
  );
}
