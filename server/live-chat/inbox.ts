import type { LiveConversationDetail, LiveInbox, LiveInboxItem, LiveState } from "~/lib/live-chat-contract";
import { PRESENCE_SECONDS } from "~/lib/live-chat-contract";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/schema";
import { firstNameOf, toLiveMessage } from "./author";
import { onlineMembers } from "./presence";

// The live inbox: conversations waiting (oldest first), held (by holder), and recent ones (closed or
// offline in the last 24 hours); one conversation with its whole transcript, who wrote each message,
// where the visitor came from, their contact details and lead.

const RECENT_HOURS = 24;
const RECENT_MAX = 20;

function baseQuery(db: Db) {
  return db
    .selectFrom("chat_conversations as c")
    .leftJoin("users as u", "u.id", "c.live_holder_id")
    .select((eb) => [
      "c.id",
      "c.live_state",
      "c.live_requested_at",
      "c.live_holder_id",
      "c.live_visitor_left_at",
      "c.live_visitor_seen_at",
      "c.contact_info",
      "c.lead_id",
      "c.updated_at",
      "u.name as holder_name",
      eb
        .selectFrom("chat_messages as m")
        .select("m.text")
        .whereRef("m.conversation_id", "=", "c.id")
        .orderBy("m.created_at", "desc")
        .orderBy("m.is_bot", "desc")
        .limit(1)
        .as("preview"),
      eb
        .selectFrom("chat_messages as m")
        .select((m) => m.fn.max("m.created_at").as("at"))
        .whereRef("m.conversation_id", "=", "c.id")
        .as("last_at"),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["execute"]>>[number];

function toItem(r: Row, nowMs: number): LiveInboxItem {
  let contact = { name: null, email: null, phone: null } as LiveInboxItem["contact"];
  try {
    const c = r.contact_info ? (JSON.parse(r.contact_info) as Record<string, string | null>) : null;
    if (c) contact = { name: c.name ?? null, email: c.email ?? null, phone: c.phone_number ?? null };
  } catch {
    // unreadable: shown as nothing known
  }
  const seen = r.live_visitor_seen_at ? Date.parse(r.live_visitor_seen_at) : 0;
  return {
    conversationId: r.id,
    state: (r.live_state as LiveState | null) ?? "assistant",
    requestedAt: r.live_requested_at ?? null,
    holder:
      r.live_holder_id && r.holder_name ? { userId: r.live_holder_id, firstName: firstNameOf(r.holder_name) } : null,
    preview: (r.preview ?? "").slice(0, 140),
    lastMessageAt: (r.last_at as string | null) ?? r.updated_at,
    visitorLeft:
      Boolean(r.live_visitor_left_at) || (r.live_state !== null && nowMs - seen > PRESENCE_SECONDS * 1000 * 2),
    contact,
    leadId: r.lead_id,
  };
}

export async function inboxItem(db: Db, conversationId: string, nowMs: number): Promise<LiveInboxItem | null> {
  const r = await baseQuery(db).where("c.id", "=", conversationId).executeTakeFirst();
  return r ? toItem(r, nowMs) : null;
}

export async function inbox(db: Db, me: SessionUser, nowMs: number): Promise<LiveInbox> {
  const live = await baseQuery(db)
    .where("c.live_state", "in", ["waiting", "held"])
    .orderBy("c.live_state_at")
    .execute();
  const since = new Date(nowMs - RECENT_HOURS * 3_600_000).toISOString();
  const recent = await baseQuery(db)
    .where("c.live_requested_at", ">=", since)
    .where((eb) => eb.or([eb("c.live_state", "is", null), eb("c.live_state", "=", "offline")]))
    .orderBy("c.live_requested_at", "desc")
    .limit(RECENT_MAX)
    .execute();
  const items = live.map((r) => toItem(r, nowMs));
  return {
    waiting: items.filter((i) => i.state === "waiting"),
    held: items
      .filter((i) => i.state === "held")
      .sort((a, b) => (a.holder?.firstName ?? "").localeCompare(b.holder?.firstName ?? "")),
    recent: recent.map((r) => toItem(r, nowMs)),
    online: await onlineMembers(db, nowMs),
    me: { userId: me.id, firstName: firstNameOf(me.name) },
  };
}

export async function conversationDetail(db: Db, id: string, nowMs: number): Promise<LiveConversationDetail | null> {
  const item = await inboxItem(db, id, nowMs);
  if (!item) return null;
  const rows = await db
    .selectFrom("chat_messages")
    .selectAll()
    .where("conversation_id", "=", id)
    .orderBy("created_at")
    .orderBy("is_bot")
    .limit(2000)
    .execute();
  let lead: LiveConversationDetail["lead"] = null;
  let attribution: LiveConversationDetail["attribution"] = null;
  if (item.leadId) {
    const l = await db.selectFrom("leads").selectAll().where("id", "=", item.leadId).executeTakeFirst();
    if (l) {
      const booking = await db
        .selectFrom("bookings")
        .select(["starts_at", "status"])
        .where("lead_id", "=", l.id)
        .orderBy("starts_at", "desc")
        .limit(1)
        .executeTakeFirst();
      const score = (l as { score?: unknown }).score;
      lead = {
        id: l.id,
        status: l.status,
        score: typeof score === "number" ? score : null,
        booking: booking ? { startsAt: booking.starts_at, status: booking.status } : null,
      };
      attribution = {
        landing_page: l.landing_page ?? null,
        referrer_host: l.referrer_host ?? null,
        utm_source: l.utm_source ?? null,
        utm_medium: l.utm_medium ?? null,
        utm_campaign: l.utm_campaign ?? null,
      };
    }
  }
  return { item, messages: rows.map(toLiveMessage), attribution, lead };
}
