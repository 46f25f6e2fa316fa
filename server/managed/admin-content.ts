import { randomUUID } from "node:crypto";
import { moved } from "~/features/admin/managed/managed-order";
import {
  type ManagedKind,
  type MemberForm,
  type ProjectForm,
  SCHEMAS,
  STATUSES,
  type TestimonialForm,
} from "~/features/admin/managed/managed-schemas";
import type { ManagedAdminApi } from "~/features/admin/managed/managed-types";
import { invalidFields, type Result, refuse } from "~/lib/result";
import { type AuditActor, audit } from "../auth/audit";
import type { Db } from "../db/schema";
import { memberOf, projectOf, testimonialOf } from "./rows";
import { ensureManagedSeeded } from "./seed";
import { bumpContentVersion } from "./version";

// The writing side of the Portfolio, Testimonials and Team tabs. Each change, its audit line and a new
// content version commit together, so the public pages (server/managed/page-cache.ts) on every replica
// show it on their next request.

const TABLE = { projects: "projects", testimonials: "testimonials", team: "team_members" } as const;
const NOUN = { projects: "project", testimonials: "testimonial", team: "team member" } as const;
/** The audit log's name for each: its actions are `${name}.create` and so on (ACTIVITY_LINES). */
const AUDITED = { projects: "project", testimonials: "testimonial", team: "team_member" } as const;

const gone = (kind: ManagedKind) => refuse("missing", `This ${NOUN[kind]} no longer exists.`);

const columnsOf = {
  projects: (p: ProjectForm) => ({
    title: p.title,
    client: p.client,
    category: p.category,
    status: p.status,
    description: p.description,
    technologies: JSON.stringify(p.technologies),
    results: JSON.stringify(p.results),
    value: p.value,
    duration: p.duration,
    team: p.team,
    color: p.color,
    image: p.image,
    image_alt: p.image ? p.imageAlt : "",
  }),
  testimonials: (t: TestimonialForm) => ({ ...t }),
  team: (m: MemberForm) => ({ ...m, skills: JSON.stringify(m.skills) }),
};

/** The name a message and the audit log use for a saved item. */
const titleOf = (values: Record<string, unknown>) => String(values.title ?? values.name ?? "");

const isKind = (kind: string): kind is ManagedKind => kind in TABLE;

export function managedAdminApi(db: Db, actor: AuditActor): ManagedAdminApi {
  async function list(kind: ManagedKind) {
    await ensureManagedSeeded(db);
    const rows = await db.selectFrom(TABLE[kind]).selectAll().orderBy("sort_order").orderBy("id").execute();
    const map = { projects: projectOf, testimonials: testimonialOf, team: memberOf }[kind] as (r: unknown) => never;
    return rows.map(map);
  }

  return {
    list: list as ManagedAdminApi["list"],

    async save(kind, id, input) {
      if (!isKind(kind)) return refuse("invalid", "Unknown list.");
      const parsed = SCHEMAS[kind].safeParse(input);
      if (!parsed.success) {
        return invalidFields(parsed.error);
      }
      const values = (columnsOf[kind] as (v: unknown) => Record<string, unknown>)(parsed.data);
      const table = TABLE[kind];
      const now = new Date().toISOString();
      await ensureManagedSeeded(db);
      return db.transaction().execute(async (trx): Promise<Result> => {
        if (id) {
          const result = await trx
            .updateTable(table)
            .set({ ...values, updated_at: now } as never)
            .where("id", "=", id)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) return gone(kind);
          await audit(trx, actor, `${AUDITED[kind]}.update`, id, { title: titleOf(values) });
          await bumpContentVersion(trx);
          return { ok: true, message: `Saved “${titleOf(values)}”.`, id };
        }
        const last = await trx
          .selectFrom(table)
          .select((eb) => eb.fn.max<number>("sort_order").as("n"))
          .executeTakeFirst();
        const newId = randomUUID();
        await trx
          .insertInto(table)
          .values({
            ...values,
            id: newId,
            sort_order: Number(last?.n ?? 0) + 1,
            created_at: now,
            updated_at: now,
          } as never)
          .execute();
        await audit(trx, actor, `${AUDITED[kind]}.create`, newId, { title: titleOf(values) });
        await bumpContentVersion(trx);
        return { ok: true, message: `Added “${titleOf(values)}”.`, id: newId };
      });
    },

    async setStatus(kind, id, status) {
      if (!isKind(kind)) return refuse("invalid", "Unknown list.");
      const allowed = STATUSES[kind].find((s) => s.id === status);
      if (!allowed) return refuse("invalid", "Choose one of the listed statuses.");
      return db.transaction().execute(async (trx): Promise<Result> => {
        const result = await trx
          .updateTable(TABLE[kind])
          .set("status", allowed.id)
          .set("updated_at", new Date().toISOString())
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return gone(kind);
        await audit(trx, actor, `${AUDITED[kind]}.status`, id, { status });
        await bumpContentVersion(trx);
        return { ok: true, message: `Status set to ${allowed.label.toLowerCase()}.` };
      });
    },

    async move(kind, id, direction) {
      if (!isKind(kind)) return refuse("invalid", "Unknown list.");
      if (direction !== "up" && direction !== "down") return refuse("invalid", "Move up or down.");
      return db.transaction().execute(async (trx): Promise<Result> => {
        const table = TABLE[kind];
        const ids = (await trx.selectFrom(table).select("id").orderBy("sort_order").orderBy("id").execute()).map(
          (r) => r.id,
        );
        if (!ids.includes(id)) return gone(kind);
        const order = moved(ids, id, direction);
        // Renumber 1…n: also repairs gaps and ties left by deletes or concurrent adds.
        for (const [i, rowId] of order.entries()) {
          await trx
            .updateTable(table)
            .set({ sort_order: i + 1 })
            .where("id", "=", rowId)
            .execute();
        }
        await audit(trx, actor, `${AUDITED[kind]}.move`, id, { direction });
        await bumpContentVersion(trx);
        const place = order.indexOf(id) + 1;
        return { ok: true, message: `Moved ${direction}: now ${place} of ${order.length}.` };
      });
    },

    async remove(kind, id) {
      if (!isKind(kind)) return refuse("invalid", "Unknown list.");
      return db.transaction().execute(async (trx): Promise<Result> => {
        const result = await trx.deleteFrom(TABLE[kind]).where("id", "=", id).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return gone(kind);
        await audit(trx, actor, `${AUDITED[kind]}.delete`, id);
        await bumpContentVersion(trx);
        return { ok: true, message: `Deleted the ${NOUN[kind]}.` };
      });
    },
  };
}
