import { randomUUID } from "node:crypto";
import type { Db } from "../db/schema";

export interface AuditActor {
  id: string | null;
  email: string;
  ip?: string | null;
}

/** One line of the audit log: who did what to which thing, and when. Never pass a secret in details. */
export async function audit(
  db: Db,
  actor: AuditActor,
  action: string,
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
