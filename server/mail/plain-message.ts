import type { SendMailOptions } from "nodemailer";

/**
 * A message that can never be sent as it stands (a payload of the wrong shape, say from a hostile
 * restore or a hand-edited outbox row): the outbox worker marks its row failed at once, no retries.
 */
export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}

type Address = string | { name: string; address: string };

export interface PlainMessage {
  from: Address;
  to: Address;
  replyTo?: Address;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** A calendar invite (issue #38): nodemailer adds it as a text/calendar alternative and an invite.ics attachment. */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
}

const refuse = (field: string): never => {
  throw new PermanentDeliveryError(`the message's ${field} is not plain text`);
};

function address(v: unknown, field: string): Address {
  if (typeof v === "string") return v;
  if (v && typeof v === "object") {
    const { name, address } = v as Record<string, unknown>;
    if (typeof name === "string" && typeof address === "string" && Object.keys(v).length === 2)
      return { name, address };
  }
  return refuse(field);
}

function plain(v: unknown, field: string): string {
  return typeof v === "string" ? v : refuse(field);
}

/**
 * The only way a message reaches nodemailer: a fresh object copied from an allow-list of fields, each a
 * string (or an address of two strings), headers as strings, attachments as Buffers. nodemailer reads a
 * file for `{path}`, fetches a URL for `{href}` and sends `raw` as the whole message, wherever they
 * appear: none of them can pass here, whatever a renderer or a stored payload handed over.
 */
export function plainMessage(message: SendMailOptions): PlainMessage {
  const m = message as Record<string, unknown>;
  const out: PlainMessage = {
    from: address(m.from, "From"),
    to: address(m.to, "To"),
    subject: plain(m.subject, "subject"),
    text: plain(m.text, "text"),
  };
  if (m.replyTo !== undefined) out.replyTo = address(m.replyTo, "Reply-To");
  if (m.html !== undefined) out.html = plain(m.html, "HTML");
  if (m.messageId !== undefined) out.messageId = plain(m.messageId, "Message-ID");
  if (m.headers !== undefined) {
    if (!m.headers || typeof m.headers !== "object" || Array.isArray(m.headers)) refuse("headers");
    out.headers = Object.fromEntries(
      Object.entries(m.headers as Record<string, unknown>).map(([k, v]) => [k, plain(v, `header ${k}`)]),
    );
  }
  if (m.attachments !== undefined) {
    if (!Array.isArray(m.attachments)) refuse("attachments");
    out.attachments = (m.attachments as Record<string, unknown>[]).map((a) => {
      if (!a || !Buffer.isBuffer(a.content)) refuse("attachment");
      return {
        filename: plain(a.filename, "attachment name"),
        contentType: plain(a.contentType, "attachment type"),
        content: a.content as Buffer,
      };
    });
  }
  if (m.icalEvent !== undefined) {
    const e = m.icalEvent as Record<string, unknown>;
    if (!e || typeof e !== "object" || Object.keys(e).some((k) => !["method", "filename", "content"].includes(k)))
      refuse("calendar invite");
    if (e.method !== "REQUEST" && e.method !== "CANCEL") refuse("calendar method");
    const filename = plain(e.filename, "calendar file name");
    if (!/^[A-Za-z0-9_-]{1,60}\.ics$/.test(filename)) refuse("calendar file name");
    out.icalEvent = { method: e.method as "REQUEST" | "CANCEL", filename, content: plain(e.content, "calendar") };
  }
  return out;
}
