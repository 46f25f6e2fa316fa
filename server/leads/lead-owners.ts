import type { LeadOwnerOption } from "~/features/admin/leads/lead-pipeline-types";
import type { LeadRow } from "~/features/admin/leads/lead-types";
import { canUse, ROLES, sectionByKey } from "~/features/admin/shared/sections";
import type { UserRole } from "~/lib/statuses";
import type { Db } from "../db/schema";
import type { EventActor } from "./lead-events";

/** The roles that may use the Leads tab, from the sections table (the gate's own rule). */
export const leadRoles = () => ROLES.filter((r) => canUse(r, sectionByKey("leads")));

export const canUseLeads = (role: UserRole) => leadRoles().includes(role);

/** A signed-in user as the timeline names them. */
export const eventActor = (actor: { id: string | null; name?: string; email: string }): EventActor => ({
  id: actor.id,
  name: actor.name || actor.email,
});

/** Who a lead may be given to: active users whose role can use Leads, by name. */
export async function leadOwners(db: Db): Promise<LeadOwnerOption[]> {
  const roles = leadRoles();
  if (roles.length === 0) return [];
  return db
    .selectFrom("users")
    .select(["id", "name"])
    .where("status", "=", "active")
    .where("role", "in", roles)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

/** The names of the given users (any status: a deactivated owner still shows), by id. */
export async function userNames(db: Db, ids: readonly (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db.selectFrom("users").select(["id", "name"]).where("id", "in", wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Rows of leads with their owner's name, in one query for the whole page. */
export async function withOwnerNames<R extends { owner_id?: string | null }>(
  db: Db,
  rows: readonly R[],
  toRow: (r: R) => LeadRow,
): Promise<LeadRow[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.owner_id),
  );
  return rows.map((r) => ({ ...toRow(r), ownerName: r.owner_id ? (names.get(r.owner_id) ?? null) : null }));
}
