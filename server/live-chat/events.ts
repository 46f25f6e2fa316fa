import { SqliteAdapter, type Transaction } from "kysely";
import type { LiveMessage } from "~/lib/live-chat-contract";
import type { Database, Db } from "../db/schema";
import { toLiveMessage } from "./author";
import type { LiveBus } from "./bus";

// Every live event is a numbered row before it is sent (the number is its SSE id): a stream that
// reconnects with Last-Event-ID replays the rows after it, so nothing is lost and nothing repeats.
// Rows of one conversation are written while its row is locked (lockConversation), so on PostgreSQL
// their numbers commit in order: a reader never sees number n+1 before n.

export type StoredEventKind = "message" | "state" | "joined" | "left";

export interface WireEvent {
  /** The row's number; absent for events that are not stored (typing, inbox, ping, bye). */
  id?: number;
  name: string;
  data: unknown;
  conversationId: string;
}

export const LIVE_COLUMNS = [
  "id",
  "lead_id",
  "contact_info",
  "live_key_hash",
  "live_state",
  "live_holder_id",
  "live_requested_at",
  "live_state_at",
  "live_visitor_left_at",
  "live_wait_mailed",
] as const;

/** The conversation's row, locked for the rest of the transaction (PostgreSQL; SQLite runs one at a time). */
export async function lockConversation(trx: Transaction<Database>, id: string) {
  const q = trx.selectFrom("chat_conversations").select(LIVE_COLUMNS).where("id", "=", id);
  const sqlite = trx.getExecutor().adapter instanceof SqliteAdapter;
  return (sqlite ? q : q.forUpdate()).executeTakeFirst();
}

export async function appendEvent(
  trx: Transaction<Database>,
  bus: LiveBus,
  e: { conversationId: string; kind: StoredEventKind; messageId?: string; payload?: object; now: string },
): Promise<number> {
  const row = await trx
    .insertInto("chat_live_events")
    .values({
      conversation_id: e.conversationId,
      kind: e.kind,
      message_id: e.messageId ?? null,
      payload: JSON.stringify(e.payload ?? {}),
      created_at: e.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await bus.notify(trx, { c: e.conversationId, e: id });
  return id;
}

/** Stores a message written in the live part (a person's, a notice, the visitor's) and its event. */
export async function appendMessage(
  trx: Transaction<Database>,
  bus: LiveBus,
  m: {
    conversationId: string;
    authorKind: "visitor" | "person" | "system";
    authorName?: string | null;
    text: string;
    now: string;
    id: string;
  },
): Promise<LiveMessage> {
  const row = {
    id: m.id,
    conversation_id: m.conversationId,
    is_bot: m.authorKind === "visitor" ? 0 : 1,
    text: m.text,
    created_at: m.now,
    source: null,
    author_kind: m.authorKind as string,
    author_name: m.authorName ?? null,
  };
  await trx.insertInto("chat_messages").values(row).execute();
  await appendEvent(trx, bus, { conversationId: m.conversationId, kind: "message", messageId: m.id, now: m.now });
  return toLiveMessage(row);
}

/** Stored events after `afterId`, in order: one conversation's, or every conversation's (the team's). */
export async function loadEvents(
  db: Db,
  opts: { conversationId?: string; afterId?: number; ids?: number[]; limit?: number },
): Promise<WireEvent[]> {
  let q = db
    .selectFrom("chat_live_events as e")
    .leftJoin("chat_messages as m", "m.id", "e.message_id")
    .select([
      "e.id",
      "e.conversation_id",
      "e.kind",
      "e.payload",
      "m.id as m_id",
      "m.is_bot",
      "m.text",
      "m.created_at",
      "m.source",
      "m.author_kind",
      "m.author_name",
    ])
    .orderBy("e.id")
    .limit(opts.limit ?? 1000);
  if (opts.conversationId) q = q.where("e.conversation_id", "=", opts.conversationId);
  if (opts.afterId !== undefined) q = q.where("e.id", ">", opts.afterId);
  if (opts.ids) q = q.where("e.id", "in", opts.ids.length ? opts.ids : [-1]);
  const rows = await q.execute();
  return rows.flatMap((r): WireEvent[] => {
    const base = { id: Number(r.id), name: r.kind, conversationId: r.conversation_id };
    if (r.kind === "message") {
      // The message was erased (a third party's address in it): its event goes with it.
      if (!r.m_id) return [];
      const data = toLiveMessage({
        id: r.m_id,
        conversation_id: r.conversation_id,
        is_bot: Number(r.is_bot),
        text: r.text ?? "",
        created_at: r.created_at ?? "",
        source: r.source ?? null,
        author_kind: r.author_kind,
        author_name: r.author_name,
      });
      return [{ ...base, data }];
    }
    return [{ ...base, data: JSON.parse(r.payload) as unknown }];
  });
}

/** One SSE frame. */
export function sseFrame(e: { id?: number; name: string; data: unknown }): string {
  return `${e.id !== undefined ? `id: ${e.id}\n` : ""}event: ${e.name}\ndata: ${JSON.stringify(e.data)}\n\n`;
}
