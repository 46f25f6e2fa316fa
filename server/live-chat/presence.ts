import { PRESENCE_SECONDS } from "~/lib/live-chat-contract";
import type { Db } from "../db/schema";
import { firstNameOf } from "./author";

// A team member is online while their live inbox stream is open: it writes seen_at when it opens and
// at every heartbeat, on whichever replica it is. Online: seen within PRESENCE_SECONDS.

const LIVE_ROLES = ["admin", "sales"] as const;

export async function touchPresence(db: Db, userIds: readonly string[], now: string) {
  if (userIds.length === 0) return;
  await db
    .insertInto("chat_live_presence")
    .values([...new Set(userIds)].map((user_id) => ({ user_id, seen_at: now })))
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ seen_at: now }))
    .execute();
}

export async function dropPresence(db: Db, userId: string) {
  await db.deleteFrom("chat_live_presence").where("user_id", "=", userId).execute();
}

const since = (nowMs: number) => new Date(nowMs - PRESENCE_SECONDS * 1000).toISOString();

export async function onlineMembers(db: Db, nowMs: number) {
  const rows = await db
    .selectFrom("chat_live_presence as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .select(["u.id", "u.name"])
    .where("p.seen_at", ">=", since(nowMs))
    .where("u.status", "=", "active")
    .where("u.role", "in", [...LIVE_ROLES])
    .orderBy("u.name")
    .execute();
  return rows.map((r) => ({ userId: r.id, firstName: firstNameOf(r.name) }));
}

export async function onlineCount(db: Db, nowMs: number) {
  return (await onlineMembers(db, nowMs)).length;
}

export async function isOnline(db: Db, userId: string, nowMs: number) {
  return (await onlineMembers(db, nowMs)).some((m) => m.userId === userId);
}

/** Holders of held conversations who are no longer online (their inbox closed or their session ended). */
export async function goneHolders(db: Db, nowMs: number): Promise<{ conversationId: string; userId: string }[]> {
  const rows = await db
    .selectFrom("chat_conversations as c")
    .leftJoin("chat_live_presence as p", "p.user_id", "c.live_holder_id")
    .select(["c.id", "c.live_holder_id", "p.seen_at"])
    .where("c.live_state", "=", "held")
    .execute();
  const cutoff = since(nowMs);
  return rows
    .filter((r) => r.live_holder_id && (!r.seen_at || r.seen_at < cutoff))
    .map((r) => ({ conversationId: r.id, userId: r.live_holder_id as string }));
}
