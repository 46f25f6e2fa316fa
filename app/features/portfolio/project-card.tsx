import { ArrowRight } from "lucide-react";
import type { PublicProject } from "~/content/managed-content";
import { categories, labels } from "~/content/portfolio";
import { cn } from "~/lib/cn";
import { cardTechnologies } from "./portfolio-logic";

const categoryLabel = (id: string) => categories.find((c) => c.id === id)?.label ?? id;

/**
 * A project card. Its View Details button stretches over the whole card, so a click anywhere on the
 * card is a real button press, and focus returns to that button when the modal closes.
 */
export function ProjectCard({ project, onOpen }: { project: PublicProject; onOpen: () => void }) {
  const { shown, hidden } = cardTechnologies(project.technologies);
  return (
    <li className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg">
      {project.image.src ? (
        <img
          src={project.image.src}
          alt={project.image.alt}
          width={project.image.width}
          height={project.image.height}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
      ) : (
        // No picture yet: the project's accent fills the same box, so the grid keeps its rhythm.
        <div aria-hidden="true" className={cn("aspect-[4/3] w-full bg-gradient-to-br", project.color)} />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {categoryLabel(project.category)}
          {project.status === "in-progress" && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 normal-case tracking-normal text-amber-900">
              {labels.inProgress}
            </span>
          )}
        </p>
        <h3 className="mt-2 text-lg font-semibold text-slate-900">{project.title}</h3>
        <p className="mt-2 flex-1 text-sm text-slate-700">{project.description}</p>
        <ul aria-label={labels.technologies} className="mt-4 flex flex-wrap gap-2">
          {shown.map((tech) => (
            <li key={tech} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800">
              {tech}
            </li>
          ))}
          {hidden > 0 && (
            <li className="rounded-full px-2 py-1 text-xs font-medium text-slate-700">
              {labels.moreTechnologies(hidden)}
            </li>
          )}
        </ul>
        <button
          type="button"
          onClick={onOpen}
          className="mt-6 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {labels.viewDetails}
          <span className="sr-only"> of {project.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
