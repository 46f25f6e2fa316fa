import { useState } from "react";
import { AnimatedCounter } from "~/components/ui/animated-counter";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import {
  categories,
  cta,
  heroBadge,
  projects,
  projectsSection,
  statistics,
  statisticsTitle,
} from "~/content/portfolio";
import type { PortfolioFilter, PortfolioProject } from "~/content/types";
import { projectsForCategory } from "./portfolio-logic";
import { ProjectCard } from "./project-card";
import { ProjectModal } from "./project-modal";

/** The Portfolio page (spec 2.7). */
export function PortfolioPage({ heading, intro }: { heading: string; intro: string }) {
  return (
    <>
      <PageHero badge={heroBadge} title={heading} subtitle={intro} particles={100} />
      <PortfolioStats />
      <Projects />
      <CtaBand id="portfolio-cta" cta={cta} layout="centered" />
    </>
  );
}

function PortfolioStats() {
  return (
    <section aria-labelledby="portfolio-stats" className="border-b border-slate-200 bg-slate-50">
      <div className="container-page py-14">
        <h2 id="portfolio-stats" className="sr-only">
          {statisticsTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {statistics.map(({ number, suffix, label, icon: Icon }) => (
            <div key={label} className="flex flex-col items-center text-center">
              <dt className="mt-2 text-sm font-medium text-slate-700">{label}</dt>
              <dd className="order-first flex flex-col items-center gap-3">
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <AnimatedCounter value={number} suffix={suffix} className="text-4xl font-bold text-brand-800" />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Projects() {
  const [filter, setFilter] = useState<PortfolioFilter>("all");
  const [selected, setSelected] = useState<PortfolioProject | null>(null);
  const listed = projectsForCategory(projects, filter);
  return (
    <section aria-labelledby="portfolio-projects" className="container-page py-20">
      <SectionHeading id="portfolio-projects" title={projectsSection.title} subtitle={projectsSection.subtitle} />
      <fieldset className="mt-10 flex flex-wrap justify-center gap-2">
        <legend className="sr-only">{projectsSection.filterLabel}</legend>
        {categories.map((c) => {
          const pressed = c.id === filter;
          return (
            <button
              key={c.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => setFilter(c.id)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                pressed
                  ? "bg-brand-700 text-white shadow"
                  : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
              }`}
            >
              {c.label}
            </button>
          );
        })}
      </fieldset>
      <p aria-live="polite" className="mt-6 text-center text-sm text-slate-700">
        Showing {listed.length} of {projects.length} projects
      </p>
      <ul aria-label="Projects" className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {listed.map((project) => (
          <ProjectCard key={project.id} project={project} onOpen={() => setSelected(project)} />
        ))}
      </ul>
      <ProjectModal project={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
