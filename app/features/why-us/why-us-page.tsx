import { ArrowRight, BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { advantages, advantagesSection, cta, hero } from "~/content/why-us";

/** Why Choose Us: the cost, speed, expertise and partnership advantages, each with a proof point. */
export function WhyUsPage() {
  return (
    <>
      <WhyUsHero />
      <Advantages />
      <WhyUsCta />
    </>
  );
}

function WhyUsHero() {
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

function Advantages() {
  return (
    <section aria-labelledby="advantages-heading" className="py-20">
      <div className="container-page">
        <h2 id="advantages-heading" className="text-3xl font-bold text-slate-900">
          {advantagesSection.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{advantagesSection.subtitle}</p>
        <ul aria-labelledby="advantages-heading" className="mt-12 grid gap-6 md:grid-cols-2">
          {advantages.map((a) => (
            <li key={a.id} className="flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <span className={`grid size-12 place-items-center rounded-xl bg-gradient-to-br text-white ${a.color}`}>
                <a.icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-slate-900">{a.title}</h3>
              <p className="mt-3 text-slate-700">{a.description}</p>
              <div className="mt-auto pt-6">
                <p className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200">
                  <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
                  <span>
                    <span className="font-semibold">{advantagesSection.proofLabel}: </span>
                    {a.proof}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function WhyUsCta() {
  return (
    <section aria-labelledby="why-us-cta" className="bg-gradient-to-r from-brand-800 to-cyan-800 text-white">
      <div className="container-page flex flex-col items-start justify-between gap-8 py-16 md:flex-row md:items-center">
        <div className="max-w-2xl">
          <h2 id="why-us-cta" className="text-3xl font-bold">
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
