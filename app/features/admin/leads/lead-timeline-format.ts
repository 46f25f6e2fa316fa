// One line of text per timeline event of a lead. Shared by the page and the tests; never HTML: the
// page renders the line as text, so a visitor's or a mail server's words stay words.

import { LEAD_TYPE_LABELS, LEAD_TYPES } from "~/features/admin/leads/lead-filter";
import { type LeadEventKind, oneOf } from "~/lib/statuses";

/** What each outbox row of a lead is, in the timeline's words. */
export const DELIVERY_NAMES: Record<string, string> = {
  team_email: "E-mail to the sales team",
  visitor_email: "Confirmation e-mail to the visitor",
  report_email: "Report e-mail",
  webhook: "CRM webhook",
  confirm_email: "Newsletter confirmation e-mail",
  booking_email: "Strategy call e-mail",
  live_chat_email: "Live chat e-mail to the team",
};

/** A timeline event as the server sends it (detail parsed from JSON). */
export interface TimelineEvent {
  id: string;
  at: string;
  /** The user's name, or "system". */
  actor: string;
  kind: LeadEventKind;
  detail: Record<string, unknown>;
}

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const or = (v: unknown, none: string) => str(v) || none;
const usd = (v: unknown) => (typeof v === "number" ? `$${v.toLocaleString("en-US")}` : "none");

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "6 Jan 2027, 10:00 AM IST" for an ISO time (IST is UTC+5:30 all year, so no zone data is needed). */
export function istText(iso: unknown): string {
  const t = typeof iso === "string" ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(t)) return "an unknown time";
  const d = new Date(t + 330 * 60_000);
  const h = d.getUTCHours();
  const time = `${h % 12 === 0 ? 12 : h % 12}:${String(d.getUTCMinutes()).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${time} IST`;
}

function bookingLine(d: TimelineEvent["detail"]): string {
  const who = str(d.consultant) ? ` with ${str(d.consultant)}` : "";
  if (d.action === "booked") return `Strategy call booked for ${istText(d.start)}${who}`;
  if (d.action === "moved") return `Strategy call moved from ${istText(d.from)} to ${istText(d.start)}${who}`;
  if (d.action === "cancelled")
    return `Strategy call on ${istText(d.start)} cancelled${str(d.by) ? ` by the ${str(d.by)}` : ""}`;
  // The team's marks and the no-show's e-mail (Admin > Calls).
  if (d.action === "held") return `Strategy call on ${istText(d.start)}${who} marked held`;
  if (d.action === "no_show") return `Strategy call on ${istText(d.start)}${who} marked a no-show`;
  if (d.action === "rebooking_sent") return `Rebooking e-mail sent after the missed call on ${istText(d.start)}`;
  // Its consultant stopped taking calls (server/calls/reassign.ts).
  if (d.action === "reassigned")
    return `Strategy call on ${istText(d.start)} handed over from ${or(d.from, "its consultant")}${who}`;
  return `Strategy call: ${or(d.action, "changed")}`;
}

/** The longest piece of a note the timeline repeats (the Notes panel has the whole text). */
export const NOTE_EXCERPT = 200;

export function excerpt(text: string, max = NOTE_EXCERPT) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * What happened, as a sentence without who or when (the page shows those beside it). Any kind is
 * taken: a row written by a later version may carry one this version does not know, shown as it is.
 */
export function timelineLine(e: { kind: string; detail: TimelineEvent["detail"] }): string {
  const d = e.detail;
  switch (e.kind) {
    case "received": {
      const type = oneOf(LEAD_TYPES, d.type);
      const label = type ? LEAD_TYPE_LABELS[type] : str(d.type);
      return `Lead received${label ? ` (${label})` : ""}`;
    }
    case "status":
      return `Status changed from ${or(d.from, "none")} to ${or(d.to, "none")}`;
    case "value":
      return `Value changed from ${usd(d.from)} to ${usd(d.to)}`;
    case "owner":
      if (!str(d.to)) return `Unassigned (was ${or(d.from, "nobody")})`;
      return str(d.from) ? `Owner changed from ${str(d.from)} to ${str(d.to)}` : `Assigned to ${str(d.to)}`;
    case "follow_up":
      if (!str(d.to)) return `Follow-up cleared (was ${or(d.from, "none")})`;
      return str(d.from) ? `Follow-up moved from ${str(d.from)} to ${str(d.to)}` : `Follow-up set for ${str(d.to)}`;
    case "note":
      return `Note added: ${excerpt(str(d.text))}`;
    case "delivery": {
      const what = DELIVERY_NAMES[str(d.delivery)] ?? or(d.delivery, "Delivery");
      if (d.result === "sent") return `${what}: sent`;
      const attempts = typeof d.attempts === "number" && d.attempts > 1 ? ` after ${d.attempts} attempts` : "";
      return `${what}: failed${attempts}${str(d.error) ? ` (${str(d.error)})` : ""}`;
    }
    case "booking":
      return bookingLine(d);
    default:
      return e.kind;
  }
}
