import type { ChatContactShare } from "~/features/admin/analytics/chat-contact-share";
import type { Db } from "../db/schema";

/**
 * Chat conversations started in the last `days` UTC days (today included), and how many of them left
 * an e-mail or phone number (those have a chat lead). One indexed count (chat_conversations_created_idx).
 */
export async function chatContactShare(db: Db, days: number, now = new Date()): Promise<ChatContactShare> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const row = await db
    .selectFrom("chat_conversations")
    .select((eb) => [eb.fn.countAll().as("conversations"), eb.fn.count("lead_id").as("withContact")])
    .where("created_at", ">=", from.toISOString())
    .executeTakeFirstOrThrow();
  // PostgreSQL returns counts as bigint strings.
  return { days, conversations: Number(row.conversations), withContact: Number(row.withContact) };
}
