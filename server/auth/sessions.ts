import type { UserRole } from "~/lib/statuses";
import type { Db } from "../db/schema";
import { hashToken, newToken } from "./tokens";

export interface SessionLifetimes {
  idleMinutes: number;
  absoluteHours: number;
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
}

// Writing last_seen_at on every request would turn every page view into a write; once a minute is
// precise enough for a 30-minute idle limit.
const TOUCH_EVERY_MS = 60_000;

/** A new session with a fresh random id (a new one at every sign-in). Returns the cookie's token. */
export async function createSession(
  db: Db,
  userId: string,
  life: SessionLifetimes,
  meta: { ip?: string; userAgent?: string } = {},
  now = new Date(),
) {
  const token = newToken();
  await db
    .insertInto("sessions")
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + life.absoluteHours * 3_600_000).toISOString(),
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return { token, maxAgeSeconds: life.absoluteHours * 3600 };
}

/**
 * The signed-in user for a cookie token, or undefined when the session is unknown, idle too long,
 * past its absolute lifetime, or its account was deactivated. Expired rows are removed on the way.
 */
export async function readSession(db: Db, token: string, life: SessionLifetimes, now = new Date()) {
  const id = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as sessionId",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "users.id",
      "users.name",
      "users.email",
      "users.role",
      "users.status",
    ])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const idleSince = now.getTime() - Date.parse(row.last_seen_at);
  if (row.status !== "active" || now.toISOString() >= row.expires_at || idleSince >= life.idleMinutes * 60_000) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return undefined;
  }
  if (idleSince >= TOUCH_EVERY_MS) {
    await db.updateTable("sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
  }
  const user: SessionUser = { id: row.id, name: row.name, email: row.email, role: row.role };
  return { sessionId: row.sessionId, user };
}

export async function deleteSession(db: Db, token: string) {
  await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
}

/** Ends every session of a user except, optionally, the one making the change. */
export async function deleteUserSessions(db: Db, userId: string, keepSessionId?: string) {
  let q = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSessionId) q = q.where("id", "!=", keepSessionId);
  await q.execute();
}
