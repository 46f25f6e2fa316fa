import { randomUUID } from "node:crypto";
import type { AuditAction } from "~/features/admin/dashboard/activity-line";
import type { UserRole } from "~/lib/statuses";
import type { Db } from "../db/schema";

export type { AuditAction };

export interface AuditActor {
  id: string | null;
  email: string;
  ip?: string | null;
}

/** A signed-in user acting through an admin slice (server/admin/api.ts): the session's account and role. */
export interface ApiActor extends AuditActor {
  id: string;
  name: string;
  role: UserRole;
  sessionId?: string;
}

/**
 * One line of the audit log: who did what to which thing, and when. Never pass a secret in details. The
 * action is one the Dashboard has words for (ACTIVITY_LINES), checked by tsc.
 */
export async function audit(
  db: Db,
  actor: AuditActor,
  action: AuditAction,
  target?: string | null,
  details: Record<string, unknown> = {},
) {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      user_id: actor.id,
      actor: actor.email,
      action,
      target: target ?? null,
      details: JSON.stringify(details),
      ip: actor.ip ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
