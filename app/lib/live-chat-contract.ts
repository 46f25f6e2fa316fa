import { z } from "~/lib/zod";
import { LIVE_MESSAGE_MAX } from "./live-chat-texts";

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

// The constants, payload types and texts live in ./live-chat-texts (no zod there): the visitor's panel
// and the inbox import them without pulling zod into the browser's chat chunk. Everything is re-exported
// here, so the server imports the whole contract from this one module.
export * from "./live-chat-texts";

// --- Visitor payloads --------------------------------------------------------------------------

const ConversationId = z.uuid("Unknown conversation");
/** The conversation's key: 43 base64url characters (32 random bytes), stored hashed. */
export const LiveKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Unknown conversation");

export const LiveRequestSchema = z.object({
  conversationId: ConversationId.optional(),
  key: LiveKey.optional(),
});
export type LiveRequest = z.infer<typeof LiveRequestSchema>;

export const LiveKeySchema = z.object({ conversationId: ConversationId, key: LiveKey });

const MessageText = z
  .string({ error: "Please type a message" })
  .trim()
  .min(1, "Please type a message")
  .max(LIVE_MESSAGE_MAX, `Must be at most ${LIVE_MESSAGE_MAX.toLocaleString("en-US")} characters`);

export const LiveMessageSchema = LiveKeySchema.extend({ message: MessageText });

// --- Team payloads -----------------------------------------------------------------------------

export const LiveReplySchema = z.object({ text: MessageText });
export const LiveHandoverSchema = z.object({ userId: z.string().min(1).max(100) });
