// Texts and limits of the chat assistant (spec-2 sections 5, 8, 9), shared by the panel and the server.

/** Spec section 8: what the assistant says when no answer can be given. */
export const OFFLINE_REPLY =
  "Thanks for your message! Our team will reach out shortly. (Live chat is offline in this environment)";

/** Spec section 7: a webhook reply with no content. The wording is ours (the spec does not show it). */
export const EMPTY_REPLY = "Thank you for your message! A member of our team will follow up soon.";

/** The assistant's first message, shown when the panel opens on a new conversation. */
export const GREETING =
  "Hello! I'm the site assistant. Ask me about our **services**, **pricing** or how a project starts. " +
  "Leave your name and e-mail and a consultant will reply within 24 hours.";

export const MAX_MESSAGE_LENGTH = 2000;

/** Spec section 9: a name taken from the chat is 2 to 49 characters long. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 49;

/** One chat message as the panel shows it and the lead's transcript keeps it (spec section 3). */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  /** ISO-8601 time. */
  timestamp: string;
}

/** Contact details found in a conversation; field names as the webhook expects them (spec section 3). */
export interface ContactInfo {
  name: string | null;
  email: string | null;
  phone_number: string | null;
}

/** `POST /api/chat` answer. */
export interface ChatResponse {
  conversationId: string;
  reply: { id: string; text: string; timestamp: string };
}
