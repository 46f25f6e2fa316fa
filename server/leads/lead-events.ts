import { sql } from "kysely";
import type { LeadEventKind } from "~/lib/statuses";
import { newRowId } from "../db/ids";
import type { Db } from "../db/schema";
import { REACHED_COLUMN, stepsOfEvent } from "./funnel-reach";

/** Who did something to a lead: a signed-in user, or the site itself (a form, the delivery worker). */
export interface EventActor {
  id: string | null;
  name: string;
}

export const SYSTEM: EventActor = { id: null, name: "system" };

/**
 * One line of a lead's timeline (lead_events), written in the caller's transaction so the line and
 * the change it describes commit together. `detail` holds from/to values and labels, never a secret.
 */
export async function recordLeadEvent(
  db: Db,
  e: { leadId: string; actor: EventActor; kind: LeadEventKind; detail?: Record<string, unknown>; at?: string },
) {
  const at = e.at ?? new Date().toISOString();
  await db
    .insertInto("lead_events")
    .values({
      id: newRowId(),
      lead_id: e.leadId,
      at,
      actor_id: e.actor.id,
      actor_name: e.actor.name || "system",
      kind: e.kind,
      detail: JSON.stringify(e.detail ?? {}),
    })
    .execute();
  // The funnel's steps, set the first time only (the same transaction as the line).
  const steps = stepsOfEvent(e.kind, e.detail ?? {});
  if (steps.length === 0) return;
  const set = Object.fromEntries(
    steps.map((step) => [REACHED_COLUMN[step], sql<string>`coalesce(${sql.ref(REACHED_COLUMN[step])}, ${at})`]),
  );
  await db.updateTable("leads").set(set).where("id", "=", e.leadId).execute();
}
