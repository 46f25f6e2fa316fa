// The values of every status, kind and role column (server/db/schema.ts), each defined once here, in
// the bottom layer, so the schema, the server and the admin pages share one list and need no casts.
// A value is added here first; the database stores it as plain text, so no migration is needed.

/** Where a lead came from: one per form or source. */
export const LEAD_TYPES = [
  "contact",
  "get_started",
  "newsletter",
  "launch_notify",
  "roi_report",
  "coi_report",
  "benchmark_report",
  "chat",
] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** The sales pipeline: new → contacted → qualified → won / lost. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Contact inquiries only: the Contact Forms tab's own status. */
export const INQUIRY_STATUSES = ["new", "responded", "closed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The side effects of a lead, plus comment_email (a new blog comment) and confirm_email (the
 * newsletter's double opt-in). */
export const OUTBOX_KINDS = [
  "team_email",
  "visitor_email",
  "report_email",
  "webhook",
  "comment_email",
  "confirm_email",
  "booking_email",
  "live_chat_email",
  "sequence_confirm",
  "sequence_email",
  "score_email",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A line of a lead's timeline: what happened to it (lead_events.kind). */
export const LEAD_EVENT_KINDS = [
  "received",
  "status",
  "value",
  "owner",
  "follow_up",
  "note",
  "delivery",
  "booking",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** skipped: a scheduled row whose condition no longer held at send time (docs/decisions/055); never sent. */
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "skipped"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const NOTIFICATION_KINDS = ["lead", "delivery_failed", "comment"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A strategy call (issue #38): booked, then cancelled, held or a no-show. */
export const BOOKING_STATUSES = ["booked", "cancelled", "held", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A lead's e-mail sequence (issue #39): waiting for the visitor's confirmation, sending, stopped or done. */
export const LEAD_SEQUENCE_STATUSES = ["pending_consent", "active", "stopped", "finished"] as const;
export type LeadSequenceStatus = (typeof LEAD_SEQUENCE_STATUSES)[number];

/**
 * Admin account roles: what each may use is in app/features/admin/shared/sections.ts. sales: leads and
 * strategy calls (issue #38), no settings, users or backups.
 */
export const USER_ROLES = ["admin", "editor", "sales"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ["active", "inactive"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Who wrote an assistant reply: the chat webhook, the language model, the site's built-in answerer, or the offline text. */
export const CHAT_SOURCES = ["webhook", "model", "site", "offline"] as const;
export type ChatSource = (typeof CHAT_SOURCES)[number];

export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** suppressed: the address's mail server refused it for good (5xx). */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed", "suppressed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const CAMPAIGN_STATUSES = ["draft", "sending", "sent"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** skipped: the address unsubscribed while the campaign was sending. */
export const RECIPIENT_STATUSES = ["pending", "sending", "sent", "failed", "interrupted", "skipped"] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** Managed content: the first status of each is what the public site shows (projects show both). */
export const PROJECT_STATUSES = ["completed", "in-progress"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const TESTIMONIAL_STATUSES = ["approved", "pending"] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export const MEMBER_STATUSES = ["active", "inactive"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const BACKUP_KINDS = ["scheduled", "manual"] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export const BACKUP_FORMATS = ["sqlite", "json"] as const;
export type BackupFormat = (typeof BACKUP_FORMATS)[number];

/** Narrows text from a form, a URL or an old row to one of `values`, or null. */
export function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : null;
}
