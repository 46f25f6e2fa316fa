import type { GetStartedForm } from "~/features/get-started/get-started-fields";
import type { BookingConfirmation, SlotRefusal, SlotView } from "~/lib/booking";
import { type FormErrors, HONEYPOT_FIELD } from "~/lib/form-rules";
import { summarizeIssues } from "~/lib/form-schema";
import type { LeadType } from "~/lib/statuses";
import { bookLead } from "../booking/book";
import { bookingDepsOf } from "../booking/booking-deps";
import { IST } from "../calendar/zones";
import { renewOptIn } from "../campaigns/subscribers";
import { newRowId } from "../db/ids";
import type { Db } from "../db/schema";
import { leadAttribution, type RequestSignals } from "./attribution";
import { LeadRequestSchema, ONE_ROW_PER_EMAIL } from "./lead-request";
import { storeLead } from "./store-lead";

/**
 * A Get Started form with a chosen slot: the lead and its booking in one transaction, or nothing (a
 * 409 with the nearest free slots, a 429 past a limit). Undefined where booking is not set up (a
 * script without the app): the lead then takes the request path.
 */
async function bookWithLead(
  db: Db,
  form: GetStartedForm,
  slot: string,
  zone: string | undefined,
  body: unknown,
  signals: Partial<RequestSignals>,
  options: SubmitOptions,
): Promise<SubmitResult | undefined> {
  const deps = bookingDepsOf(db);
  if (!deps) return undefined;
  const outcome = await bookLead(deps, {
    lead: {
      type: "get_started",
      name: form.name,
      email: form.email,
      company: form.company,
      phone: form.phone,
      payload: form,
      attribution: leadAttribution((body as { attribution?: unknown }).attribution, signals),
    },
    slot,
    zone: zone ?? IST,
    client: options.client,
  });
  if (outcome.ok) return { ok: true, id: outcome.leadId, created: true, booking: outcome.booking };
  return {
    ok: false,
    status: outcome.status,
    error: { message: outcome.message, fields: outcome.status === 409 ? { slot: outcome.message } : {} },
    ...(outcome.refusal ? { refusal: outcome.refusal } : {}),
    ...(outcome.nearest ? { nearest: outcome.nearest } : {}),
  };
}

export type SubmitResult =
  | { ok: true; id: string; created: boolean; booking?: BookingConfirmation }
  | { ok: false; error: FormErrors; status?: 400 | 409 | 429; refusal?: SlotRefusal; nearest?: SlotView[] };

/** Where the request came from, for limits that count per client (the booking attempts). */
export interface SubmitOptions {
  client?: string;
}

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
  options: SubmitOptions = {},
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
  const { type } = parsed.data;
  let data = parsed.data.form;
  let requestZone: string | null = null;
  if (parsed.data.type === "get_started") {
    // The slot fields are the booking's, not the lead's: the payload stays what the form always sent.
    const { slot, zone, ...form } = parsed.data.form;
    requestZone = zone ?? null;
    if (slot) {
      const booked = await bookWithLead(db, form, slot, zone, body, signals, options);
      if (booked) return booked;
    }
    data = form;
  }
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
      // Get Started's sequence box (issue #39); a booked call never starts one (booking is an exit).
      ...((data as { sequenceConsent?: boolean }).sequenceConsent ? { sequence: { zone: requestZone } } : {}),
    });
    return { ok: true, id, created: true };
  } catch (err) {
    // Two sign-ups for one address at the same moment: the unique index lets one through.
    const first = ONE_ROW_PER_EMAIL.has(type) ? await existingSignup(db, type, data.email) : undefined;
    if (first) return { ok: true, id: newRowId(), created: false };
    throw err;
  }
}
