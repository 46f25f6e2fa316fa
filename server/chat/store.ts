import { randomUUID } from "node:crypto";
import type { ContactInfo } from "~/features/chat/chat-text";
import type { ChatSource } from "~/lib/statuses";
import type { Db } from "../db/schema";
import type { LeadAttribution } from "../leads/attribution";
import { storeLead } from "../leads/store-lead";

// Conversations, their messages and their one `chat` lead.

export interface Conversation {
  id: string;
  leadId: string | null;
  contactInfo: ContactInfo | null;
  contactSent: boolean;
}

function parseContact(json: string | null): ContactInfo | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as ContactInfo;
  } catch {
    return null;
  }
}

/** The conversation with this id, or a new one (no id, or an id this server does not know). */
export async function openConversation(db: Db, id: string | undefined, now: string): Promise<Conversation> {
  if (id) {
    const row = await db.selectFrom("chat_conversations").selectAll().where("id", "=", id).executeTakeFirst();
    if (row) {
      return {
        id: row.id,
        leadId: row.lead_id,
        contactInfo: parseContact(row.contact_info),
        contactSent: Boolean(row.contact_sent),
      };
    }
  }
  const fresh = randomUUID();
  await db
    .insertInto("chat_conversations")
    .values({ id: fresh, lead_id: null, contact_info: null, created_at: now, updated_at: now })
    .execute();
  return { id: fresh, leadId: null, contactInfo: null, contactSent: false };
}

export async function addMessage(
  db: Db,
  conversationId: string,
  isBot: boolean,
  text: string,
  at: string,
  source: ChatSource | null = null,
) {
  const id = randomUUID();
  await db
    .insertInto("chat_messages")
    .values({ id, conversation_id: conversationId, is_bot: isBot ? 1 : 0, text, created_at: at, source })
    .execute();
  return id;
}

export async function saveContact(db: Db, conversationId: string, info: ContactInfo, contactSent: boolean, at: string) {
  await db
    .updateTable("chat_conversations")
    .set({ contact_info: JSON.stringify(info), contact_sent: contactSent ? 1 : 0, updated_at: at })
    .where("id", "=", conversationId)
    .execute();
}

/** Every message in order; in the same millisecond the visitor's message comes before the reply. */
export async function transcript(db: Db, conversationId: string) {
  const rows = await db
    .selectFrom("chat_messages")
    .select(["text", "is_bot", "created_at", "source"])
    .where("conversation_id", "=", conversationId)
    .orderBy("created_at")
    .orderBy("is_bot")
    .execute();
  // The source rides along on assistant replies only, for the admin's lead page.
  return rows.map((r) => ({
    text: r.text,
    isBot: Boolean(r.is_bot),
    timestamp: r.created_at,
    ...(r.is_bot && r.source ? { source: r.source } : {}),
  }));
}

/**
 * Creates the conversation's `chat` lead the first time an e-mail or phone number is known, and
 * keeps it current afterwards (contact fields and transcript). Never a second lead per conversation.
 */
export async function syncChatLead(
  db: Db,
  conversation: Conversation,
  info: ContactInfo | null,
  attribution?: LeadAttribution,
) {
  if (!conversation.leadId && !(info?.email || info?.phone_number)) return conversation.leadId;
  const payload = {
    conversationId: conversation.id,
    transcript: await transcript(db, conversation.id),
    contactInfo: info,
  };
  const fields = { name: info?.name ?? null, email: info?.email ?? null, phone: info?.phone_number ?? null };

  if (conversation.leadId) {
    await db
      .updateTable("leads")
      .set({ ...fields, email: fields.email?.toLowerCase() ?? null, payload: JSON.stringify(payload) })
      .where("id", "=", conversation.leadId)
      .execute();
    return conversation.leadId;
  }
  const leadId = await storeLead(db, { type: "chat", ...fields, company: null, payload, attribution });
  // Two messages of one conversation at the same moment: the first lead to be linked wins.
  const linked = await db
    .updateTable("chat_conversations")
    .set({ lead_id: leadId })
    .where("id", "=", conversation.id)
    .where("lead_id", "is", null)
    .executeTakeFirst();
  if (Number(linked.numUpdatedRows) === 0) {
    await db.deleteFrom("leads").where("id", "=", leadId).execute();
    const row = await db
      .selectFrom("chat_conversations")
      .select("lead_id")
      .where("id", "=", conversation.id)
      .executeTakeFirstOrThrow();
    return syncChatLead(db, { ...conversation, leadId: row.lead_id }, info, attribution);
  }
  return leadId;
}
