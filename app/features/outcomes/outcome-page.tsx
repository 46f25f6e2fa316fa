import { ArrowRight, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Particles } from "~/components/ui/particles";
import { SectionHeading } from "~/components/ui/section-heading";
import type { OutcomeIconName } from "./outcome-icons";
import { ImplementationTimeline, ProcessSteps } from "./outcome-steps";
import type { OutcomeData, OutcomeView } from "./outcome-view";
import { SolutionSelector } from "./solution-selector";

/** One of the five outcome pages: hero with stat tiles, solutions, timeline, process, call to action. */
export function OutcomePage({ outcome, timeline, sections }: OutcomeData<OutcomeIconName>) {
  return (
    <>
      <OutcomeHero outcome={outcome} statsLabel={sections.stats.label} />
      <SolutionSelector
        solutions={outcome.solutions}
        defaultSolution={outcome.defaultSolution}
        copy={sections.solutions}
      />
      <ImplementationTimeline phases={timeline} copy={sections.timeline} />
      <ProcessSteps steps={outcome.process} copy={sections.process} />
      <OutcomeCta cta={outcome.cta} />
    </>
  );
}

function OutcomeHero({ outcome, statsLabel }: { outcome: OutcomeView; statsLabel: string }) {
  const { hero, stats } = outcome;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white">
      <Particles count={100} />
      <div className="container-page relative py-20 sm:py-24">
        <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-cyan-200 ring-1 ring-white/20">
          {hero.badge}
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{hero.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200">{hero.subtitle}</p>
        <ul aria-label={statsLabel} className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((s) => (
            <li key={s.label} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur-sm">
              <p className="text-3xl font-bold">{s.number}</p>
              <p className="mt-1 font-semibold text-cyan-100">{s.label}</p>
              <p className="mt-2 text-sm text-slate-200">{s.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function OutcomeCta({ cta }: { cta: OutcomeView["cta"] }) {
  return (
    <section aria-labelledby="outcome-cta" className="bg-gradient-to-r from-brand-800 to-cyan-800 text-white">
      <div className="container-page flex flex-col items-start justify-between gap-8 py-16 md:flex-row md:items-center">
        <div className="max-w-2xl">
          <SectionHeading id="outcome-cta" title={cta.title} subtitle={cta.description} align="start" tone="dark" />
          <p className="mt-5 flex items-center gap-2 font-semibold">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-200" />
            {cta.guarantee}
          </p>
        </div>
        <Link to={cta.button.to} className="btn shrink-0 bg-white text-brand-900 hover:bg-slate-100">
          {cta.button.label} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
