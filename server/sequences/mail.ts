import type { SendMailOptions } from "nodemailer";
import { hashToken, newToken } from "../auth/tokens";
import { renderMarkdown } from "../blog/markdown";
import { unsubscribeHeaders } from "../campaigns/headers";
import { collectLinks, rewriteLinks } from "../campaigns/links";
import { CONFIRM_TTL_MS } from "../campaigns/tokens";
import type { Db } from "../db/schema";
import type { LeadMailContext } from "../mail/lead-emails";
import { PermanentDeliveryError } from "../mail/plain-message";
import { fillPlaceholders, type PlaceholderValues, placeholderValues } from "./placeholders";

// The sequence's e-mails, rendered when they go out (the step's text and the lead as they are then).
// Tokens are made here and only their SHA-256 stored, like the newsletter's (docs/decisions/074).

export const SEQUENCE_PATHS = {
  confirm: "/sequence/confirm",
  unsubscribe: "/sequence/unsubscribe",
  click: "/sequence/c",
  open: "/sequence/o",
} as const;

type Ctx = Pick<LeadMailContext, "brandName" | "siteUrl" | "mailFrom" | "contact">;

const escapeHtml = (v: string) =>
  v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The address part of MAIL_FROM ("Brand <hello@x>" → "hello@x"). */
export const fromAddress = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

export const bookingLinkOf = (siteUrl: string) => `${siteUrl}/get-started`;

/** The step's subject, sanitised HTML and text for these values (preview, test send and the real one). */
export function renderStep(step: { subject: string; body: string }, values: PlaceholderValues) {
  const subject = fillPlaceholders(step.subject, values)
    .replace(/[\r\n]+/g, " ")
    .slice(0, 250);
  const text = fillPlaceholders(step.body, values);
  return { subject, text, html: renderMarkdown(text) };
}

export interface SequenceMessage {
  mail: SendMailOptions;
  /** Run once the mail server accepted it. */
  sent: () => Promise<void>;
}

/** The confirmation e-mail of a ticked box, or null when the sequence no longer waits for it. */
export async function confirmMessage(db: Db, sequenceId: string, ctx: Ctx, now: Date): Promise<SequenceMessage | null> {
  const token = newToken();
  const updated = await db
    .updateTable("lead_sequences")
    .set({
      confirm_token_hash: hashToken(token),
      confirm_expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
      updated_at: now.toISOString(),
    })
    .where("id", "=", sequenceId)
    .where("status", "=", "pending_consent")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  const seq = await db
    .selectFrom("lead_sequences")
    .innerJoin("leads", "leads.id", "lead_sequences.lead_id")
    .select(["leads.email", "lead_sequences.consent_text"])
    .where("lead_sequences.id", "=", sequenceId)
    .executeTakeFirstOrThrow();
  if (!seq.email) return null;
  const link = `${ctx.siteUrl}${SEQUENCE_PATHS.confirm}?token=${token}`;
  const text = [
    "Hello,",
    "",
    `Someone (we hope you) ticked "${seq.consent_text ?? ""}" on the ${ctx.brandName} website with this address.`,
    "Please confirm within 7 days by opening this link, and we will send you a few short e-mails:",
    "",
    link,
    "",
    "If it was not you, ignore this e-mail: you will not hear from us about it again.",
    "",
    ctx.brandName,
  ].join("\n");
  return {
    mail: {
      from: ctx.mailFrom,
      to: seq.email,
      subject: `Please confirm: ideas and next steps from ${ctx.brandName}`,
      text,
    },
    sent: async () => {},
  };
}

/** Step `step` of the sequence for its lead; a PermanentDeliveryError when the step was removed. */
export async function stepMessage(
  db: Db,
  sequenceId: string,
  step: number,
  ctx: Ctx,
  now: Date,
): Promise<SequenceMessage> {
  const row = await db
    .selectFrom("lead_sequences")
    .innerJoin("leads", "leads.id", "lead_sequences.lead_id")
    .leftJoin("users", "users.id", "lead_sequences.started_by")
    .select([
      "leads.type",
      "leads.name",
      "leads.company",
      "leads.payload",
      "leads.email",
      "users.name as starter_name",
      "users.email as starter_email",
      "users.status as starter_status",
    ])
    .where("lead_sequences.id", "=", sequenceId)
    .executeTakeFirst();
  const text = await db
    .selectFrom("sequence_steps")
    .select(["subject", "body_markdown"])
    .where("position", "=", step)
    .executeTakeFirst();
  if (!row?.email || !text) throw new PermanentDeliveryError(`sequence ${sequenceId}: step ${step} no longer exists`);

  const values = placeholderValues(row, bookingLinkOf(ctx.siteUrl));
  const rendered = renderStep({ subject: text.subject, body: text.body_markdown }, values);
  const links = collectLinks(rendered.html);
  const token = newToken();
  await db
    .updateTable("sequence_sends")
    .set({ token_hash: hashToken(token), links: JSON.stringify(links) })
    .where("lead_sequence_id", "=", sequenceId)
    .where("step", "=", step)
    .execute();

  const base = ctx.siteUrl;
  const unsubscribe = `${base}${SEQUENCE_PATHS.unsubscribe}?token=${token}`;
  const footer = `You receive this because you asked us for ideas and next steps on the ${ctx.brandName} website.`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a">',
    rewriteLinks(rendered.html, links, (i) => `${base}${SEQUENCE_PATHS.click}/${token}/${i}`),
    '<hr style="border:none;border-top:1px solid #cbd5e1;margin:24px 0">',
    `<p style="font-size:12px;color:#475569">${escapeHtml(footer)} `,
    `<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> · ${escapeHtml(ctx.contact.address)}</p>`,
    `<img src="${escapeHtml(`${base}${SEQUENCE_PATHS.open}/${token}`)}" width="1" height="1" alt="" style="display:block;border:0">`,
    "</body></html>",
  ].join("\n");
  // Started by a team member (still active): the company's address with their name, replies to them.
  const person = row.starter_name && row.starter_email && row.starter_status === "active";
  const mail: SendMailOptions = {
    from: person ? { name: row.starter_name ?? "", address: fromAddress(ctx.mailFrom) } : ctx.mailFrom,
    replyTo: person ? (row.starter_email ?? undefined) : ctx.contact.email,
    to: row.email,
    subject: rendered.subject,
    text: [rendered.text, "", "________", "", footer, `Unsubscribe: ${unsubscribe}`, ctx.contact.address].join("\n"),
    html,
    headers: unsubscribeHeaders(unsubscribe),
  };
  return { mail, sent: () => markSent(db, sequenceId, step, now) };
}

/** The step went out; the sequence is finished when no step is left to go. */
async function markSent(db: Db, sequenceId: string, step: number, now: Date) {
  const at = now.toISOString();
  await db
    .updateTable("sequence_sends")
    .set({ sent_at: at })
    .where("lead_sequence_id", "=", sequenceId)
    .where("step", "=", step)
    .execute();
  const left = await db
    .selectFrom("sequence_sends")
    .select("id")
    .where("lead_sequence_id", "=", sequenceId)
    .where("sent_at", "is", null)
    .where("skipped_reason", "is", null)
    .executeTakeFirst();
  if (!left)
    await db
      .updateTable("lead_sequences")
      .set({ status: "finished", updated_at: at })
      .where("id", "=", sequenceId)
      .where("status", "=", "active")
      .execute();
}
