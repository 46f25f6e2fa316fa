import { randomUUID } from "node:crypto";
import type { ContactInfo } from "~/features/chat/chat-text";
import type { ChatSource } from "~/lib/statuses";
import type { Db } from "../db/schema";
import type { LeadAttribution } from "../leads/attribution";
import { storeLead } from "../leads/store-lead";
import { rescoreLeadAlone } from "../score/rescore";

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

/** One message of a conversation as a chat lead shows it (lead page, CSV, team e-mail, CRM webhook). */
export interface TranscriptLine {
  text: string;
  isBot: boolean;
  timestamp: string;
  /** Which source wrote an assistant reply (absent on the visitor's messages and older replies). */
  source?: ChatSource;
}

/**
 * Every message of these conversations in order (up to `upTo`, when given: the transcript as it stood
 * then), by conversation; in the same millisecond the visitor's message comes before the reply.
 */
export async function transcripts(db: Db, conversationIds: readonly string[], upTo?: string) {
  const byConversation = new Map<string, TranscriptLine[]>();
  if (conversationIds.length === 0) return byConversation;
  let q = db
    .selectFrom("chat_messages")
    .select(["conversation_id", "text", "is_bot", "created_at", "source"])
    .where("conversation_id", "in", [...new Set(conversationIds)]);
  if (upTo) q = q.where("created_at", "<=", upTo);
  const rows = await q.orderBy("conversation_id").orderBy("created_at").orderBy("is_bot").execute();
  for (const r of rows) {
    const lines = byConversation.get(r.conversation_id) ?? [];
    // The source rides along on assistant replies only, for the admin's lead page.
    lines.push({
      text: r.text,
      isBot: Boolean(r.is_bot),
      timestamp: r.created_at,
      ...(r.is_bot && r.source ? { source: r.source } : {}),
    });
    byConversation.set(r.conversation_id, lines);
  }
  return byConversation;
}

/** Every message of one conversation in order (see transcripts). */
export async function transcript(db: Db, conversationId: string, upTo?: string) {
  return (await transcripts(db, [conversationId], upTo)).get(conversationId) ?? [];
}

/**
 * Creates the conversation's `chat` lead the first time an e-mail or phone number is known, and
 * brings its contact fields up to date when later messages give new ones. Never a second lead per
 * conversation. The lead keeps no copy of the transcript: its payload names the conversation, whose
 * messages are read wherever the lead is shown (server/chat/lead-transcript.ts), so a message costs
 * one small row, not a rewrite of the whole conversation.
 */
export async function syncChatLead(
  db: Db,
  conversation: Conversation,
  info: ContactInfo | null,
  attribution?: LeadAttribution,
) {
  if (!conversation.leadId && !(info?.email || info?.phone_number)) return conversation.leadId;
  const payload = { conversationId: conversation.id, contactInfo: info };
  const fields = { name: info?.name ?? null, email: info?.email ?? null, phone: info?.phone_number ?? null };

  if (conversation.leadId) {
    await db
      .updateTable("leads")
      .set({ ...fields, email: fields.email?.toLowerCase() ?? null, payload: JSON.stringify(payload) })
      .where("id", "=", conversation.leadId)
      .execute();
    // New contact details may name the person (an address they used before): their score follows.
    await rescoreLeadAlone(db, conversation.leadId, new Date());
    return conversation.leadId;
  }
  // The admin notification quotes the start of the transcript, as it did when the payload held it.
  const shown = {
    conversationId: conversation.id,
    transcript: await transcript(db, conversation.id),
    contactInfo: info,
  };
  const leadId = await storeLead(db, {
    type: "chat",
    ...fields,
    company: null,
    payload,
    attribution,
    notificationPayload: shown,
  });
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
