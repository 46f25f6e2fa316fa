import { z } from "~/lib/zod";

// The live chat handover (issue #40): what the visitor's panel and the admin's live inbox send and
// receive. Shared by the server (server/live-chat/) and the UI; no server imports here. Every POST is
// JSON, same-origin, and answers a clear 4xx with `{error: {message, code?}}` when refused.
//
// VISITOR (no session; the conversation's key proves the conversation is theirs, never the id alone)
//   POST /api/chat/live/request  LiveRequestSchema   → 200 LiveRequestAnswer
//        A conversation with a key must send it (404 otherwise, same as an unknown id). One without a
//        key yet (started before the handover existed) gets one now; no id: a new conversation.
//   GET  /api/chat/live/stream?conversationId=…&key=…   → text/event-stream (LIVE_EVENTS, visitor kinds)
//        404 for an unknown id or wrong key; 409 when the visitor never asked for a person (the stream
//        opens only once they have). Send `Last-Event-ID` (EventSource does on its own) to get every
//        event after it from the database; without it, every event of the live part is sent first.
//   POST /api/chat/live/message  LiveMessageSchema   → 201 {message: LiveMessage}
//        409 code "not_live" when the conversation is back with the assistant: post to /api/chat then.
//        429 like /api/chat: conversation cap or the per-client chat limit.
//   POST /api/chat/live/leave    LiveKeySchema       → 204 (the panel closed: the team sees "left")
//   POST /api/chat on a conversation waiting for or held by a person → 409 code "live": the assistant
//        stays silent; the panel sends to /api/chat/live/message instead.
//   POST /api/chat's answer gains `liveKey` when it starts a conversation, and `offer: "live"` when the
//        visitor asked for a person in words (show the "Talk to a person" button with the reply).
//
// TEAM (a session whose role may use the "live" section: admin, sales; 401 no session, 403 other role)
//   GET  /api/admin/live/inbox                        → 200 LiveInbox
//   GET  /api/admin/live/conversations/:id            → 200 LiveConversationDetail | 404
//   GET  /api/admin/live/stream                       → text/event-stream (LIVE_EVENTS, team kinds);
//        while it is open the member counts as online (presence in the database, refreshed each heartbeat).
//   POST /api/admin/live/conversations/:id/claim      {}                 → 200 LiveStateAnswer | 409 taken
//   POST /api/admin/live/conversations/:id/reply      LiveReplySchema    → 201 {message} | 409 not yours
//   POST /api/admin/live/conversations/:id/handover   LiveHandoverSchema → 200 LiveStateAnswer | 409 | 404
//   POST /api/admin/live/conversations/:id/close      {}                 → 200 LiveStateAnswer | 409
//   POST /api/admin/live/conversations/:id/typing     {}                 → 204 | 409

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

// --- Visitor payloads --------------------------------------------------------------------------

const ConversationId = z.uuid("Unknown conversation");
/** The conversation's key: 43 base64url characters (32 random bytes), stored hashed. */
export const LiveKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Unknown conversation");

export const LiveRequestSchema = z.object({
  conversationId: ConversationId.optional(),
  key: LiveKey.optional(),
});
export type LiveRequest = z.infer<typeof LiveRequestSchema>;

export interface LiveRequestAnswer extends LiveStateEvent {
  /** The key to keep with the conversation id (the same one when it was sent). */
  key: string;
  /** The notices stored by this request, in order ("Connecting you…", or the offline message). */
  messages: LiveMessage[];
}

export const LiveKeySchema = z.object({ conversationId: ConversationId, key: LiveKey });

export const LIVE_MESSAGE_MAX = 2000;
const MessageText = z
  .string({ error: "Please type a message" })
  .trim()
  .min(1, "Please type a message")
  .max(LIVE_MESSAGE_MAX, `Must be at most ${LIVE_MESSAGE_MAX.toLocaleString("en-US")} characters`);

export const LiveMessageSchema = LiveKeySchema.extend({ message: MessageText });

// --- Team payloads -----------------------------------------------------------------------------

export const LiveReplySchema = z.object({ text: MessageText });
export const LiveHandoverSchema = z.object({ userId: z.string().min(1).max(100) });

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
