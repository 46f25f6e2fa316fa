import type { SendMailOptions } from "nodemailer";
import type { LeadMailContext } from "./lead-emails";

/** What the outbox row of a new comment carries; rendered at delivery with that moment's settings. */
export interface CommentMail {
  commentId: string;
  postTitle: string;
  postSlug: string;
  name: string;
  email: string;
  body: string;
  createdAt: string;
}

/** Visitor text in a header: one line, bounded (no header injection through a newline). */
const oneLine = (s: string, max = 120) => s.replace(/\s+/g, " ").trim().slice(0, max);

/**
 * The team's e-mail about a new comment waiting for moderation: plain text only, so whatever the
 * visitor typed (HTML, scripts, links) arrives as characters, never as markup.
 */
export function commentEmail(c: CommentMail, ctx: LeadMailContext): SendMailOptions {
  const text = [
    `A new comment is waiting for review on ${ctx.brandName}.`,
    "",
    `Article: ${c.postTitle}`,
    `Address: ${ctx.siteUrl}/blog/${c.postSlug}`,
    `Name: ${c.name}`,
    `Email: ${c.email}`,
    `Received: ${c.createdAt}`,
    "",
    "Comment:",
    ...c.body.split(/\r?\n/).map((line) => `  ${line}`),
    "",
    `Approve or reject it: ${ctx.siteUrl}/admin/comments`,
    `Comment id: ${c.commentId}`,
  ].join("\n");
  return {
    from: ctx.mailFrom,
    to: ctx.salesEmail,
    // Replying reaches the commenter directly (the address is never shown on the site).
    replyTo: { name: oneLine(c.name), address: c.email },
    subject: oneLine(`New comment on “${c.postTitle}” by ${c.name}`, 180),
    text,
  };
}
