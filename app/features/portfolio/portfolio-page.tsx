import { useState } from "react";
import { CtaBand } from "~/components/ui/cta-band";
import { FilterChips } from "~/components/ui/filter-chips";
import { PageHero } from "~/components/ui/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatGrid } from "~/components/ui/stat-grid";
import type { PublicProject } from "~/content/managed-content";
import { categories, cta, heroBadge, projectsSection, statistics, statisticsTitle } from "~/content/portfolio";
import type { PortfolioFilter } from "~/content/types";
import { projectsForCategory } from "./portfolio-logic";
import { ProjectCard } from "./project-card";
import { ProjectModal } from "./project-modal";

/** The Portfolio page: statistics, category filter, project cards and their detail modal. */
export function PortfolioPage({
  heading,
  intro,
  projects,
}: {
  heading: string;
  intro: string;
  /** From the loader: the projects table in the team's order (admin Portfolio tab). */
  projects: PublicProject[];
}) {
  return (
    <>
      <PageHero badge={heroBadge} title={heading} subtitle={intro} particles={100} />
      <PortfolioStats />
      <Projects projects={projects} />
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
        <StatGrid stats={statistics} tone="light" />
      </div>
    </section>
  );
}

function Projects({ projects }: { projects: PublicProject[] }) {
  const [filter, setFilter] = useState<PortfolioFilter>("all");
  const [selected, setSelected] = useState<PublicProject | null>(null);
  const listed = projectsForCategory(projects, filter);
  return (
    <section aria-labelledby="portfolio-projects" className="container-page py-20">
      <SectionHeading id="portfolio-projects" title={projectsSection.title} subtitle={projectsSection.subtitle} />
      <FilterChips
        className="mt-10"
        legend={projectsSection.filterLabel}
        options={categories}
        selected={filter}
        onSelect={setFilter}
      />
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
