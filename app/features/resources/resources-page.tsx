import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { CtaBand, hrefCta } from "~/components/ui/cta-band";
import { PageIntro } from "~/components/ui/page-intro";
import { SectionHeading } from "~/components/ui/section-heading";
import { FREE_RESOURCES, RESOURCES_PAGE, SOLUTION_PORTFOLIO } from "~/content/free-resources";
import { cn } from "~/lib/cn";

/** /resources: the four free resources, the solution portfolio and a way into the full library. */
export function ResourcesPage({ heading, intro }: { heading: string; intro: string }) {
  return (
    <>
      <PageIntro heading={heading} intro={intro}>
        <Link to="/knowledge-center" className="btn bg-white text-brand-900 hover:bg-slate-100">
          Browse the Knowledge Center <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/get-started" className="btn-on-dark">
          Book a free strategy call
        </Link>
      </PageIntro>
      <FreeResources />
      <SolutionPortfolio />
      <CtaBand id="library-band" cta={hrefCta(RESOURCES_PAGE.library)} layout="card" />
    </>
  );
}

function FreeResources() {
  return (
    <section aria-labelledby="free-resources" className="container-page py-16">
      <SectionHeading
        id="free-resources"
        title={RESOURCES_PAGE.freeTitle}
        subtitle={RESOURCES_PAGE.freeIntro}
        align="start"
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {FREE_RESOURCES.map(({ id, icon: Icon, ...r }) => (
          <li key={id} className="flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center gap-4">
              <span
                className={cn(
                  "grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br text-white",
                  r.color,
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{r.badge}</p>
                <h3 className="text-xl font-bold text-slate-900">{r.title}</h3>
              </div>
            </div>
            <p className="mt-4 text-slate-700">{r.description}</p>
            <ul className="mt-4 space-y-2 text-sm text-slate-800">
              {r.highlights.map((h) => (
                <li key={h} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" /> {h}
                </li>
              ))}
            </ul>
            <Link to={r.href} aria-label={`${r.action}: ${r.title}`} className="btn-primary mt-6 self-start">
              {r.action}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SolutionPortfolio() {
  return (
    <section aria-labelledby="solution-portfolio" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading
          id="solution-portfolio"
          title={RESOURCES_PAGE.portfolioTitle}
          subtitle={RESOURCES_PAGE.portfolioIntro}
          align="start"
        />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {SOLUTION_PORTFOLIO.map(({ id, icon: Icon, ...s }) => (
            <li key={id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <div className={cn("bg-gradient-to-br p-6 text-white", s.color)}>
                <Icon aria-hidden="true" className="size-7" />
                <h3 className="mt-3 text-xl font-bold">{s.title}</h3>
                <p className="mt-4">
                  <span className="block text-4xl font-bold">{s.metric}</span>
                  <span className="text-sm">{s.metricLabel}</span>
                </p>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="text-slate-700">{s.description}</p>
                <ul className="mt-4 space-y-1.5 text-sm text-slate-800">
                  {s.examples.map((e) => (
                    <li key={e} className="flex gap-2">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" /> {e}
                    </li>
                  ))}
                </ul>
                <Link
                  to={s.href}
                  className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:underline"
                >
                  {s.action} <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
