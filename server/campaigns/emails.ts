import type { SendMailOptions } from "nodemailer";
import type { LeadMailContext } from "../mail/lead-emails";
import { unsubscribeHeaders } from "./headers";
import { recipientUrls, rewriteLinks } from "./links";

const escapeHtml = (v: string) =>
  v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The double opt-in e-mail: one link, which opens a page with a Confirm button. */
export function confirmationEmail(
  { email, token }: { email: string; token: string },
  ctx: Pick<LeadMailContext, "brandName" | "siteUrl" | "mailFrom">,
): SendMailOptions {
  const link = `${ctx.siteUrl}/newsletter/confirm?token=${token}`;
  const text = [
    "Hello,",
    "",
    `Someone (we hope you) asked to receive the ${ctx.brandName} newsletter at this address.`,
    "Please confirm your subscription by opening this link within 7 days:",
    "",
    link,
    "",
    "If you did not ask for it, ignore this e-mail: you will not hear from us again.",
    "",
    `${ctx.brandName}`,
  ].join("\n");
  return {
    from: ctx.mailFrom,
    to: email,
    subject: `Please confirm your subscription to the ${ctx.brandName} newsletter`,
    text,
  };
}

export interface CampaignMessage {
  campaignId: string;
  subject: string;
  /** Markdown, used as the plain-text part. */
  body: string;
  /** Sanitised HTML rendered when sending started, and its http(s) links. */
  html: string;
  links: string[];
}

/** One recipient's campaign e-mail: tracked links, a 1×1 open image, the unsubscribe link and headers. */
export function campaignEmail(
  c: CampaignMessage,
  to: string,
  token: string,
  ctx: Pick<LeadMailContext, "brandName" | "siteUrl" | "mailFrom" | "contact">,
): SendMailOptions {
  const urls = recipientUrls(ctx.siteUrl, token);
  const footer = `You receive this because you subscribed to the ${ctx.brandName} newsletter and confirmed your address.`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a">',
    rewriteLinks(c.html, c.links, urls.click),
    '<hr style="border:none;border-top:1px solid #cbd5e1;margin:24px 0">',
    `<p style="font-size:12px;color:#475569">${escapeHtml(footer)} `,
    `<a href="${escapeHtml(urls.unsubscribe)}">Unsubscribe</a> · ${escapeHtml(ctx.contact.address)}</p>`,
    `<img src="${escapeHtml(urls.open)}" width="1" height="1" alt="" style="display:block;border:0">`,
    "</body></html>",
  ].join("\n");
  const text = [c.body, "", "________", "", footer, `Unsubscribe: ${urls.unsubscribe}`, ctx.contact.address].join("\n");
  return {
    from: ctx.mailFrom,
    to,
    subject: c.subject,
    text,
    html,
    headers: unsubscribeHeaders(urls.unsubscribe),
  };
}
