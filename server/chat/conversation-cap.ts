import { randomUUID } from "node:crypto";
import { SqliteAdapter, sql } from "kysely";
import type { Db } from "../db/schema";

// A conversation holds at most so many visitor messages and characters, from any number of addresses
// (the per-client rate limit caps a sender, not a conversation id the client keeps sending).

export interface ConversationCap {
  /** Visitor messages per conversation (CHAT_MAX_MESSAGES_PER_CONVERSATION). */
  maxMessages: number;
  /** Characters of the visitor's messages together (CHAT_MAX_CHARS_PER_CONVERSATION). */
  maxChars: number;
}

/** Characters as both databases' length() counts them: code points, not UTF-16 units. */
export const charCount = (text: string) => [...text].length;

/** Whether one more message of `chars` characters still fits beside what the conversation holds. */
export function fitsCap(held: { messages: number; chars: number }, chars: number, cap: ConversationCap) {
  return held.messages + 1 <= cap.maxMessages && held.chars + chars <= cap.maxChars;
}

/**
 * Whether the visitor's `text` still fits beside the visitor's messages the conversation holds (is_bot
 * = 0: replies, the assistant's or the team's, never fill a conversation). Call it in the transaction
 * that stores the message, after locking the conversation's row.
 */
export async function fitsConversation(trx: Db, conversationId: string, text: string, cap: ConversationCap) {
  const held = await trx
    .selectFrom("chat_messages")
    .select([
      (eb) => eb.fn.countAll<number | string>().as("messages"),
      sql<number | string>`coalesce(sum(length(text)), 0)`.as("chars"),
    ])
    .where("conversation_id", "=", conversationId)
    .where("is_bot", "=", 0)
    .executeTakeFirstOrThrow();
  return fitsCap({ messages: Number(held.messages), chars: Number(held.chars) }, charCount(text), cap);
}

/**
 * Stores the visitor's message if it fits the conversation's cap; resolves with its id, or null when
 * it does not fit (nothing stored). The count and the insert share one transaction: on PostgreSQL the
 * conversation's row is locked first (FOR UPDATE), so parallel messages of one conversation count one
 * after another; on SQLite the one connection runs one transaction at a time. Only the visitor's
 * messages count (is_bot = 0): replies, the assistant's or the team's, never fill a conversation.
 */
export async function addVisitorMessage(
  db: Db,
  conversationId: string,
  text: string,
  at: string,
  cap: ConversationCap,
): Promise<string | null> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return db.transaction().execute(async (trx) => {
    const lock = trx.selectFrom("chat_conversations").select("id").where("id", "=", conversationId);
    await (sqlite ? lock : lock.forUpdate()).execute();
    if (!(await fitsConversation(trx, conversationId, text, cap))) return null;
    const id = randomUUID();
    await trx
      .insertInto("chat_messages")
      .values({ id, conversation_id: conversationId, is_bot: 0, text, created_at: at, source: null })
      .execute();
    return id;
  });
}
