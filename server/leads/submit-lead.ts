import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type FormErrors, HONEYPOT_FIELD } from "~/lib/form-rules";
import { summarizeIssues } from "~/lib/form-schema";
import type { Database } from "../db/schema";
import { LeadRequestSchema } from "./lead-request";
import { storeLead } from "./store-lead";

export type SubmitResult = { ok: true; id: string } | { ok: false; error: FormErrors };

/**
 * The one path every lead takes, from the JSON API and from no-JavaScript form posts alike:
 * honeypot, validation with the shared schema, then a committed row.
 */
export async function submitLead(db: Kysely<Database>, body: unknown): Promise<SubmitResult> {
  const form = (body as { form?: Record<string, unknown> } | null)?.form;
  const honeypot = form && typeof form === "object" ? form[HONEYPOT_FIELD] : undefined;
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // Looks exactly like a success to the bot; nothing is stored.
    return { ok: true, id: randomUUID() };
  }
  const parsed = LeadRequestSchema.safeParse(body);
  if (!parsed.success) {
    const { message, fields } = summarizeIssues(parsed.error);
    // Field names as the form knows them: "form.email" → "email".
    const named = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^form\./, ""), v]));
    return { ok: false, error: { message, fields: named } };
  }
  const { type, form: data } = parsed.data;
  const id = await storeLead(db, {
    type,
    name: data.name,
    email: data.email,
    company: data.company,
    phone: data.phone,
    payload: data,
  });
  return { ok: true, id };
}
