import { z } from "zod";
import type { ContactInquiry, ContactsApi } from "~/features/admin/contacts/contacts-api";
import { inquirySource } from "~/features/admin/contacts/inquiry-source";
import { type Result, refuse } from "~/lib/result";
import { INQUIRY_STATUSES } from "~/lib/statuses";
import { type AuditActor, audit } from "../auth/audit";
import type { Db } from "../db/schema";

function field(payload: string, key: string): string {
  try {
    const v = (JSON.parse(payload) as Record<string, unknown>)[key];
    return typeof v === "string" ? v : "";
  } catch {
    return "";
  }
}

/** Contact Forms tab: messages from the contact form; the subject is the service the visitor chose. */
export async function listContacts(db: Db): Promise<ContactInquiry[]> {
  const rows = await db
    .selectFrom("leads")
    .select([
      "id",
      "name",
      "email",
      "payload",
      "inquiry_status",
      "created_at",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "referrer_host",
      "landing_page",
      "sent_from",
    ])
    .where("type", "=", "contact")
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    subject: field(r.payload, "service") || "General enquiry",
    message: field(r.payload, "message"),
    source: inquirySource({
      addedIn: field(r.payload, "source"),
      addedBy: field(r.payload, "addedBy"),
      utmSource: r.utm_source,
      utmMedium: r.utm_medium,
      utmCampaign: r.utm_campaign,
      referrerHost: r.referrer_host,
      landingPage: r.landing_page,
      sentFrom: r.sent_from,
    }),
    status: r.inquiry_status,
    createdAt: r.created_at,
  }));
}

const InquiryStatus = z.enum(INQUIRY_STATUSES);

export async function setInquiryStatus(db: Db, actor: AuditActor, id: string, status: string): Promise<Result> {
  const parsed = InquiryStatus.safeParse(status);
  if (!parsed.success) return refuse("invalid", "Choose new, responded or closed.");
  const res = await db
    .updateTable("leads")
    .set({ inquiry_status: parsed.data })
    .where("id", "=", id)
    .where("type", "=", "contact")
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return refuse("missing", "This message no longer exists.");
  await audit(db, actor, "contact.status", id, { to: parsed.data });
  return { ok: true, message: `Marked ${parsed.data}.` };
}

/** The Contact Forms tab's slice for one signed-in user. */
export function contactsApi(db: Db, actor: AuditActor): ContactsApi {
  return {
    list: () => listContacts(db),
    setStatus: (id, status) => setInquiryStatus(db, actor, id, status),
  };
}
