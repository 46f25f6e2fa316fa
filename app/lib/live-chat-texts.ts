// The live chat contract's constants, payload types and visitor-facing texts (issue #40), without zod:
// see app/lib/live-chat-contract.ts for the endpoints and the request schemas, which re-exports all of this.

/** Where a conversation is: with the assistant, waiting for a person, held by one, or offline. */
export const LIVE_STATES = ["assistant", "waiting", "held", "offline"] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/**
 * Who wrote a message: the visitor, the built-in assistant (site answerer or offline text), the
 * language model, the chat webhook, or a person from the team (with their first name), or the system
 * (joined, left, connecting and offline notices).
 */
export const AUTHOR_KINDS = ["visitor", "assistant", "model", "webhook", "person", "system"] as const;
export type AuthorKind = (typeof AUTHOR_KINDS)[number];

export interface LiveMessage {
  id: string;
  conversationId: string;
  authorKind: AuthorKind;
  /** The team member's first name for `person`; null otherwise. */
  authorName: string | null;
  text: string;
  /** ISO-8601. */
  timestamp: string;
}

/** The SSE event names. Every event's `id:` is a database row's number (replay with Last-Event-ID). */
export const LIVE_EVENTS = {
  /** LiveMessage (+ conversationId on the team stream). Visitor and team. */
  message: "message",
  /** LiveStateEvent. Visitor and team. */
  state: "state",
  /** {conversationId, firstName}: a person joined (claimed or was handed the conversation). */
  joined: "joined",
  /** {conversationId, who: "visitor" | "person", firstName}: the visitor closed the panel, or the person let go. */
  left: "left",
  /** {conversationId, firstName}: the person is typing (visitor only; shown for a few seconds). No id. */
  typing: "typing",
  /** LiveInboxItem: a conversation's row in the inbox changed (team only). */
  inbox: "inbox",
  /** {}: every LIVE_HEARTBEAT_SECONDS so proxies keep the stream open. No id. */
  ping: "ping",
  /** {reason: "draining" | "signed_out"}: the server ends the stream; reconnect (EventSource does). No id. */
  bye: "bye",
} as const;
export type LiveEventName = keyof typeof LIVE_EVENTS;

export const LIVE_HEARTBEAT_SECONDS = 20;
/** A team member counts as online while their inbox stream was open within this many seconds. */
export const PRESENCE_SECONDS = 60;
/** How long the visitor's panel shows "… is typing" after one typing event. */
export const TYPING_SHOW_SECONDS = 5;

export interface LiveStateEvent {
  conversationId: string;
  state: LiveState;
  /** The person holding it (held) or null. */
  holder: { firstName: string } | null;
  /** When the team is back (ISO), on the offline state; null when not known or not offline. */
  backAt: string | null;
}

export interface LiveStateAnswer extends LiveStateEvent {}

export interface LiveRequestAnswer extends LiveStateEvent {
  /** The key to keep with the conversation id (the same one when it was sent). */
  key: string;
  /** The notices stored by this request, in order ("Connecting you…", or the offline message). */
  messages: LiveMessage[];
}

export const LIVE_MESSAGE_MAX = 2000;

export interface LiveInboxItem {
  conversationId: string;
  state: LiveState;
  /** When the visitor asked for a person (ISO); the inbox shows the wait from it. */
  requestedAt: string | null;
  holder: { userId: string; firstName: string } | null;
  /** The last message's first 140 characters. */
  preview: string;
  lastMessageAt: string;
  /** The visitor closed the panel (left), or their stream has been gone past PRESENCE_SECONDS. */
  visitorLeft: boolean;
  contact: { name: string | null; email: string | null; phone: string | null };
  leadId: string | null;
}

export interface LiveInbox {
  /** Oldest first. */
  waiting: LiveInboxItem[];
  /** By holder, then oldest first. */
  held: LiveInboxItem[];
  /** Closed or offline in the last 24 hours, newest first (at most 20). */
  recent: LiveInboxItem[];
  /** Team members online now (inbox stream open within PRESENCE_SECONDS), for the hand-over menu. */
  online: { userId: string; firstName: string }[];
  me: { userId: string; firstName: string };
}

export interface LiveConversationDetail {
  item: LiveInboxItem;
  messages: LiveMessage[];
  /** Where the visitor came from (the chat lead's attribution, when there is a lead). */
  attribution: Record<string, string | null> | null;
  lead: {
    id: string;
    status: string;
    score: number | null;
    booking: { startsAt: string; status: string } | null;
  } | null;
}

// --- Visitor-facing texts (exact) ---------------------------------------------------------------

export const LIVE_TEXTS = {
  button: "Talk to a person",
  connecting: "Connecting you with our team…",
  /** The assistant's reply when the visitor asks for a person in words (with the button). */
  offer: "Would you like to talk to a person from our team? Press “Talk to a person” and I will connect you.",
  /** The whole reply /api/chat gives then (Markdown: the panel renders the link). */
  offerReply:
    "Would you like to talk to a person from our team? Press “Talk to a person” and I will connect you. " +
    "You can also write to us any time on the [Contact us](/contact) page.",
  joined: (firstName: string) => `${firstName} from our team has joined the chat.`,
  personLeft: (firstName: string) => `${firstName} has left the chat. The assistant will carry on meanwhile.`,
  closed: (firstName: string) =>
    `${firstName} has closed the live chat. The assistant is back to answer your questions.`,
  visitorLeft: "The visitor has left the chat.",
  /** Nobody online, outside hours, or nobody picked up in time; `back` from liveBackText. */
  offline: (back: string) => `Our team can't join the chat right now. We're back ${back}.`,
  askContact: "Leave your e-mail or phone number here and we'll get back to you then.",
  haveContact: "We have your contact details and will get back to you then.",
  carryOn: "Meanwhile, I'm happy to keep answering your questions.",
} as const;

/**
 * "today at 10:00 IST", "tomorrow at 10:00 IST", "on Monday, 3 August at 10:00 IST", or "soon" when
 * the calendar has no opening ahead. Times in India Standard Time, as the office keeps them.
 */
export function liveBackText(backAt: Date | null, now: Date): string {
  if (!backAt) return "soon";
  const zone = "Asia/Kolkata";
  const day = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(d);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(backAt);
  const tomorrow = new Date(now.getTime() + 86_400_000);
  if (day(backAt) === day(now)) return `today at ${time} IST`;
  if (day(backAt) === day(tomorrow)) return `tomorrow at ${time} IST`;
  const date = new Intl.DateTimeFormat("en-GB", { timeZone: zone, weekday: "long", day: "numeric", month: "long" })
    .format(backAt)
    .replace(/^(\w+) /, "$1, ");
  return `on ${date} at ${time} IST`;
}

/** The whole offline message, as one system message. */
export function liveOfflineText(backAt: Date | null, now: Date, hasContact: boolean): string {
  return [
    LIVE_TEXTS.offline(liveBackText(backAt, now)),
    hasContact ? LIVE_TEXTS.haveContact : LIVE_TEXTS.askContact,
    LIVE_TEXTS.carryOn,
  ].join(" ");
}
