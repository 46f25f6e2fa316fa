import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Modal } from "~/components/ui/modal";
import { labels, similarProject } from "~/content/portfolio";
import type { PortfolioProject } from "~/content/types";
import { cn } from "~/lib/cn";
import { similarProjectHref } from "./portfolio-logic";

/** Details of one project: all technologies and the results. */
export function ProjectModal({ project, onClose }: { project: PortfolioProject | null; onClose: () => void }) {
  return (
    <Modal open={project !== null} onClose={onClose} title={project?.title ?? ""} size="max-w-3xl">
      {project && (
        <div className="space-y-6">
          {project.image.src && (
            <img
              src={project.image.src}
              alt={project.image.alt}
              width={project.image.width}
              height={project.image.height}
              className="aspect-[2/1] w-full rounded-xl object-cover"
            />
          )}
          <p className="text-slate-700">{project.description}</p>
          <dl className="grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-3">
            {[
              [labels.client, project.client],
              [labels.duration, project.duration],
              [labels.team, project.team],
            ]
              .filter(([, value]) => value)
              .map(([term, value]) => (
                <div key={term}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
                  <dd className="mt-1 font-medium text-slate-900">{value}</dd>
                </div>
              ))}
          </dl>
          <div>
            <h3 className="font-semibold text-slate-900">{labels.technologies}</h3>
            <ul aria-label={`All ${labels.technologies.toLowerCase()}`} className="mt-3 flex flex-wrap gap-2">
              {project.technologies.map((tech) => (
                <li key={tech} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                  {tech}
                </li>
              ))}
            </ul>
          </div>
          {project.results.length > 0 && (
            <div>
              <h3 className="font-semibold text-slate-900">{labels.results}</h3>
              <dl className="mt-3 grid gap-4 sm:grid-cols-3">
                {project.results.map((r) => (
                  <div
                    key={r.label}
                    className={cn("flex flex-col rounded-xl bg-gradient-to-br", project.color, "p-4 text-white")}
                  >
                    <dt className="mt-1 text-sm">{r.label}</dt>
                    <dd className="order-first text-2xl font-bold">{r.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          <Link to={similarProjectHref(project)} className="btn-primary">
            {similarProject.label} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      )}
    </Modal>
  );
}
