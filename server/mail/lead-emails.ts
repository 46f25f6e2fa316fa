import type { SendMailOptions } from "nodemailer";
import { type LeadSnapshot, leadPerson, leadTypeLabel } from "../leads/lead-snapshot";

export interface LeadMailContext {
  brandName: string;
  siteUrl: string;
  /** Where team notifications go (SALES_EMAIL, else CONTACT_EMAIL). */
  salesEmail: string;
  mailFrom: string;
  contact: { email: string; phone: string; address: string };
}

interface ChatLine {
  text?: unknown;
  isBot?: unknown;
  timestamp?: unknown;
}

/** "timePreference" → "Time preference", "inputs.supportTickets" → "Inputs: support tickets". */
export function humanize(key: string): string {
  return key
    .split(".")
    .map((part) =>
      part
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/_/g, " ")
        .toLowerCase(),
    )
    .join(": ")
    .replace(/^./, (c) => c.toUpperCase());
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(", ") : "(none)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/**
 * Every field of a lead's payload as "Label: value" lines, nested objects flattened; a chat
 * transcript becomes one line per message.
 */
export function payloadLines(payload: unknown, prefix = ""): string[] {
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) {
    return prefix ? [`${humanize(prefix)}: ${valueText(payload)}`] : [];
  }
  const lines: string[] = [];
  for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (key === "transcript" && Array.isArray(value)) lines.push(...transcriptLines(value as ChatLine[]));
    else if (value && typeof value === "object" && !Array.isArray(value)) lines.push(...payloadLines(value, path));
    else lines.push(`${humanize(path)}: ${valueText(value)}`);
  }
  return lines;
}

function transcriptLines(messages: ChatLine[]): string[] {
  return [
    `Chat transcript (${messages.length} message${messages.length === 1 ? "" : "s"}):`,
    ...messages.map((m) => {
      const when = typeof m.timestamp === "string" || typeof m.timestamp === "number" ? `[${m.timestamp}] ` : "";
      return `  ${when}${m.isBot ? "Assistant" : "Visitor"}: ${valueText(m.text)}`;
    }),
  ];
}

/** Visitor text in a header: one line, bounded. */
const oneLine = (s: string, max = 120) => s.replace(/\s+/g, " ").trim().slice(0, max);

export const leadAdminUrl = (siteUrl: string, id: string) => `${siteUrl}/admin/leads/${id}`;

/** The e-mail to the sales team for every new lead: type and person in the subject, every field in the body. */
export function teamEmail(lead: LeadSnapshot, ctx: LeadMailContext): SendMailOptions {
  const label = leadTypeLabel(lead.type);
  const text = [
    `A new ${label} lead arrived on ${ctx.brandName}.`,
    "",
    `Type: ${label}`,
    `Name: ${valueText(lead.name)}`,
    `Email: ${valueText(lead.email)}`,
    `Company: ${valueText(lead.company)}`,
    `Phone: ${valueText(lead.phone)}`,
    `Received: ${lead.created_at}`,
    "",
    ...payloadLines(lead.payload),
    "",
    `Open the lead: ${leadAdminUrl(ctx.siteUrl, lead.id)}`,
    `Lead id: ${lead.id}`,
  ].join("\n");
  return {
    from: ctx.mailFrom,
    to: ctx.salesEmail,
    // Replying reaches the visitor directly.
    ...(lead.email ? { replyTo: lead.name ? { name: oneLine(lead.name), address: lead.email } : lead.email } : {}),
    subject: oneLine(`New ${label} lead: ${leadPerson(lead)}`, 180),
    text,
  };
}

const ACK_TYPES: Record<string, { subject: (brand: string) => string; opening: string }> = {
  contact: {
    subject: (brand) => `We received your message - ${brand}`,
    opening: "Thank you for contacting us. We'll reply within 24 hours.",
  },
  get_started: {
    subject: (brand) => `Thanks for getting started with ${brand}`,
    opening: "Thank you for telling us about your goals. We'll reply within 24 hours to arrange your call.",
  },
};

/** Lead types whose visitor gets an acknowledgement e-mail. */
export const ACKNOWLEDGED_TYPES = new Set(Object.keys(ACK_TYPES));

/**
 * "We'll reply within 24 hours": fixed text and the company's own details, nothing the visitor typed
 * (not even the name), so the form cannot be used to send someone else a message of one's choosing.
 */
export function visitorEmail(lead: LeadSnapshot, ctx: LeadMailContext): SendMailOptions {
  const ack = ACK_TYPES[lead.type];
  if (!ack || !lead.email) throw new Error(`no acknowledgement for a ${lead.type} lead without an address`);
  const text = [
    "Hello,",
    "",
    ack.opening,
    "",
    "If you have anything to add, simply reply to this e-mail.",
    "",
    ctx.brandName,
    `${ctx.contact.email} | ${ctx.contact.phone}`,
    ctx.contact.address,
    ctx.siteUrl,
  ].join("\n");
  return {
    from: ctx.mailFrom,
    to: lead.email,
    replyTo: ctx.contact.email,
    subject: ack.subject(ctx.brandName),
    text,
  };
}
