import { useCallback, useEffect, useRef, useState } from "react";
import { visitAttribution } from "~/lib/visit-attribution";
import { type ChatSession, loadSession, saveSession } from "./chat-session";
import { readChatStream } from "./chat-stream";
import { type ChatMessage, type ChatResponse, OFFLINE_REPLY } from "./chat-text";

/**
 * Longer than the server's webhook limit (8 s) and a model's wait for its first words (10 s) together,
 * plus the built-in answer; restarted by every streamed piece.
 */
const REQUEST_TIMEOUT_MS = 25_000;

const localId = () => `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** What the visitor sees when the request fails: the server's words for 400/429, else the offline text. */
async function failureText(res: Response | null): Promise<string> {
  if (res && (res.status === 400 || res.status === 429)) {
    try {
      const body = (await res.json()) as { error?: { message?: string } };
      if (body.error?.message) return body.error.message;
    } catch {
      // Not JSON: fall through.
    }
  }
  return OFFLINE_REPLY;
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
 * saved copy. The server relays and stores; this hook only talks to `/api/chat`.
 */
export function useChat() {
  const [session, setSession] = useState<ChatSession>(() =>
    loadSession(typeof sessionStorage === "undefined" ? undefined : sessionStorage),
  );
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const sending = useRef(false);
  const conversationId = useRef(session.conversationId);

  useEffect(() => {
    conversationId.current = session.conversationId;
    saveSession(sessionStorage, session);
  }, [session]);

  const append = useCallback((message: ChatMessage, id?: string) => {
    setSession((s) => ({ conversationId: id ?? s.conversationId, messages: [...s.messages, message] }));
  }, []);

  /** Sends a message; false when it is empty or a reply is still pending. */
  const send = useCallback(
    (input: string): boolean => {
      const message = input.trim();
      if (!message || sending.current) return false;
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
        reply ??= { id: localId(), text: await failureText(res), isBot: true, timestamp: new Date().toISOString() };
        setStreaming(null);
        append(reply, id);
        sending.current = false;
        setPending(false);
      })();
      return true;
    },
    [append],
  );

  return { messages: session.messages, pending, streaming, send };
}
