import { type ChatMessage, GREETING } from "./chat-text";
import type { LiveSession, PanelMessage } from "./live-reducer";

// The conversation as this tab remembers it (sessionStorage): it survives page changes and a reload,
// and ends with the tab. The server keeps the full transcript.

export const SESSION_KEY = "chat-conversation";
/** The panel shows the latest messages; older ones stay on the server. */
const MAX_KEPT = 100;

export interface ChatSession {
  conversationId: string | null;
  messages: PanelMessage[];
  /** True once the server said the conversation is full: the panel offers a new chat instead of sending. */
  full?: boolean;
  /** The live handover (issue #40): the conversation's key, where it is, the last event applied. */
  live?: LiveSession;
}

export function greeting(): ChatMessage {
  return { id: "greeting", text: GREETING, isBot: true, timestamp: new Date().toISOString() };
}

export function newSession(): ChatSession {
  return { conversationId: null, messages: [greeting()] };
}

const isMessage = (m: unknown): m is ChatMessage =>
  typeof m === "object" &&
  m !== null &&
  typeof (m as ChatMessage).id === "string" &&
  typeof (m as ChatMessage).text === "string" &&
  typeof (m as ChatMessage).isBot === "boolean" &&
  typeof (m as ChatMessage).timestamp === "string";

const LIVE_STATES = ["assistant", "waiting", "held", "offline"];

/** The saved live part, or none when it is not readable (the panel then starts with the assistant). */
function loadLive(v: unknown): LiveSession | undefined {
  const l = v as Partial<LiveSession> | null;
  if (typeof l !== "object" || l === null || !LIVE_STATES.includes(l.state as string)) return undefined;
  return {
    key: typeof l.key === "string" ? l.key : null,
    state: l.state as LiveSession["state"],
    holder: typeof l.holder === "string" ? l.holder : null,
    lastEventId: Number.isSafeInteger(l.lastEventId) && (l.lastEventId as number) > 0 ? (l.lastEventId as number) : 0,
  };
}

/** The saved session, or a new one when nothing (or nothing readable) is saved. */
export function loadSession(storage: Pick<Storage, "getItem"> | undefined): ChatSession {
  try {
    const saved = JSON.parse(storage?.getItem(SESSION_KEY) ?? "null") as Partial<ChatSession> | null;
    if (saved && Array.isArray(saved.messages) && saved.messages.length && saved.messages.every(isMessage)) {
      const id = typeof saved.conversationId === "string" ? saved.conversationId : null;
      // A message still pending when the tab went away was stored or not: the live stream's replay says which.
      const messages = (saved.messages as PanelMessage[]).filter((m) => !m.pending);
      const live = loadLive(saved.live);
      return {
        conversationId: id,
        messages,
        ...(saved.full === true && { full: true }),
        ...(live && { live }),
      };
    }
  } catch {
    // Unreadable or blocked storage: start a new conversation.
  }
  return newSession();
}

export function saveSession(storage: Pick<Storage, "setItem"> | undefined, session: ChatSession) {
  try {
    storage?.setItem(SESSION_KEY, JSON.stringify({ ...session, messages: session.messages.slice(-MAX_KEPT) }));
  } catch {
    // Storage full or blocked: the conversation still works in this page.
  }
}
