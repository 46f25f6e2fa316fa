import { initialsOf, type ManagedContentReader } from "~/content/managed-content";
import type { PortfolioCategory } from "~/content/types";
import type { Db } from "../db/schema";
import { memberOf, projectOf, testimonialOf } from "./rows";
import { ensureManagedSeeded } from "./seed";

// The read side handed to the public route loaders as context.managed. Only approved testimonials and
// active members leave the server; team e-mail addresses and project values never do.

/** Images the admin adds have no known size: the card's 4:3 box crops them like the seed pictures. */
const IMAGE_SIZE = { width: 800, height: 600 };

export function managedReader(db: Db): ManagedContentReader {
  const ready = <T>(read: () => Promise<T>) => ensureManagedSeeded(db).then(read);
  return {
    projects: () =>
      ready(async () => {
        const rows = await db.selectFrom("projects").selectAll().orderBy("sort_order").orderBy("id").execute();
        return rows.map(projectOf).map((p) => ({
          id: p.id,
          title: p.title,
          description: p.description,
          image: { src: p.image, alt: p.image ? p.imageAlt : "", ...IMAGE_SIZE },
          color: p.color as `from-${string}-${number} to-${string}-${number}`,
          category: p.category as PortfolioCategory,
          client: p.client,
          duration: p.duration,
          team: p.team,
          technologies: p.technologies,
          results: p.results,
          status: p.status,
        }));
      }),
    testimonials: (page = "/") =>
      ready(async () => {
        const rows = await db
          .selectFrom("testimonials")
          .selectAll()
          .where("status", "=", "approved")
          .where("page", "=", page)
          .orderBy("sort_order")
          .orderBy("id")
          .execute();
        return rows.map(testimonialOf).map((t) => ({
          id: t.id,
          name: t.name,
          position: t.company ? `${t.position}, ${t.company}` : t.position,
          content: t.content,
          rating: t.rating,
          result: t.result,
          avatar: initialsOf(t.name),
          image: t.image,
        }));
      }),
    team: () =>
      ready(async () => {
        const rows = await db
          .selectFrom("team_members")
          .selectAll()
          .where("status", "=", "active")
          .orderBy("sort_order")
          .orderBy("id")
          .execute();
        return rows.map(memberOf).map((m) => ({
          id: m.id,
          name: m.name,
          role: m.role,
          bio: m.bio,
          skills: m.skills,
          image: m.image,
          avatar: initialsOf(m.name),
        }));
      }),
  };
}
