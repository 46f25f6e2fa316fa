import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AnimatedCounter } from "~/components/ui/animated-counter";
import { Particles } from "~/components/ui/particles";
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
      <section className="relative overflow-hidden bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white">
        <Particles count={100} />
        <div className="container-page relative py-20 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-cyan-300">{heroBadge}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">{intro}</p>
        </div>
      </section>
      <PortfolioStats />
      <Projects />
      <PortfolioCta />
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
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="portfolio-projects" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {projectsSection.title}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{projectsSection.subtitle}</p>
      </div>
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

function PortfolioCta() {
  return (
    <section
      aria-labelledby="portfolio-cta"
      className="bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white"
    >
      <div className="container-page py-20 text-center">
        <h2 id="portfolio-cta" className="mx-auto max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">
          {cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{cta.description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
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
