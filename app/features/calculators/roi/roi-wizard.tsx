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
import { ROI_DEFAULTS, type RoiForm } from "./roi";
import { ROI_LAST_STEP, ROI_STEPS, ROI_WELCOME_POINTS } from "./roi-steps";

// The results screen (with the report form) loads once the visitor starts answering, not with the page.
const { Results, preload } = lazyResults(() => import("./roi-results").then((m) => m.RoiResults));

const HEADING_ID = "roi-step-title";

/** The AI ROI calculator: steps 0 to 6, Calculate on step 6, then the results. */
export default function RoiWizard() {
  const wizard = useWizard<RoiForm>("roi-calculator", ROI_DEFAULTS, ROI_LAST_STEP, preload);
  const { step, values, headingRef, hydrated } = wizard;

  if (wizard.showResults) {
    return (
      <WizardCard wide>
        <ResultsSuspense>
          <Results wizard={wizard} />
        </ResultsSuspense>
      </WizardCard>
    );
  }

  const spec = ROI_STEPS[step];
  const last = step === ROI_LAST_STEP;
  return (
    <WizardCard>
      <WizardProgress current={step + 1} total={ROI_STEPS.length} names={ROI_STEPS.map((s) => s.title)} />
      <StepHeading id={HEADING_ID} headingRef={headingRef} title={spec.title} description={spec.description} />
      <StepForm
        labelledBy={HEADING_ID}
        onSubmit={last ? wizard.openResults : wizard.next}
        onBack={step > 0 ? wizard.back : undefined}
        submitLabel={last ? WIZARD_LABELS.calculate : WIZARD_LABELS.next}
        ready={hydrated}
      >
        {step === 0 ? (
          <ul className="space-y-3">
            {ROI_WELCOME_POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-slate-800">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
        ) : (
          <StepFields
            idPrefix="roi"
            fields={spec.fields}
            values={values}
            onChange={(name, value) => wizard.setField(name as keyof RoiForm & string, value)}
          />
        )}
      </StepForm>
    </WizardCard>
  );
}
