import { testimonials as homeTestimonials } from "~/content/home";
import { projects as portfolioProjects } from "~/content/portfolio";
import { aiStrategyRoadmap } from "~/content/service-details/ai-strategy-roadmap";
import { dataAudit } from "~/content/service-details/data-audit";
import { team } from "~/content/team";
import type { Db } from "../db/schema";
import { bumpContentVersion } from "./version";

// Today's content modules are the first state of the three tables, added once per database: the
// `managed_content_seeded` row is written in the same transaction as the rows, so a seed row the team
// deletes stays deleted after a restart, and two replicas starting together seed once (the second
// waits on the key's row lock, then finds it taken).

export const MANAGED_SEEDED_KEY = "managed_content_seeded";

/** "Chief Operating Officer, Narmada Logistics, Indore" → position and company (the rest). */
export function splitPosition(line: string): { position: string; company: string } {
  const at = line.indexOf(", ");
  return at < 0 ? { position: line, company: "" } : { position: line.slice(0, at), company: line.slice(at + 2) };
}

function seedRows(now: string) {
  const stamp = (i: number) => ({ sort_order: i + 1, created_at: now, updated_at: now });
  return {
    projects: portfolioProjects.map((p, i) => ({
      id: `seed-project-${p.id}`,
      title: p.title,
      client: p.client,
      category: p.category,
      status: "completed",
      description: p.description,
      technologies: JSON.stringify(p.technologies),
      results: JSON.stringify(p.results),
      value: null,
      duration: p.duration,
      team: p.team,
      color: p.color,
      image: p.image.src,
      image_alt: p.image.alt,
      ...stamp(i),
    })),
    testimonials: [
      ...homeTestimonials.map((t) => ({ ...t, page: "/", result: "" })),
      ...dataAudit.stories.items.map((s) => ({ ...s, position: s.role, page: "/services/consulting/data-audit" })),
      ...aiStrategyRoadmap.stories.items.map((s) => ({
        ...s,
        position: s.role,
        page: "/resources/ai-strategy-roadmap",
      })),
    ].map((t, i) => ({
      id: `seed-testimonial-${i + 1}`,
      name: t.name,
      ...splitPosition(t.position),
      content: t.content,
      rating: t.rating,
      status: "approved",
      page: t.page,
      result: t.result,
      date: now.slice(0, 10),
      image: "",
      ...stamp(i),
    })),
    team_members: team.map((m, i) => ({
      id: m.id,
      name: m.name,
      role: m.role,
      email: m.email,
      bio: m.bio,
      skills: JSON.stringify(m.skills),
      status: "active",
      image: "",
      ...stamp(i),
    })),
  };
}

/** Seeds the three tables unless this database was seeded before; returns whether it did. */
export async function seedManagedOnce(db: Db): Promise<boolean> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("site_settings")
      .values({ key: MANAGED_SEEDED_KEY, value: JSON.stringify({ at: now }), updated_at: now })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const rows = seedRows(now);
    for (const table of ["projects", "testimonials", "team_members"] as const) {
      if (rows[table].length > 0)
        await trx
          .insertInto(table)
          .values(rows[table] as never)
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
    }
    await bumpContentVersion(trx);
    return true;
  });
}

// One check per database handle and process: the first read waits for it, later ones do not.
const seeded = new WeakMap<Db, Promise<boolean>>();

export function ensureManagedSeeded(db: Db): Promise<boolean> {
  let done = seeded.get(db);
  if (!done) {
    done = seedManagedOnce(db).catch((err: unknown) => {
      seeded.delete(db); // try again on the next request
      throw err;
    });
    seeded.set(db, done);
  }
  return done;
}
