import { useCallback, useEffect, useRef, useState } from "react";
import { visitAttribution } from "~/lib/visit-attribution";
import { type ChatSession, loadSession, newSession, saveSession } from "./chat-session";
import { readChatStream } from "./chat-stream";
import {
  type ChatMessage,
  type ChatResponse,
  CONVERSATION_FULL,
  conversationFullText,
  OFFLINE_REPLY,
} from "./chat-text";

/**
 * Longer than the server's webhook limit (8 s) and a model's wait for its first words (10 s) together,
 * plus the built-in answer; restarted by every streamed piece.
 */
const REQUEST_TIMEOUT_MS = 25_000;

const localId = () => `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * What the visitor sees when the request fails: the server's words for 400/429, else the offline text;
 * a full conversation (429 conversation_full) in the panel's own words, with the site's address.
 */
async function failure(res: Response | null, contactEmail: string): Promise<{ text: string; full: boolean }> {
  if (res && (res.status === 400 || res.status === 429)) {
    try {
      const body = (await res.json()) as { error?: { message?: string; code?: string } };
      if (res.status === 429 && body.error?.code === CONVERSATION_FULL) {
        return { text: conversationFullText(contactEmail), full: true };
      }
      if (body.error?.message) return { text: body.error.message, full: false };
    } catch {
      // Not JSON: fall through.
    }
  }
  return { text: OFFLINE_REPLY, full: false };
}

/** The reply as JSON, or read from server-sent events (a language model's reply, piece by piece). */
async function replyFrom(res: Response, onDelta: (text: string) => void): Promise<ChatResponse | null> {
  if (res.headers.get("content-type")?.startsWith("text/event-stream") && res.body) {
    return readChatStream(res.body, onDelta);
  }
  return (await res.json()) as ChatResponse;
}

/**
 * The conversation: messages, the pending flag that blocks a second send until the reply is in, the reply
 * being streamed (shown as it grows, kept out of the saved copy until it is complete), and the tab's
 * saved copy. The server relays and stores; this hook only talks to `/api/chat`. Once the server says
 * the conversation is full, nothing more is sent until `startNew` begins another one.
 */
export function useChat(contactEmail: string) {
  const [session, setSession] = useState<ChatSession>(() =>
    loadSession(typeof sessionStorage === "undefined" ? undefined : sessionStorage),
  );
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const sending = useRef(false);
  const conversationId = useRef(session.conversationId);
  const full = useRef(Boolean(session.full));

  useEffect(() => {
    conversationId.current = session.conversationId;
    full.current = Boolean(session.full);
    saveSession(sessionStorage, session);
  }, [session]);

  const append = useCallback((message: ChatMessage, id?: string, isFull = false) => {
    setSession((s) => ({
      conversationId: id ?? s.conversationId,
      messages: [...s.messages, message],
      ...((isFull || s.full) && { full: true }),
    }));
  }, []);

  /** Sends a message; false when it is empty, a reply is still pending or the conversation is full. */
  const send = useCallback(
    (input: string): boolean => {
      const message = input.trim();
      if (!message || sending.current || full.current) return false;
      sending.current = true;
      setPending(true);
      append({ id: localId(), text: message, isBot: false, timestamp: new Date().toISOString() });

      void (async () => {
        let reply: ChatMessage | null = null;
        let id: string | undefined;
        let res: Response | null = null;
        const controller = new AbortController();
        let timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
        const onDelta = (text: string) => {
          clearTimeout(timer);
          timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
          setStreaming((shown) => (shown ?? "") + text);
        };
        try {
          res = await fetch("/api/chat", {
            method: "POST",
            headers: { "Content-Type": "application/json", Accept: "text/event-stream, application/json" },
            body: JSON.stringify({
              message,
              ...(conversationId.current ? { conversationId: conversationId.current } : {}),
              // Kept with the chat lead if this conversation becomes one (server/leads/attribution.ts).
              attribution: visitAttribution(),
            }),
            signal: controller.signal,
          });
          const data = res.ok ? await replyFrom(res, onDelta) : null;
          if (data) {
            reply = { ...data.reply, isBot: true };
            id = data.conversationId;
          }
        } catch {
          // Network failure or timeout: the offline text below.
        } finally {
          clearTimeout(timer);
        }
        let isFull = false;
        if (!reply) {
          const failed = await failure(res, contactEmail);
          isFull = failed.full;
          reply = { id: localId(), text: failed.text, isBot: true, timestamp: new Date().toISOString() };
        }
        setStreaming(null);
        append(reply, id, isFull);
        sending.current = false;
        setPending(false);
      })();
      return true;
    },
    [append, contactEmail],
  );

  /** A new conversation (the server gives it a new id with its first message), once the old one is full. */
  const startNew = useCallback(() => {
    if (sending.current) return;
    full.current = false;
    conversationId.current = null;
    setSession(newSession());
  }, []);

  return { messages: session.messages, pending, streaming, full: Boolean(session.full), send, startNew };
}
