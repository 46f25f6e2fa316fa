import type { SendMailOptions } from "nodemailer";
import { type LeadMailContext, leadAdminUrl } from "../mail/lead-emails";

/** What a score_email outbox row carries: the lead as scored when it first reached 70. */
export interface HotLeadMail {
  leadId: string;
  /** "Ana Silva (ana@acme.io)", as the team e-mail names a lead. */
  person: string;
  score: number;
  lines: string[];
  /** The lead's owner; null: the sales address of the day it is sent. */
  to: { name: string; email: string } | null;
}

const oneLine = (s: string, max = 180) => s.replace(/\s+/g, " ").trim().slice(0, max);

/** The e-mail telling the owner (or sales) that a lead is hot, with the lines that made it so. */
export function hotLeadEmail(m: HotLeadMail, ctx: LeadMailContext): SendMailOptions {
  const text = [
    `${m.person} reached a lead score of ${m.score} on ${ctx.brandName}: a hot lead.`,
    "",
    ...m.lines,
    "",
    `Open the lead: ${leadAdminUrl(ctx.siteUrl, m.leadId)}`,
  ].join("\n");
  return {
    from: ctx.mailFrom,
    to: m.to ? { name: oneLine(m.to.name, 100), address: m.to.email } : ctx.salesEmail,
    subject: oneLine(`Hot lead (score ${m.score}): ${m.person}`),
    text,
  };
}
