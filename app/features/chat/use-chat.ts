import { useCallback, useEffect, useRef, useState } from "react";
import { visitAttribution } from "~/lib/visit-attribution";
import { type ChatSession, loadSession, newSession, saveSession } from "./chat-session";
import { readChatStream } from "./chat-stream";
import { type ChatResponse, CONVERSATION_FULL, conversationFullText, OFFLINE_REPLY } from "./chat-text";
import { type LiveAction, liveReducer, NO_LIVE, type PanelMessage } from "./live-reducer";
import { useLive } from "./use-live";

/**
 * Longer than the server's webhook limit (8 s) and a model's wait for its first words (10 s) together,
 * plus the built-in answer; restarted by every streamed piece.
 */
const REQUEST_TIMEOUT_MS = 25_000;

export const localId = () => `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** `POST /api/chat`'s answer, with what the live handover adds (app/lib/live-chat-contract.ts). */
type AssistantAnswer = ChatResponse & { liveKey?: string; offer?: string };

/**
 * What the visitor sees when the request fails: the server's words for 400/429, else the offline text;
 * a full conversation (429 conversation_full) in the panel's own words, with the site's address.
 * A 409 "live" means a person was asked for meanwhile (another tab): the message goes to them instead.
 */
async function failure(
  res: Response | null,
  contactEmail: string,
): Promise<{ text: string; full: boolean; live?: boolean }> {
  if (res && (res.status === 400 || res.status === 409 || res.status === 429)) {
    try {
      const body = (await res.json()) as { error?: { message?: string; code?: string } };
      if (res.status === 409 && body.error?.code === "live") return { text: "", full: false, live: true };
      if (res.status === 429 && body.error?.code === CONVERSATION_FULL) {
        return { text: conversationFullText(contactEmail), full: true };
      }
      if (body.error?.message && res.status !== 409) return { text: body.error.message, full: false };
    } catch {
      // Not JSON: fall through.
    }
  }
  return { text: OFFLINE_REPLY, full: false };
}

/** The reply as JSON, or read from server-sent events (a language model's reply, piece by piece). */
async function replyFrom(res: Response, onDelta: (text: string) => void): Promise<AssistantAnswer | null> {
  if (res.headers.get("content-type")?.startsWith("text/event-stream") && res.body) {
    return readChatStream(res.body, onDelta);
  }
  return (await res.json()) as AssistantAnswer;
}

export interface PanelState {
  session: ChatSession;
  /** The first name of the team member typing (not saved: it lasts seconds). */
  typing: string | null;
}

/**
 * The conversation: messages, the pending flag that blocks a second send until the reply is in (with a
 * person: until the visitor's message is stored), the reply being streamed, the tab's saved copy, and the
 * live handover (use-live.ts). Once the server says the conversation is full, nothing more is sent until
 * `startNew` begins another one.
 */
export function useChat(contactEmail: string, onUnsent?: (text: string) => void) {
  const [state, setState] = useState<PanelState>(() => ({
    session: loadSession(typeof sessionStorage === "undefined" ? undefined : sessionStorage),
    typing: null,
  }));
  const { session } = state;
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const sending = useRef(false);
  const latest = useRef(session);
  latest.current = session;

  useEffect(() => saveSession(sessionStorage, session), [session]);

  const update = useCallback((fn: (s: ChatSession) => ChatSession) => {
    setState((p) => ({ ...p, session: fn(p.session) }));
  }, []);
  const dispatch = useCallback((action: LiveAction) => {
    setState((p) => {
      const view = liveReducer(
        { messages: p.session.messages, live: p.session.live ?? NO_LIVE, typing: p.typing },
        action,
      );
      const conversationId = action.type === "requested" ? action.answer.conversationId : p.session.conversationId;
      return {
        session: { ...p.session, conversationId, messages: view.messages, live: view.live },
        typing: view.typing,
      };
    });
  }, []);

  const append = useCallback(
    (message: PanelMessage, id?: string, isFull = false) =>
      update((s) => ({
        ...s,
        conversationId: id ?? s.conversationId,
        messages: [...s.messages, message],
        ...((isFull || s.full) && { full: true }),
      })),
    [update],
  );

  const begin = useCallback(() => {
    if (sending.current || latest.current.full) return false;
    sending.current = true;
    setPending(true);
    return true;
  }, []);
  const end = useCallback(() => {
    sending.current = false;
    setPending(false);
  }, []);

  const assistant = useRef<((message: string, local: PanelMessage) => void) | null>(null);
  const live = useLive({ session, dispatch, update, append, contactEmail, end, toAssistant: assistant, onUnsent });

  /** To the assistant (`/api/chat`); a 409 "live" hands the message to the person instead. */
  const toAssistant = useCallback(
    (message: string, local: PanelMessage) => {
      void (async () => {
        let reply: PanelMessage | null = null;
        let id: string | undefined;
        let liveKey: string | undefined;
        let res: Response | null = null;
        const controller = new AbortController();
        let timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
        const onDelta = (text: string) => {
          clearTimeout(timer);
          timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
          setStreaming((shown) => (shown ?? "") + text);
        };
        try {
          const conversationId = latest.current.conversationId;
          res = await fetch("/api/chat", {
            method: "POST",
            headers: { "Content-Type": "application/json", Accept: "text/event-stream, application/json" },
            body: JSON.stringify({
              message,
              ...(conversationId ? { conversationId } : {}),
              // Kept with the chat lead if this conversation becomes one (server/leads/attribution.ts).
              attribution: visitAttribution(),
            }),
            signal: controller.signal,
          });
          const data = res.ok ? await replyFrom(res, onDelta) : null;
          if (data) {
            reply = { ...data.reply, isBot: true, ...(data.offer === "live" && { offer: true }) };
            id = data.conversationId;
            liveKey = data.liveKey;
          }
        } catch {
          // Network failure or timeout: the offline text below.
        } finally {
          clearTimeout(timer);
        }
        setStreaming(null);
        if (!reply) {
          const failed = await failure(res, contactEmail);
          if (failed.live) {
            dispatch({ type: "unsent", localId: local.id });
            live.resend(message);
            return;
          }
          reply = { id: localId(), text: failed.text, isBot: true, timestamp: new Date().toISOString() };
          append(reply, id, failed.full);
        } else {
          append(reply, id);
          // The conversation's key comes with its first reply: the panel keeps it to ask for a person later.
          if (liveKey) update((s) => ({ ...s, live: { ...(s.live ?? NO_LIVE), key: liveKey } }));
        }
        end();
      })();
    },
    [append, contactEmail, dispatch, end, live, update],
  );
  assistant.current = toAssistant;

  /** Sends a message; false when it is empty, a send is still pending or the conversation is full. */
  const send = useCallback(
    (input: string): boolean => {
      const message = input.trim();
      if (!message || !begin()) return false;
      const local: PanelMessage = { id: localId(), text: message, isBot: false, timestamp: new Date().toISOString() };
      if (live.withPerson) {
        live.send(message, local);
      } else {
        append(local);
        toAssistant(message, local);
      }
      return true;
    },
    [append, begin, live, toAssistant],
  );

  /** A new conversation (the server gives it a new id with its first message), once the old one is full. */
  const startNew = useCallback(() => {
    if (sending.current) return;
    setState({ session: newSession(), typing: null });
  }, []);

  return {
    messages: session.messages,
    pending,
    streaming,
    full: Boolean(session.full),
    send,
    startNew,
    live: { ...live, typing: state.typing },
  };
}
