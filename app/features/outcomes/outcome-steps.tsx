import { SectionHeading } from "~/components/ui/section-heading";
import type { OutcomeIconName } from "./outcome-icons";
import { OUTCOME_ICONS } from "./outcome-icons";
import type { OutcomeSections, OutcomeTimeline, ProcessStepView } from "./outcome-view";

/** The fixed 12-week implementation timeline, as an ordered list of four phases. */
export function ImplementationTimeline({
  phases,
  copy,
}: {
  phases: OutcomeTimeline;
  copy: OutcomeSections["timeline"];
}) {
  return (
    <section aria-labelledby="timeline-heading" className="py-20">
      <div className="container-page">
        <SectionHeading id="timeline-heading" title={copy.title} subtitle={copy.subtitle} align="start" />
        <ol aria-labelledby="timeline-heading" className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {phases.map((phase, i) => (
            <li key={phase.week} className="relative border-t-4 border-brand-600 pt-6">
              <span
                aria-hidden="true"
                className="absolute -top-4 left-0 grid size-7 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
              >
                {i + 1}
              </span>
              <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                {phase.week}
              </p>
              <h3 className="mt-3 text-lg font-bold text-slate-900">{phase.title}</h3>
              <p className="mt-2 text-slate-700">{phase.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The page's own four-step delivery process. */
export function ProcessSteps({
  steps,
  copy,
}: {
  steps: ProcessStepView<OutcomeIconName>[];
  copy: OutcomeSections["process"];
}) {
  return (
    <section aria-labelledby="process-heading" className="bg-slate-50 py-20">
      <div className="container-page">
        <SectionHeading id="process-heading" title={copy.title} subtitle={copy.subtitle} align="start" />
        <ol aria-labelledby="process-heading" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => {
            const Icon = OUTCOME_ICONS[step.icon];
            return (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <p className="mt-4 text-sm font-semibold text-brand-700">
                  {copy.stepLabel} {i + 1}
                </p>
                <h3 className="mt-1 text-lg font-bold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.description}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
