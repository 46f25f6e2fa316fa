// The booking contract's schemas (issue #38): what the Get Started form, the manage form and the API
// accept. The server re-validates everything with these; texts and types are in booking.ts.
import { BOOKING_TEXTS, isKnownZone, SLOT_PREFERENCES } from "./booking";
import { z } from "./zod";

/** "2026-03-09T03:30:00Z" or with milliseconds: whole minutes in UTC, nothing else. */
const UTC_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/;

const utcSlot = z
  .string({ error: BOOKING_TEXTS.badSlot })
  .max(30, BOOKING_TEXTS.badSlot)
  .regex(UTC_MINUTE, BOOKING_TEXTS.badSlot)
  .refine((v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().slice(0, 16) === v.slice(0, 16), {
    error: BOOKING_TEXTS.badSlot,
  })
  .transform((v) => new Date(v).toISOString());

const blankToUndefined = (v: unknown) => (v == null ? undefined : typeof v === "string" ? v.trim() || undefined : v);

/** Blank is "no slot chosen" (the request path); otherwise an ISO UTC instant, normalised to toISOString(). */
export const SlotField = z.preprocess(blankToUndefined, utcSlot.optional());

/** A slot that must be there (moving a call). */
export const RequiredSlotField = z.preprocess(blankToUndefined, utcSlot);

/** Blank means IST; anything else must be a zone the runtime knows. */
export const ZoneField = z.preprocess(
  blankToUndefined,
  z.string({ error: BOOKING_TEXTS.badZone }).refine(isKnownZone, { error: BOOKING_TEXTS.badZone }).optional(),
);

/**
 * The fields the booking adds to the Get Started form. Both optional: without `slot` the lead takes
 * the spec's request path exactly as before; `zone` is the visitor's zone (IST when blank).
 */
export const BookingFieldsSchema = z.object({ slot: SlotField, zone: ZoneField });
export type BookingFields = z.infer<typeof BookingFieldsSchema>;

/** GET /api/booking/slots?zone=…&preference=… (both optional: IST, all slots in the window). */
export const SlotQuerySchema = z.object({
  zone: ZoneField,
  preference: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(SLOT_PREFERENCES, { error: "Please choose when we should call" }).optional(),
  ),
});
export type SlotQuery = z.infer<typeof SlotQuerySchema>;

/** Base64url of 32 random bytes. */
export const ManageTokenSchema = z.string({ error: BOOKING_TEXTS.notFound }).regex(/^[A-Za-z0-9_-]{43}$/, {
  error: BOOKING_TEXTS.notFound,
});

/** The manage form and POST /api/booking/manage: look at the call, move it, or cancel it. */
export const ManageActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("view"), token: ManageTokenSchema }),
    z.object({
      intent: z.literal("reschedule"),
      token: ManageTokenSchema,
      slot: RequiredSlotField,
      zone: ZoneField,
    }),
    z.object({ intent: z.literal("cancel"), token: ManageTokenSchema }),
  ],
  { error: "Unknown action" },
);
export type ManageAction = z.infer<typeof ManageActionSchema>;
