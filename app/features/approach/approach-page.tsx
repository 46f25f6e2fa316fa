import { CircleCheck, Clock } from "lucide-react";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import { cta, hero, stages, stagesSection } from "~/content/approach";
import { cn } from "~/lib/cn";

/** Our Approach: the four stages Strategy, Pilot, Scale, Optimize as one ordered sequence. */
export function ApproachPage() {
  return (
    <>
      <PageHero {...hero} />
      <ApproachStages />
      <CtaBand id="approach-cta" cta={cta} />
    </>
  );
}

function ApproachStages() {
  return (
    <section aria-labelledby="stages-heading" className="py-20">
      <div className="container-page">
        <SectionHeading
          id="stages-heading"
          title={stagesSection.title}
          subtitle={stagesSection.subtitle}
          align="start"
        />
        <ol aria-labelledby="stages-heading" className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {stages.map((stage, i) => (
            <li key={stage.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between">
                <span
                  className={cn("grid size-12 place-items-center rounded-xl bg-gradient-to-br text-white", stage.color)}
                >
                  <stage.icon aria-hidden="true" className="size-6" />
                </span>
                <span className="text-sm font-semibold text-brand-700">
                  {stagesSection.stageLabel} {i + 1}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-bold text-slate-900">{stage.title}</h3>
              <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-slate-700">
                <Clock aria-hidden="true" className="size-4" /> {stage.duration}
              </p>
              <p className="mt-3 text-slate-700">{stage.description}</p>
              <h4 className="mt-5 text-sm font-semibold text-slate-900">{stagesSection.activitiesLabel}</h4>
              <ul className="mt-2 space-y-2">
                {stage.activities.map((a) => (
                  <li key={a} className="flex gap-2 text-sm text-slate-800">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                    {a}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
