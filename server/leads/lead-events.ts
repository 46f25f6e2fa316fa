import type { LeadEventKind } from "~/lib/statuses";
import { newRowId } from "../db/ids";
import type { Db } from "../db/schema";

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
  await db
    .insertInto("lead_events")
    .values({
      id: newRowId(),
      lead_id: e.leadId,
      at: e.at ?? new Date().toISOString(),
      actor_id: e.actor.id,
      actor_name: e.actor.name || "system",
      kind: e.kind,
      detail: JSON.stringify(e.detail ?? {}),
    })
    .execute();
}
