import { z } from "zod";
import { OUTBOX_KINDS, type OutboxKind, oneOf } from "~/lib/statuses";
import { BOOKING_MAIL_PURPOSES, type BookingMail } from "../booking/booking-mail-types";
import type { LeadSnapshot } from "../leads/lead-snapshot";
import type { LiveChatMail } from "../live-chat/live-mail";
import type { CommentMail } from "../mail/comment-email";
import { PermanentDeliveryError } from "../mail/plain-message";
import type { HotLeadMail } from "../score/hot-email";

export { PermanentDeliveryError };

// Every field is a plain string of bounded length: an object where a string belongs ({path}, {href},
// {raw}) would make nodemailer read a file or fetch a URL, so it is refused here, before any message
// is built. Unknown keys are refused too (strict objects), so nothing rides along unseen.
const str = (max: number) => z.string().max(max);
const Address = z
  .string()
  .max(254)
  .regex(/^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/);

const LeadSnapshotSchema = z.strictObject({
  id: str(100),
  type: str(50),
  name: str(2000).nullable(),
  email: Address.nullable(),
  company: str(2000).nullable(),
  phone: str(200).nullable(),
  // Only ever rendered as "Label: value" text lines (payloadLines) or sent as JSON to the CRM.
  payload: z.unknown(),
  created_at: str(40),
  // Where the lead came from (server/leads/attribution.ts); rows queued before it have none.
  landing_page: str(512).nullish(),
  referrer_host: str(253).nullish(),
  utm_source: str(100).nullish(),
  utm_medium: str(100).nullish(),
  utm_campaign: str(100).nullish(),
  utm_term: str(100).nullish(),
  utm_content: str(100).nullish(),
  sent_from: str(512).nullish(),
});

const LeadPayload = z.strictObject({ lead: LeadSnapshotSchema });

const CommentPayload = z.strictObject({
  comment: z.strictObject({
    commentId: str(100),
    postTitle: str(500),
    postSlug: str(500),
    name: str(200),
    email: Address,
    body: str(20_000),
    createdAt: str(40),
  }),
});

// The token is made when the e-mail goes out (issueConfirmToken). A row written by an older release
// may still carry one: it is accepted and never used.
const ConfirmPayload = z.strictObject({
  confirm: z.strictObject({
    email: Address,
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .optional(),
  }),
});

/** A PDF of at most 10 MB, as base64. */
const PdfBase64 = z
  .string()
  .max(14_000_000)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/);

const ReportPayload = z.strictObject({
  message: z.strictObject({
    // From and Reply-To are set by the worker from the settings; stored ones are accepted as strings and ignored.
    from: str(300).optional(),
    replyTo: str(300).optional(),
    to: z.strictObject({ name: str(200), address: Address }),
    subject: str(300),
    text: str(50_000),
    attachments: z
      .array(
        z.strictObject({
          filename: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 _-]{0,99}\.pdf$/),
          contentType: z.literal("application/pdf"),
          content: PdfBase64,
        }),
      )
      .max(1)
      .optional(),
  }),
});

export type ReportMessagePayload = z.infer<typeof ReportPayload>["message"];

const IsoTime = z.iso.datetime();

// A strategy call's e-mail (server/booking/booking-emails.ts renders it at send time).
const BookingPayload = z.strictObject({
  booking: z.strictObject({
    bookingId: z.uuid(),
    leadId: z.uuid(),
    sequence: z.number().int().min(0).max(10_000),
    purpose: z.enum(BOOKING_MAIL_PURPOSES),
    to: z.enum(["visitor", "consultant"]),
    start: IsoTime,
    end: IsoTime,
    zone: str(64),
    meetingUrl: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable(),
    consultant: z.strictObject({ name: str(200), email: Address }),
    visitor: z.strictObject({
      name: str(2000).nullable(),
      email: Address,
      company: str(2000).nullable(),
      phone: str(200).nullable(),
    }),
    agenda: z.array(str(100)).max(20),
    hoursBefore: z.number().int().min(1).max(999).optional(),
  }),
});

// A hot lead's e-mail to its owner or the sales address (server/score/hot.ts).
const HotPayload = z.strictObject({
  hot: z.strictObject({
    leadId: z.uuid(),
    person: str(2500),
    score: z.number().int().min(0).max(100),
    lines: z.array(str(200)).max(30),
    to: z.strictObject({ name: str(200), email: Address }).nullable(),
  }),
});

// An e-mail sequence's rows (server/sequences): ids only, rendered at send time.
const SequenceConfirmPayload = z.strictObject({ sequenceConfirm: z.strictObject({ id: z.uuid(), email: Address }) });
const SequencePayload = z.strictObject({
  sequence: z.strictObject({ id: z.uuid(), step: z.number().int().min(1).max(5) }),
});

// The live chat's e-mail to the team (server/live-chat/live-mail.ts): ids, an address, numbers.
const LivePayload = z.strictObject({
  live: z.strictObject({
    purpose: z.enum(["offline", "waited"]),
    conversationId: z.uuid(),
    leadId: z.uuid().nullable(),
    to: z.strictObject({ name: str(200).nullable(), address: Address }),
    waitedSeconds: z.number().int().min(0).max(10_000_000),
    followUpOn: z.iso.date().nullable(),
  }),
});

/** What the worker may trust once a row's payload has passed its kind's schema. */
export type ValidPayload =
  | { kind: "team_email" | "visitor_email" | "webhook"; lead: LeadSnapshot }
  | { kind: "comment_email"; comment: CommentMail }
  | { kind: "confirm_email"; confirm: { email: string } }
  | { kind: "report_email"; message: ReportMessagePayload }
  | { kind: "booking_email"; booking: BookingMail }
  | { kind: "live_chat_email"; live: LiveChatMail }
  | { kind: "sequence_confirm"; sequenceConfirm: { id: string; email: string } }
  | { kind: "sequence_email"; sequence: { id: string; step: number } }
  | { kind: "score_email"; hot: HotLeadMail };

const SCHEMAS: Record<OutboxKind, z.ZodType> = {
  team_email: LeadPayload,
  visitor_email: LeadPayload,
  webhook: LeadPayload,
  comment_email: CommentPayload,
  confirm_email: ConfirmPayload,
  report_email: ReportPayload,
  booking_email: BookingPayload,
  live_chat_email: LivePayload,
  sequence_confirm: SequenceConfirmPayload,
  sequence_email: SequencePayload,
  score_email: HotPayload,
};

/** The row's payload checked against its kind's schema; a PermanentDeliveryError otherwise. */
export function parseOutboxPayload(row: { id: string; kind: string; payload: string }): ValidPayload {
  const kind = oneOf(OUTBOX_KINDS, row.kind);
  const schema = kind ? SCHEMAS[kind] : undefined;
  if (!schema) throw new PermanentDeliveryError(`row ${row.id}: unknown kind ${JSON.stringify(row.kind.slice(0, 40))}`);
  let json: unknown;
  try {
    json = JSON.parse(row.payload);
  } catch {
    throw new PermanentDeliveryError(`row ${row.id}: the payload is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // Names the offending field, never its value (it may be personal data or a path to a secret).
    const where = parsed.error.issues[0]?.path.join(".") || "payload";
    throw new PermanentDeliveryError(`row ${row.id}: invalid ${row.kind} payload at ${where}`);
  }
  return { kind: row.kind, ...(parsed.data as object) } as ValidPayload;
}

/**
 * The payload to keep once a row is sent: a newsletter confirmation token that a row written by an
 * older release still carries is dropped, so it is neither in the table nor in backups. Undefined:
 * keep the payload as it is.
 */
export function clearedPayload(kind: string, payload: string): string | undefined {
  if (kind !== "confirm_email") return undefined;
  try {
    const { confirm } = JSON.parse(payload) as { confirm?: { email?: unknown } };
    return JSON.stringify({ confirm: { email: typeof confirm?.email === "string" ? confirm.email : "" } });
  } catch {
    return JSON.stringify({ confirm: {} });
  }
}
