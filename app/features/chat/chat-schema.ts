import { z } from "~/lib/zod";
import { MAX_MESSAGE_LENGTH } from "./chat-text";

// `POST /api/chat`: validated on the server (the panel only checks for an empty message, so the
// browser never loads zod for the chat).

export const ChatRequestSchema = z.object({
  conversationId: z.uuid("Unknown conversation").optional(),
  message: z
    .string({ error: "Please type a message" })
    .trim()
    .min(1, "Please type a message")
    .max(MAX_MESSAGE_LENGTH, `Must be at most ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters`),
});

export type ChatRequest = z.infer<typeof ChatRequestSchema>;
