import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "~/components/ui/page-intro";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatGrid } from "~/components/ui/stat-grid";
import { cta, statistics, statisticsTitle } from "~/content/about";
import type { PublicMember } from "~/content/managed-content";
import { AboutTabs } from "./about-tabs";
import { AboutTeam } from "./about-team";

/** The About page: tabs, the team (admin Team tab), four statistics and a call to action. */
export function AboutPage({ heading, intro, team }: { heading: string; intro: string; team: readonly PublicMember[] }) {
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <AboutTabs />
      <AboutTeam team={team} />
      <AboutStats />
      <AboutCta />
    </>
  );
}

function AboutStats() {
  return (
    <section aria-labelledby="about-stats" className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
      <div className="container-page py-16">
        <SectionHeading id="about-stats" title={statisticsTitle} tone="dark" />
        <StatGrid stats={statistics} tone="dark" className="mt-10" />
      </div>
    </section>
  );
}

function AboutCta() {
  return (
    <section aria-labelledby="about-cta" className="container-page py-20">
      <div className="rounded-3xl bg-slate-50 px-6 py-14 text-center ring-1 ring-slate-200 sm:px-12">
        <SectionHeading id="about-cta" title={cta.title} subtitle={cta.description} />
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
