import { ChatRequestSchema } from "~/features/chat/chat-schema";
import {
  type ChatResponse,
  CONVERSATION_FULL,
  type ContactInfo,
  conversationFullText,
  OFFLINE_REPLY,
} from "~/features/chat/chat-text";
import { extractContactInfo, hasContactInfo, mergeContactInfo } from "~/features/chat/extract-contact";
import type { FormErrors } from "~/lib/form-rules";
import { validate } from "~/lib/form-schema";
import type { PublicSettings } from "~/lib/public-settings";
import { type Settings, toPublicSettings } from "~/lib/settings.server";
import type { ChatSource } from "~/lib/statuses";
import type { Db } from "../db/schema";
import { leadAttribution, type RequestSignals } from "../leads/attribution";
import { liveDepsOf } from "../live-chat/deps";
import { asksForPerson, LIVE_OFFER_REPLY } from "../live-chat/handoff-phrases";
import { afterChatLeadCreated } from "../live-chat/offline";
import { issueLiveKey } from "../live-chat/visitor";
import { logger } from "../ops/logger";
import { countChatReply, countRefusal } from "../ops/metrics";
import { addVisitorMessage, type ConversationCap } from "./conversation-cap";
import { createLlmAnswerer, type LlmOptions } from "./llm-answerer";
import { createSiteAnswerer } from "./site-answerer";
import { addMessage, openConversation, saveContact, syncChatLead } from "./store";
import { sendContact, sendMessage } from "./webhook";

export interface ChatOptions {
  /** Empty: the built-in answerer replies to every message. */
  webhookUrl: string;
  webhookTimeoutMs: number;
  rateLimit: { windowSeconds: number; max: number };
  /** Visitor messages and characters one conversation may hold, whatever address they come from. */
  conversationCap: ConversationCap;
  site: PublicSettings;
  /** The optional language model; null: none configured. */
  llm?: LlmOptions | null;
  /** How often the answerer checks whether the published posts changed. */
  indexRefreshSeconds?: number;
}

export function chatOptionsFrom(settings: Settings): ChatOptions {
  return {
    webhookUrl: settings.CHAT_WEBHOOK_URL,
    webhookTimeoutMs: settings.CHAT_WEBHOOK_TIMEOUT_MS,
    rateLimit: { windowSeconds: settings.CHAT_RATE_LIMIT_WINDOW_SECONDS, max: settings.CHAT_RATE_LIMIT_MAX },
    conversationCap: {
      maxMessages: settings.CHAT_MAX_MESSAGES_PER_CONVERSATION,
      maxChars: settings.CHAT_MAX_CHARS_PER_CONVERSATION,
    },
    site: toPublicSettings(settings),
    llm: settings.CHAT_LLM_URL
      ? {
          url: settings.CHAT_LLM_URL,
          model: settings.CHAT_LLM_MODEL,
          apiKey: settings.CHAT_LLM_API_KEY,
          maxTokens: settings.CHAT_LLM_MAX_TOKENS,
          timeoutMs: settings.CHAT_LLM_TIMEOUT_MS,
          dailyLimit: settings.CHAT_LLM_DAILY_LIMIT,
        }
      : null,
  };
}

/** Site passages the model gets per question. */
const MODEL_PASSAGES = 4;

export interface ChatHooks {
  /** A cleaned piece of a reply as the model writes it (only the model streams). */
  onDelta?: (piece: string) => void;
  /** The request's Referer path and DNT/GPC, for the attribution of a chat lead. */
  signals?: Partial<RequestSignals>;
}

export type ChatResult =
  | { ok: true; response: ChatResponse; source: ChatSource }
  | { ok: false; error: FormErrors }
  /** The conversation is full: a 429 with this message, nothing stored. */
  | { ok: false; refused: typeof CONVERSATION_FULL; message: string }
  /** A person is awaited or holds the conversation: a 409, the assistant stays silent (send to /api/chat/live/message). */
  | { ok: false; refused: typeof LIVE; message: string };

const LIVE = "live";

/** The status and JSON body of a message that was not taken (400 unreadable, 429 conversation full). */
export function chatRefusal(result: Extract<ChatResult, { ok: false }>) {
  if (!("refused" in result)) return { status: 400, body: { error: result.error } };
  return {
    status: result.refused === LIVE ? 409 : 429,
    body: { error: { message: result.message, code: result.refused } },
  };
}

/**
 * One visitor message: stored, contact details picked out, relayed to the webhook (when set), answered
 * by the first source that gives a reply (the webhook, the language model, the site's built-in
 * answerer, the offline text), the reply and its source stored, and the conversation's lead created
 * or brought up to date.
 */
export function createChatService(db: Db, options: ChatOptions) {
  const answerer = createSiteAnswerer(db, options.site, { refreshSeconds: options.indexRefreshSeconds });
  const model = options.llm ? createLlmAnswerer(db, options.llm, options.site.brandName) : null;

  async function relay(
    message: string,
    conversationId: string,
    info: ContactInfo | null,
    sendContactNow: boolean,
    timestamp: string,
  ) {
    const webhook = { url: options.webhookUrl, signal: AbortSignal.timeout(options.webhookTimeoutMs) };
    const contactSent = sendContactNow && info ? await sendContact(webhook, info, timestamp) : false;
    const result = await sendMessage(webhook, { message, timestamp, contactInfo: info, sessionId: conversationId });
    if (!result.ok) logger("chat").warn(`webhook failed (${result.reason}); answering from the site`);
    return { text: result.ok ? result.text : null, contactSent };
  }

  return async function handleMessage(body: unknown, hooks: ChatHooks = {}): Promise<ChatResult> {
    const parsed = validate(ChatRequestSchema, body);
    if (!parsed.ok) return parsed;
    const { message, conversationId } = parsed.data;

    const receivedAt = new Date().toISOString();
    const conversation = await openConversation(db, conversationId, receivedAt);
    if (conversation.id === conversationId) {
      const live = await db
        .selectFrom("chat_conversations")
        .select("live_state")
        .where("id", "=", conversation.id)
        .executeTakeFirst();
      if (live?.live_state === "waiting" || live?.live_state === "held")
        return {
          ok: false,
          refused: LIVE,
          message: "A person from our team has this conversation: your message goes to them.",
        };
    }
    // A new conversation gets its key for the live chat now (only its hash is stored).
    const liveKey = conversation.id === conversationId ? null : await issueLiveKey({ db }, conversation.id);
    if (!(await addVisitorMessage(db, conversation.id, message, receivedAt, options.conversationCap))) {
      countRefusal("chat_conversation_cap");
      return { ok: false, refused: CONVERSATION_FULL, message: conversationFullText(options.site.contact.email) };
    }

    const found = extractContactInfo(message);
    const isNew = hasContactInfo(found);
    const info = isNew ? mergeContactInfo(conversation.contactInfo, found) : conversation.contactInfo;

    let text: string | null = null;
    let source: ChatSource = "offline";
    let contactSent = conversation.contactSent;
    // Asking for a person: the offer to connect them (and the Contact page), from the site, not a model.
    const offer = asksForPerson(message);
    if (offer) {
      text = LIVE_OFFER_REPLY;
      source = "site";
    }
    if (options.webhookUrl && !offer) {
      const relayed = await relay(message, conversation.id, info, isNew && !contactSent, receivedAt);
      text = relayed.text;
      contactSent ||= relayed.contactSent;
      if (text !== null) source = "webhook";
    }
    // A message with an e-mail or phone number is acknowledged by the built-in answerer and never sent
    // to the model: personal details stay on our servers.
    if (text === null && model && !(found.email || found.phone_number)) {
      text = await model.answer(await answerer.retrievePassages(message, MODEL_PASSAGES), message, hooks.onDelta);
      if (text !== null) source = "model";
    }
    if (text === null) {
      text = await answerer.answer(message, isNew ? info : null);
      if (text !== null) source = "site";
    }
    text ??= OFFLINE_REPLY;

    if (isNew && info) await saveContact(db, conversation.id, info, contactSent, receivedAt);
    const timestamp = new Date().toISOString();
    const id = await addMessage(db, conversation.id, true, text, timestamp, source);
    countChatReply(source);
    // Where the visitor came from, as the panel sent it: stored only if this message creates the lead.
    // The lead changes only with new contact details: it holds no transcript to bring up to date.
    const attribution = leadAttribution((body as { attribution?: unknown }).attribution, hooks.signals);
    if (isNew || !conversation.leadId) {
      const leadId = await syncChatLead(db, conversation, info, attribution);
      const liveDeps = liveDepsOf(db);
      // Nobody could join earlier: the lead made now gets its follow-up and its owner's e-mail.
      if (leadId && !conversation.leadId && liveDeps) await afterChatLeadCreated(liveDeps, db, conversation.id, leadId);
    }
    const response: ChatResponse = { conversationId: conversation.id, reply: { id, text, timestamp } };
    if (liveKey) response.liveKey = liveKey;
    if (offer) response.offer = "live";
    return { ok: true, response, source };
  };
}
