import type { SendMailOptions } from "nodemailer";
import type { LeadMailContext } from "../mail/lead-emails";

// The live chat's e-mails to the team (outbox kind live_chat_email, rendered at delivery): a visitor
// asked for a person and nobody could join (to the lead's owner, else the sales address), or a visitor
// waited past LIVE_CHAT_WAIT_SECONDS (to the sales address, once). No visitor-typed text: the e-mail
// points to the inbox and the lead, where the transcript is read as text.

export interface LiveChatMail {
  purpose: "offline" | "waited";
  conversationId: string;
  leadId: string | null;
  to: { name: string | null; address: string };
  waitedSeconds: number;
  /** yyyy-mm-dd (IST), the lead's follow-up day; null without a lead. */
  followUpOn: string | null;
}

export function liveChatEmail(m: LiveChatMail, ctx: LeadMailContext): SendMailOptions {
  const subject =
    m.purpose === "waited"
      ? `Live chat: a visitor waited ${Math.round(m.waitedSeconds / 60) || 1} min for a person`
      : "Live chat: a visitor asked for a person and nobody could join";
  const text = [
    m.purpose === "waited"
      ? `A visitor on ${ctx.brandName} asked for a person and waited ${m.waitedSeconds} seconds without anyone picking up. The assistant told them when the team is back and carries on meanwhile.`
      : `A visitor on ${ctx.brandName} asked for a person while nobody could join. The assistant told them when the team is back.`,
    "",
    m.leadId
      ? `Their lead (follow up on ${m.followUpOn ?? "the next working morning"}): ${ctx.siteUrl}/admin/leads/${m.leadId}`
      : "They have not left an e-mail or phone number yet; the chat has asked for one.",
    `The conversation: ${ctx.siteUrl}/admin/live?c=${m.conversationId}`,
  ].join("\n");
  return {
    from: ctx.mailFrom,
    to: m.to.name ? { name: m.to.name, address: m.to.address } : m.to.address,
    subject,
    text,
  };
}
