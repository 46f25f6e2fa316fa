import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "~/components/ui/page-intro";
import { StatGrid } from "~/components/ui/stat-grid";
import { cta, statistics, statisticsTitle } from "~/content/about";
import { AboutTabs } from "./about-tabs";

/** The About page (spec 2.5): tabs, four statistics and a call to action. */
export function AboutPage({ heading, intro }: { heading: string; intro: string }) {
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <AboutTabs />
      <AboutStats />
      <AboutCta />
    </>
  );
}

function AboutStats() {
  return (
    <section aria-labelledby="about-stats" className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
      <div className="container-page py-16">
        <h2 id="about-stats" className="text-center text-3xl font-bold tracking-tight">
          {statisticsTitle}
        </h2>
        <StatGrid stats={statistics} tone="dark" className="mt-10" />
      </div>
    </section>
  );
}

function AboutCta() {
  return (
    <section aria-labelledby="about-cta" className="container-page py-20">
      <div className="rounded-3xl bg-slate-50 px-6 py-14 text-center ring-1 ring-slate-200 sm:px-12">
        <h2 id="about-cta" className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-slate-900">
          {cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{cta.description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to={cta.primary.to} className="btn-primary">
            {cta.primary.label} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {cta.secondary && (
            <Link to={cta.secondary.to} className="btn-secondary">
              {cta.secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
