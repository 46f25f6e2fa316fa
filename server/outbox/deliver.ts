import path from "node:path";
import type { SendMailOptions } from "nodemailer";
import { bookingEmail } from "../booking/booking-emails";
import { issueManageToken } from "../booking/tokens";
import { confirmationEmail } from "../campaigns/emails";
import { issueConfirmToken } from "../campaigns/subscribers";
import type { Db, OutboxTable } from "../db/schema";
import { snapshotJson } from "../leads/lead-snapshot";
import { liveChatEmail } from "../live-chat/live-mail";
import { commentEmail } from "../mail/comment-email";
import { type LeadMailContext, teamEmail, visitorEmail } from "../mail/lead-emails";
import { createMailer, type MailerSettings } from "../mail/mailer";
import { hotLeadEmail } from "../score/hot-email";
import { sequenceMessageFor } from "../sequences/outbox-mail";
import { OUTBOX_KIND_LABELS } from "./outbox-kinds";
import { PermanentDeliveryError, parseOutboxPayload, type ReportMessagePayload } from "./payload-schemas";
import { postWebhook, type WebhookSettings, webhookUrlSecrets } from "./webhook";

export interface DeliverySettings {
  mail: MailerSettings;
  mailContext: LeadMailContext;
  /** Absent: LEADS_WEBHOOK_URL is not set; a webhook row then fails with that reason. */
  webhook?: WebhookSettings;
}

export type OutboxRow = Pick<OutboxTable, "id" | "lead_id" | "kind" | "payload" | "created_at" | "depends_on"> & {
  attempts: number;
};

/** "team e-mail for lead <id>"; a row of no lead (a new-comment e-mail) by its own id. */
export function outboxRowLabel(row: Pick<OutboxRow, "id" | "kind" | "lead_id">): string {
  const kind = OUTBOX_KIND_LABELS[row.kind] ?? row.kind;
  return row.lead_id ? `${kind} for lead ${row.lead_id}` : `${kind} ${row.id}`;
}

/**
 * The message a mail row stands for, rendered with today's settings from a payload that has passed
 * its kind's schema (parseOutboxPayload): every field a bounded string, nothing else. A confirmation
 * e-mail's token is not in its row: the caller makes it at send time (issueConfirmToken).
 */
export function mailFor(
  row: OutboxRow,
  ctx: LeadMailContext,
  confirmToken?: string,
  manageToken?: string,
): SendMailOptions {
  const payload = parseOutboxPayload(row);
  const host = new URL(ctx.siteUrl).hostname;
  // One Message-ID per row: a message sent twice after a crash is recognisably the same one.
  const messageId = `<${row.id}@${host}>`;
  switch (payload.kind) {
    case "report_email":
      return { ...reportMail(payload.message, ctx), messageId };
    case "comment_email":
      return { ...commentEmail(payload.comment, ctx), messageId };
    case "confirm_email":
      if (!confirmToken) throw new PermanentDeliveryError(`row ${row.id}: no confirmation token was made`);
      return { ...confirmationEmail({ email: payload.confirm.email, token: confirmToken }, ctx), messageId };
    case "team_email":
      return { ...teamEmail(payload.lead, ctx), messageId };
    case "visitor_email":
      return { ...visitorEmail(payload.lead, ctx), messageId };
    case "booking_email":
      return { ...bookingEmail(payload.booking, ctx, manageToken), messageId };
    case "live_chat_email":
      return { ...liveChatEmail(payload.live, ctx), messageId };
    case "score_email":
      return { ...hotLeadEmail(payload.hot, ctx), messageId };
    default:
      throw new PermanentDeliveryError(`row ${row.id}: a ${row.kind} row has no message`);
  }
}

/** A finished report e-mail: From and Reply-To are ours, the PDF a Buffer decoded here. */
function reportMail(m: ReportMessagePayload, ctx: LeadMailContext): SendMailOptions {
  return {
    from: ctx.mailFrom,
    to: { name: m.to.name, address: m.to.address },
    replyTo: ctx.contact.email,
    subject: m.subject,
    text: m.text,
    attachments: m.attachments?.map((a) => {
      const content = Buffer.from(a.content, "base64");
      if (content.subarray(0, 5).toString("latin1") !== "%PDF-")
        throw new PermanentDeliveryError("the report attachment is not a PDF");
      return { filename: a.filename, contentType: "application/pdf", content };
    }),
  };
}

/**
 * Delivers one outbox row (e-mail or webhook); throws when it was not delivered. Resolves with a
 * short line for the log. `db` makes the newsletter confirmation tokens (a confirm_email row needs it).
 */
export function createDeliverer(settings: DeliverySettings, db?: Db, now: () => Date = () => new Date()) {
  const mailer = createMailer(settings.mail);

  async function deliver(row: OutboxRow): Promise<string> {
    const what = outboxRowLabel(row);
    if (row.kind === "webhook") {
      if (!settings.webhook) throw new Error("LEADS_WEBHOOK_URL is not set");
      if (!row.lead_id) throw new Error(`row ${row.id}: a webhook row has no lead`);
      const payload = parseOutboxPayload(row);
      if (payload.kind !== "webhook") throw new PermanentDeliveryError(`row ${row.id}: not a webhook payload`);
      const { lead } = payload;
      const status = await postWebhook(settings.webhook, row.lead_id, snapshotJson(lead));
      return `${what} delivered (HTTP ${status})`;
    }
    let confirmToken: string | undefined;
    if (row.kind === "confirm_email") {
      const payload = parseOutboxPayload(row);
      if (payload.kind !== "confirm_email" || !db) throw new PermanentDeliveryError(`row ${row.id}: no confirmation`);
      // Made now, stored only as its hash, never in the row: a copy of the table confirms nobody.
      const token = await issueConfirmToken(db, payload.confirm.email);
      if (!token) return `${what} not needed: the address no longer waits for confirmation`;
      confirmToken = token;
    }
    let manageToken: string | undefined;
    if (row.kind === "booking_email") {
      const payload = parseOutboxPayload(row);
      // The visitor's copy of a live call carries a manage link of its own, made now, its hash stored
      // (not a cancellation's, nor a rebooking e-mail's: that call is over).
      if (
        payload.kind === "booking_email" &&
        payload.booking.to === "visitor" &&
        payload.booking.purpose !== "cancelled" &&
        payload.booking.purpose !== "rebook"
      ) {
        if (!db) throw new PermanentDeliveryError(`row ${row.id}: no database to make the manage link`);
        manageToken = await issueManageToken(db, payload.booking.bookingId, new Date());
      }
    }
    // A sequence's e-mails are rendered from the step and the lead as they are now (server/sequences).
    const sequence = await sequenceMessageFor(db, row, settings.mailContext, now());
    if (sequence === null) return `${what} not needed: the sequence no longer waits for it`;
    const stamp = row.created_at.replace(/[:.]/g, "-");
    const result = await mailer.send(
      sequence
        ? { ...sequence.mail, messageId: `<${row.id}@${new URL(settings.mailContext.siteUrl).hostname}>` }
        : mailFor(row, settings.mailContext, confirmToken, manageToken),
      `${stamp}_${row.kind}_${row.lead_id ?? row.id}`,
    );
    await sequence?.sent();
    return result.via === "smtp"
      ? `${what} sent`
      : `${what} written to ${shortPath(result.file)} (demo mode: SMTP_URL is not set)`;
  }

  return {
    deliver,
    /** Secrets that must never reach a stored error. */
    secrets: [
      settings.webhook?.secret ?? "",
      ...(settings.webhook ? webhookUrlSecrets(settings.webhook.url) : []),
      smtpPassword(settings.mail.smtpUrl),
    ].filter(Boolean),
    close: () => mailer.close(),
  };
}

export type Deliverer = ReturnType<typeof createDeliverer>;

/** Relative to the working folder when inside it (data/outbox/…), else absolute. */
function shortPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith("..") ? file : rel;
}

function smtpPassword(smtpUrl: string): string {
  try {
    return smtpUrl ? decodeURIComponent(new URL(smtpUrl).password) : "";
  } catch {
    return "";
  }
}
