import type { AuthorKind, LiveMessage, LiveRequestAnswer, LiveState, LiveStateEvent } from "~/lib/live-chat-texts";
import type { ChatMessage } from "./chat-text";

// The visitor's side of the live chat (issue #40) as a pure reducer over the tab's saved conversation.
// Events arrive from the live stream, again after a reconnect (EventSource sends Last-Event-ID) and
// all over again after a reload (a new EventSource cannot send one): an event whose number was applied
// already is skipped and a message whose id is shown already is not added, so nothing shows twice.

/** A message in the panel: the assistant's and the visitor's as before, plus who wrote a live one. */
export interface PanelMessage extends ChatMessage {
  /** Absent for messages from before the handover: the visitor's or the assistant's, by `isBot`. */
  author?: AuthorKind;
  /** The team member's first name (author "person"). */
  authorName?: string | null;
  /** Sent and not yet stored: the send is blocked until it is. */
  pending?: boolean;
  /** The assistant's reply when the visitor asked for a person in words: the panel offers the button. */
  offer?: boolean;
  /** React's key once a pending message got its stored id: the log must not see a new item and announce it twice. */
  key?: string;
}

export interface LiveSession {
  /** The conversation's key (proves it is this visitor's): from /api/chat or the live request. */
  key: string | null;
  state: LiveState;
  /** The first name of the person holding the conversation. */
  holder: string | null;
  /** The last numbered event applied (the stream's SSE id). */
  lastEventId: number;
}

export interface LiveView {
  messages: PanelMessage[];
  live: LiveSession;
  /** The first name of the person typing, until TYPING_SHOW_SECONDS pass or their message arrives. */
  typing: string | null;
}

export const NO_LIVE: LiveSession = { key: null, state: "assistant", holder: null, lastEventId: 0 };

export type LiveAction =
  | { type: "local"; message: PanelMessage }
  | { type: "stored"; localId: string; message: LiveMessage }
  | { type: "unsent"; localId: string }
  | { type: "requested"; answer: LiveRequestAnswer }
  | { type: "event"; id: number | null; name: string; data: unknown }
  | { type: "typingOver" };

/** A stored live message as the panel shows it. */
export function toPanelMessage(m: LiveMessage): PanelMessage {
  return {
    id: m.id,
    text: m.text,
    isBot: m.authorKind !== "visitor",
    timestamp: m.timestamp,
    author: m.authorKind,
    authorName: m.authorName,
  };
}

const str = (v: unknown): v is string => typeof v === "string";

function isLiveMessage(v: unknown): v is LiveMessage {
  const m = v as LiveMessage;
  return typeof m === "object" && m !== null && str(m.id) && str(m.text) && str(m.authorKind) && str(m.timestamp);
}

function isStateEvent(v: unknown): v is LiveStateEvent {
  const s = v as LiveStateEvent;
  return typeof s === "object" && s !== null && ["assistant", "waiting", "held", "offline"].includes(s.state);
}

const firstName = (v: unknown) => {
  const n = (v as { firstName?: unknown } | null)?.firstName;
  return str(n) ? n : null;
};

/**
 * Adds a stored message unless it is shown already. The visitor's own message may come back on the
 * stream before its POST answers: it then takes the place of the pending copy with the same text.
 */
export function addMessage(messages: PanelMessage[], m: LiveMessage): PanelMessage[] {
  if (messages.some((x) => x.id === m.id)) return messages;
  const shown = toPanelMessage(m);
  if (m.authorKind === "visitor") {
    const i = messages.findIndex((x) => x.pending && x.text === m.text);
    if (i >= 0) return messages.map((x, j) => (j === i ? { ...shown, key: x.key ?? x.id } : x));
  }
  return [...messages, shown];
}

function applyEvent(view: LiveView, name: string, data: unknown): LiveView {
  switch (name) {
    case "message": {
      if (!isLiveMessage(data)) return view;
      const messages = addMessage(view.messages, data);
      return { ...view, messages, typing: data.authorKind === "person" ? null : view.typing };
    }
    case "state":
      if (!isStateEvent(data)) return view;
      return {
        ...view,
        live: { ...view.live, state: data.state, holder: data.holder?.firstName ?? null },
        typing: data.state === "held" ? view.typing : null,
      };
    case "joined": {
      const name = firstName(data);
      return name ? { ...view, live: { ...view.live, state: "held", holder: name } } : view;
    }
    case "typing": {
      const name = firstName(data);
      return name && view.live.state === "held" ? { ...view, typing: name } : view;
    }
    default:
      // left (the state event that follows says where it went), ping, bye, and names this build does not know.
      return view;
  }
}

export function liveReducer(view: LiveView, action: LiveAction): LiveView {
  switch (action.type) {
    case "local":
      return { ...view, messages: [...view.messages, { ...action.message, pending: true }] };
    case "stored": {
      const rest = view.messages.filter((m) => m.id !== action.localId);
      const local = view.messages.find((m) => m.id === action.localId);
      // Already shown (the stream was quicker): the pending copy was replaced then.
      if (rest.some((m) => m.id === action.message.id)) return { ...view, messages: rest };
      if (!local) return { ...view, messages: addMessage(rest, action.message) };
      const stored = { ...toPanelMessage(action.message), key: local.key ?? local.id };
      return { ...view, messages: view.messages.map((m) => (m.id === action.localId ? stored : m)) };
    }
    case "unsent":
      return { ...view, messages: view.messages.filter((m) => m.id !== action.localId) };
    case "requested": {
      const { answer } = action;
      const messages = answer.messages.reduce(addMessage, view.messages);
      const live = { ...view.live, key: answer.key, state: answer.state, holder: answer.holder?.firstName ?? null };
      return { ...view, messages, live };
    }
    case "event": {
      // Numbered events are rows: one applied already (a replay after a reload or reconnect) is skipped.
      if (action.id !== null) {
        if (action.id <= view.live.lastEventId) return view;
        const next = applyEvent(view, action.name, action.data);
        return { ...next, live: { ...next.live, lastEventId: action.id } };
      }
      return applyEvent(view, action.name, action.data);
    }
    case "typingOver":
      return view.typing === null ? view : { ...view, typing: null };
  }
}
