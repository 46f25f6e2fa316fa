import { createHmac } from "node:crypto";

export interface WebhookSettings {
  url: string;
  secret: string;
  /** No answer within this time counts as a failure (10 s). */
  timeoutMs: number;
}

/**
 * The parts of the webhook's URL an error must never quote (masked like the signing secret): for n8n or
 * Make the path is the secret, and a query may hold a token. fetch quotes the whole URL in some errors
 * ("Request cannot be constructed from a URL that includes credentials: …"). A bare "/" is not secret.
 */
export function webhookUrlSecrets(url: string): string[] {
  try {
    const u = new URL(url);
    const parts = [`${u.pathname}${u.search}${u.hash}`, u.pathname, u.search];
    return [...new Set(parts)].filter((part) => part.length > 1);
  } catch {
    return [url];
  }
}

/** `sha256=<hex HMAC-SHA256 of the raw body>`, the X-Signature header a receiver checks. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * POSTs one lead to the CRM. Any 2xx is delivered; another status, a network error or a timeout
 * throws, and the outbox retries with the same body, signature and Idempotency-Key.
 */
export async function postWebhook(settings: WebhookSettings, idempotencyKey: string, body: string): Promise<number> {
  let res: Response;
  try {
    res = await fetch(settings.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": idempotencyKey,
        "X-Signature": signBody(body, settings.secret),
        "User-Agent": "lead-outbox/1",
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new Error(`no answer within ${settings.timeoutMs / 1000} s`);
    }
    throw err;
  }
  // Drain the body so the connection is released.
  await res.arrayBuffer().catch(() => undefined);
  if (res.status < 200 || res.status > 299) throw new Error(`the receiver answered HTTP ${res.status}`);
  return res.status;
}
