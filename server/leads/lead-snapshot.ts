import type { LeadType } from "~/lib/statuses";
import type { LeadsTable } from "../db/schema";

/**
 * A lead as it was committed: what the outbox rows carry, what the team e-mail shows and, byte for
 * byte, the body of the CRM webhook. Later edits of the lead (a chat that goes on) do not change it.
 */
export type LeadSnapshot = Omit<LeadsTable, "payload" | "status" | "value" | "inquiry_status" | LeadScoreColumn> & {
  payload: unknown;
};

/** Kept on the lead by server/score, never part of what was committed or sent. */
type LeadScoreColumn = "score" | "score_lines" | "score_fit" | "score_engagement" | "engaged_at" | "hot_notified_at";

/** Where the lead came from, in the order the webhook and the CSV export carry it. */
export const ATTRIBUTION_KEYS = [
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "sent_from",
] as const;

/** Key order fixed, so a retried webhook sends the very same body and signature. */
export function snapshotJson(lead: LeadSnapshot): string {
  const { id, type, name, email, company, phone, payload, created_at } = lead;
  const attribution = Object.fromEntries(ATTRIBUTION_KEYS.map((k) => [k, lead[k] ?? null]));
  return JSON.stringify({ id, type, name, email, company, phone, payload, created_at, attribution });
}

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  contact: "Contact form",
  get_started: "Get Started",
  newsletter: "Newsletter sign-up",
  launch_notify: "Launch sign-up",
  roi_report: "ROI report",
  coi_report: "Cost of Inaction report",
  benchmark_report: "AI benchmark report",
  chat: "Chat",
};

export const leadTypeLabel = (type: LeadType) => LEAD_TYPE_LABELS[type] ?? type;

/** "Priya Sharma (priya@example.com)", or whichever of the two is known. */
export function leadPerson(lead: Pick<LeadSnapshot, "name" | "email" | "phone">): string {
  if (lead.name && lead.email) return `${lead.name} (${lead.email})`;
  return lead.name || lead.email || lead.phone || "an anonymous visitor";
}
