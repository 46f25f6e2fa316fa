import { ArrowRight, CircleCheck, Clock } from "lucide-react";
import { Link } from "react-router";
import { cta, hero, stages, stagesSection } from "~/content/approach";

/** Our Approach: the four stages Strategy, Pilot, Scale, Optimize as one ordered sequence. */
export function ApproachPage() {
  return (
    <>
      <ApproachHero />
      <ApproachStages />
      <ApproachCta />
    </>
  );
}

function ApproachHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white">
      <div className="container-page py-20 sm:py-24">
        {hero.badge && (
          <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-cyan-200 ring-1 ring-white/20">
            {hero.badge}
          </p>
        )}
        <h1 className="mt-5 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          {hero.title} <span className="text-cyan-300">{hero.highlight}</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200">{hero.subtitle}</p>
      </div>
    </section>
  );
}

function ApproachStages() {
  return (
    <section aria-labelledby="stages-heading" className="py-20">
      <div className="container-page">
        <h2 id="stages-heading" className="text-3xl font-bold text-slate-900">
          {stagesSection.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{stagesSection.subtitle}</p>
        <ol aria-labelledby="stages-heading" className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {stages.map((stage, i) => (
            <li key={stage.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between">
                <span
                  className={`grid size-12 place-items-center rounded-xl bg-gradient-to-br text-white ${stage.color}`}
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

function ApproachCta() {
  return (
    <section aria-labelledby="approach-cta" className="bg-gradient-to-r from-brand-800 to-cyan-800 text-white">
      <div className="container-page flex flex-col items-start justify-between gap-8 py-16 md:flex-row md:items-center">
        <div className="max-w-2xl">
          <h2 id="approach-cta" className="text-3xl font-bold">
            {cta.title}
          </h2>
          <p className="mt-3 text-slate-100">{cta.description}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={cta.primary.to} className="btn bg-white text-brand-900 hover:bg-slate-100">
            {cta.primary.label} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {cta.secondary && (
            <Link to={cta.secondary.to} className="btn-on-dark">
              {cta.secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
