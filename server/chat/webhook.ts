import type { ContactInfo } from "~/features/chat/chat-text";
import { replyTextFrom } from "~/features/chat/reply-text";
import { logger } from "../ops/logger";

// The calls to the chat automation webhook (add_contact once, then one per message), made by the
// server only: the browser never sees the webhook's address.

export interface WebhookOptions {
  url: string;
  /** One deadline for both calls of a message (CHAT_WEBHOOK_TIMEOUT_MS, 8 s by default), then the built-in answer. */
  signal: AbortSignal;
}

/** A reply longer than this is cut: the panel is 320 pixels wide. */
const MAX_REPLY_CHARS = 4000;

export type WebhookResult = { ok: true; text: string } | { ok: false; reason: string };

async function post(opts: WebhookOptions, body: unknown): Promise<Response> {
  return fetch(opts.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/plain" },
    body: JSON.stringify(body),
    signal: opts.signal,
    redirect: "error",
  });
}

/** The host only: for n8n or Make the path itself is the secret, and a query may hold a token. */
function where(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return "the chat webhook";
  }
}

/** The first call, once per conversation: a failure is only logged, the visitor sees nothing. */
export async function sendContact(opts: WebhookOptions, contactInfo: ContactInfo, timestamp: string) {
  try {
    const res = await post(opts, { action: "add_contact", contactInfo, timestamp });
    await res.body?.cancel();
    if (!res.ok) logger("chat").warn(`add_contact to ${where(opts.url)} answered ${res.status}`);
    return res.ok;
  } catch (err) {
    logger("chat").warn(`add_contact to ${where(opts.url)} failed: ${(err as Error).name}`);
    return false;
  }
}

/** The message call; the reply text is read from the answer's body (see reply-text.ts). */
export async function sendMessage(
  opts: WebhookOptions,
  body: { message: string; timestamp: string; contactInfo: ContactInfo | null; sessionId: string },
): Promise<WebhookResult> {
  try {
    const res = await post(opts, body);
    if (!res.ok) {
      await res.body?.cancel();
      return { ok: false, reason: `status ${res.status}` };
    }
    return { ok: true, text: replyTextFrom(await res.text()).slice(0, MAX_REPLY_CHARS) };
  } catch (err) {
    return { ok: false, reason: (err as Error).name };
  }
}
