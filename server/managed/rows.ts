import type { Selectable } from "kysely";
import type { AdminMember, AdminProject, AdminTestimonial } from "~/features/admin/managed/managed-types";
import type { ProjectsTable, TeamMembersTable, TestimonialsTable } from "../db/schema";

// Table rows → what the admin tabs edit. JSON columns written by us; a damaged one reads as empty.

function jsonList<T>(value: string): T[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

export const projectOf = (r: Selectable<ProjectsTable>): AdminProject => ({
  id: r.id,
  status: r.status,
  image: r.image,
  imageAlt: r.image_alt,
  title: r.title,
  client: r.client,
  category: r.category,
  description: r.description,
  technologies: jsonList<string>(r.technologies),
  results: jsonList<{ label: string; value: string }>(r.results),
  value: r.value === null ? null : Number(r.value),
  duration: r.duration,
  team: r.team,
  color: r.color,
});

export const testimonialOf = (r: Selectable<TestimonialsTable>): AdminTestimonial => ({
  id: r.id,
  status: r.status,
  image: r.image,
  name: r.name,
  position: r.position,
  company: r.company,
  content: r.content,
  rating: Number(r.rating),
  date: r.date,
  page: r.page,
  result: r.result,
});

export const memberOf = (r: Selectable<TeamMembersTable>): AdminMember => ({
  id: r.id,
  status: r.status,
  image: r.image,
  name: r.name,
  role: r.role,
  email: r.email,
  bio: r.bio,
  skills: jsonList<string>(r.skills),
});
