import { type FormErrors, HONEYPOT_FIELD } from "~/lib/form-rules";
import { summarizeIssues } from "~/lib/form-schema";
import type { LeadType } from "~/lib/statuses";
import { renewOptIn } from "../campaigns/subscribers";
import { newRowId } from "../db/ids";
import type { Db } from "../db/schema";
import { leadAttribution, type RequestSignals } from "./attribution";
import { LeadRequestSchema, ONE_ROW_PER_EMAIL } from "./lead-request";
import { storeLead } from "./store-lead";

export type SubmitResult = { ok: true; id: string; created: boolean } | { ok: false; error: FormErrors };

async function existingSignup(db: Db, type: LeadType, email: string) {
  const row = await db
    .selectFrom("leads")
    .select("id")
    .where("type", "=", type)
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/**
 * The one path every lead takes, from the JSON API and from no-JavaScript form posts alike:
 * honeypot, validation with the shared schema, then a committed row.
 */
export async function submitLead(
  db: Db,
  body: unknown,
  /** The request's Referer path (the page a form was sent from without JavaScript) and DNT/GPC. */
  signals: Partial<RequestSignals> = {},
): Promise<SubmitResult> {
  const form = (body as { form?: Record<string, unknown> } | null)?.form;
  const honeypot = form && typeof form === "object" ? form[HONEYPOT_FIELD] : undefined;
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // Looks exactly like a success to the bot; nothing is stored.
    return { ok: true, id: newRowId(), created: true };
  }
  const parsed = LeadRequestSchema.safeParse(body);
  if (!parsed.success) {
    const { message, fields } = summarizeIssues(parsed.error);
    // Field names as the form knows them: "form.email" → "email".
    const named = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^form\./, ""), v]));
    return { ok: false, error: { message, fields: named } };
  }
  const { type, form: data } = parsed.data;
  if (ONE_ROW_PER_EMAIL.has(type)) {
    const first = await existingSignup(db, type, data.email);
    if (first) {
      // Not confirmed yet (or unsubscribed since): a new confirmation e-mail; a confirmed address gets nothing.
      if (type === "newsletter") await renewOptIn(db, first, data.email);
      // An id like a new one's, not the first row's: the answer must not tell a known address from a new one.
      return { ok: true, id: newRowId(), created: false };
    }
  }
  const contact = data as { name?: string; email: string; company?: string; phone?: string };
  try {
    const id = await storeLead(db, {
      type,
      name: contact.name,
      email: contact.email,
      company: contact.company,
      phone: contact.phone,
      payload: data,
      // `attribution` beside {type, form}: checked apart, so a bad one is dropped, never the lead.
      attribution: leadAttribution((body as { attribution?: unknown }).attribution, signals),
    });
    return { ok: true, id, created: true };
  } catch (err) {
    // Two sign-ups for one address at the same moment: the unique index lets one through.
    const first = ONE_ROW_PER_EMAIL.has(type) ? await existingSignup(db, type, data.email) : undefined;
    if (first) return { ok: true, id: newRowId(), created: false };
    throw err;
  }
}
