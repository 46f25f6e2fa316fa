// Texts and limits of the chat assistant, shared by the panel and the server.

/** What the assistant says when no answer can be given (no webhook, or it failed). */
export const OFFLINE_REPLY =
  "Thanks for your message! Our team will reach out shortly. (Live chat is offline in this environment)";

/** The reply when the webhook answers with no content. */
export const EMPTY_REPLY = "Thank you for your message! A member of our team will follow up soon.";

/** The assistant's first message, shown when the panel opens on a new conversation. */
export const GREETING =
  "Hello! I'm the site assistant. Ask me about our **services**, **pricing** or how a project starts. " +
  "Leave your name and e-mail and a consultant will reply within 24 hours.";

export const MAX_MESSAGE_LENGTH = 2000;

/** The code of the 429 a full conversation answers (CHAT_MAX_*_PER_CONVERSATION): the panel offers a new chat. */
export const CONVERSATION_FULL = "conversation_full";

/** What the panel says once the conversation is full; `email` is the site's contact address. */
export const conversationFullText = (email: string) =>
  `This conversation has reached its limit. Please start a new chat, or write to us at ${email}.`;

/** A name taken from the chat is 2 to 49 characters long. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 49;

/** One chat message as the panel shows it and the lead's transcript keeps it. */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  /** ISO-8601 time. */
  timestamp: string;
}

/** Contact details found in a conversation; field names as the webhook expects them (name, email, phone_number). */
export interface ContactInfo {
  name: string | null;
  email: string | null;
  phone_number: string | null;
}

/** `POST /api/chat` answer. */
export interface ChatResponse {
  conversationId: string;
  reply: { id: string; text: string; timestamp: string };
  /** The conversation's key for the live chat (app/lib/live-chat-contract.ts): sent once, with a new conversation. */
  liveKey?: string;
  /** The visitor asked for a person in words: show the "Talk to a person" button with this reply. */
  offer?: "live";
}
