import { PermanentDeliveryError } from "./plain-message";

/**
 * The receiving side refused this recipient for good (a 5xx answer to RCPT TO or DATA: no such
 * mailbox, message refused as spam, …). Retrying would fail again and count against the sender's
 * reputation, so the row fails at once and a campaign subscriber is suppressed.
 */
export class RecipientRefusedError extends PermanentDeliveryError {
  override name = "RecipientRefusedError";
  readonly responseCode: number;
  readonly command: string;
  readonly code?: string;
  constructor(message: string, fields: { responseCode: number; command: string; code?: string }) {
    super(message);
    this.responseCode = fields.responseCode;
    this.command = fields.command;
    this.code = fields.code;
  }
}

/** What an SMTP failure means for the message: given up for this recipient, or tried again later. */
export type SmtpFailure = "permanent" | "retry";

/**
 * Classifies a nodemailer error by its `responseCode` and `command`. Only a 5xx answer to RCPT TO or
 * DATA is about the recipient or the message; everything else is about our side or the road there
 * and is retried: 4xx answers (greylisting, a full queue), a refused login (AUTH …, 535), a sender
 * the server will not relay for (MAIL FROM), timeouts and connection errors (no responseCode).
 */
export function classifySmtpError(err: unknown): SmtpFailure {
  if (!err || typeof err !== "object") return "retry";
  const { responseCode, command } = err as { responseCode?: unknown; command?: unknown };
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599) return "retry";
  return command === "RCPT TO" || command === "DATA" ? "permanent" : "retry";
}

/** The error as it should be thrown on: a RecipientRefusedError when the failure is permanent. */
export function asDeliveryError(err: unknown): unknown {
  if (classifySmtpError(err) === "retry") return err;
  const e = err as { message?: string; responseCode: number; command: string; code?: string };
  return new RecipientRefusedError(e.message ?? "recipient refused", e);
}
