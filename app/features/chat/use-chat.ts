import { useCallback, useEffect, useRef, useState } from "react";
import { type ChatMessage, type ChatResponse, OFFLINE_REPLY } from "./chat-text";
import { type ChatSession, loadSession, saveSession } from "./chat-session";

/** Longer than the server's webhook limit (8 s) plus its own answer. */
const REQUEST_TIMEOUT_MS = 15_000;

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

/**
 * The conversation: messages, the pending flag that blocks a second send (spec section 4), and the
 * tab's saved copy. The server relays and stores; this hook only talks to `/api/chat`.
 */
export function useChat() {
  const [session, setSession] = useState<ChatSession>(() =>
    loadSession(typeof sessionStorage === "undefined" ? undefined : sessionStorage),
  );
  const [pending, setPending] = useState(false);
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
        try {
          res = await fetch("/api/chat", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              message,
              ...(conversationId.current ? { conversationId: conversationId.current } : {}),
            }),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          if (res.ok) {
            const data = (await res.json()) as ChatResponse;
            reply = { ...data.reply, isBot: true };
            id = data.conversationId;
          }
        } catch {
          // Network failure or timeout: the offline text below.
        }
        reply ??= { id: localId(), text: await failureText(res), isBot: true, timestamp: new Date().toISOString() };
        append(reply, id);
        sending.current = false;
        setPending(false);
      })();
      return true;
    },
    [append],
  );

  return { messages: session.messages, pending, send };
}
