import type { SendMailOptions } from "nodemailer";
import type { OutboxKind } from "~/lib/statuses";
import type { BookingMail } from "../booking/booking-mail-types";
import type { LeadSnapshot } from "../leads/lead-snapshot";
import type { LiveChatMail } from "../live-chat/live-mail";
import type { CommentMail } from "../mail/comment-email";
import type { HotLeadMail } from "../score/hot-email";

export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  team_email: "team e-mail",
  visitor_email: "visitor e-mail",
  report_email: "report e-mail",
  webhook: "CRM webhook",
  comment_email: "new-comment e-mail",
  confirm_email: "newsletter confirmation e-mail",
  booking_email: "strategy call e-mail",
  live_chat_email: "live chat e-mail",
  score_email: "hot lead e-mail",
  sequence_confirm: "sequence confirmation e-mail",
  sequence_email: "sequence e-mail",
};

/**
 * What a row's `payload` holds. Team and visitor e-mails and the webhook carry the lead as committed
 * and are rendered at delivery (with the settings of that moment); a report e-mail carries the finished
 * message, PDF included, because the PDF is rendered before the lead is stored.
 */
export type OutboxPayload =
  | { lead: LeadSnapshot }
  | { comment: CommentMail }
  | { confirm: { email: string } }
  | { booking: BookingMail }
  | { live: LiveChatMail }
  | { sequenceConfirm: { id: string; email: string } }
  | { sequence: { id: string; step: number } }
  | { hot: HotLeadMail }
  | { message: Omit<SendMailOptions, "attachments"> & { attachments?: StoredAttachment[] } };

export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/** A row to write with a lead: its kind and payload (the lead id and times are filled in). */
export interface OutboxDraft {
  kind: OutboxKind;
  payload: OutboxPayload;
  /** A scheduled row (a reminder): not claimed before this ISO time (docs/decisions/055). */
  notBefore?: string;
  /** Re-checked right before sending; the row is skipped when it no longer holds (server/outbox/depends-on.ts). */
  dependsOn?: string;
}
