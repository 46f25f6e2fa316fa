/**
 * Pure logic of the Portfolio page: the category filter, the technologies a card shows (the first 3),
 * and the contact link of the detail modal.
 */
import { similarProject } from "~/content/portfolio";
import type { PortfolioFilter, PortfolioProject } from "~/content/types";

/** Technologies shown on a card; the detail modal shows them all. */
export const CARD_TECHNOLOGIES = 3;

/** The projects listed under a category button, in their original order. */
export function projectsForCategory<T extends Pick<PortfolioProject, "category">>(
  projects: readonly T[],
  filter: PortfolioFilter,
): T[] {
  return filter === "all" ? [...projects] : projects.filter((p) => p.category === filter);
}

/** The first three technologies of a project, and how many more the modal reveals. */
export function cardTechnologies(technologies: readonly string[]): { shown: string[]; hidden: number } {
  return {
    shown: technologies.slice(0, CARD_TECHNOLOGIES),
    hidden: Math.max(0, technologies.length - CARD_TECHNOLOGIES),
  };
}

/** /contact with the project's service and a message naming the project. */
export function similarProjectHref(project: Pick<PortfolioProject, "title" | "category">): string {
  const params = new URLSearchParams({
    service: similarProject.services[project.category],
    message: similarProject.message(project.title),
  });
  return `/contact?${params}`;
}
