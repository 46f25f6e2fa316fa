import { optionalPhone, requiredEmail, requiredText } from "~/lib/form-schema";
import { sequenceConsentField } from "~/lib/sequence-consent";
import { z } from "~/lib/zod";
import { type GetStartedForm, OUTCOME_OPTIONS, TIME_PREFERENCES } from "./get-started-fields";

/**
 * Name, email and company are required, phone is optional (as labelled); the chosen outcomes and the
 * time preference are kept with the lead (the prototype dropped the time preference).
 */
export const GetStartedFormSchema = z.object({
  name: requiredText(100),
  email: requiredEmail,
  phone: optionalPhone,
  company: requiredText(120),
  outcomes: z
    .array(z.enum(OUTCOME_OPTIONS, { error: "Please choose outcomes from the list" }))
    .max(OUTCOME_OPTIONS.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  timePreference: z.enum(TIME_PREFERENCES, { error: "Please choose when we should call" }).default("ASAP"),
  // "Email me ideas and next steps for this" (issue #39): unticked unless the visitor ticks it.
  sequenceConsent: sequenceConsentField,
}) satisfies z.ZodType<GetStartedForm, unknown>;
