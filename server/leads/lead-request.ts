import { ContactFormSchema } from "~/features/contact/contact-schema";
import { GetStartedFormSchema } from "~/features/get-started/get-started-schema";
import { BookingFieldsSchema } from "~/lib/booking-schema";
import { EmailSignupSchema } from "~/lib/email-signup-schema";
import { z } from "~/lib/zod";

// Every lead the site collects through POST /api/leads arrives as {type, form}; each type brings its
// own shared schema. (Calculator reports have their own endpoint; chat contacts join later.)
export const LeadRequestSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("contact"), form: ContactFormSchema }),
    // With a chosen slot (issue #38) the lead is stored with its booking (server/booking/book.ts).
    z.object({ type: z.literal("get_started"), form: GetStartedFormSchema.extend(BookingFieldsSchema.shape) }),
    z.object({ type: z.literal("newsletter"), form: EmailSignupSchema }),
    z.object({ type: z.literal("launch_notify"), form: EmailSignupSchema }),
  ],
  { error: "Unknown lead type" },
);

export type LeadRequest = z.infer<typeof LeadRequestSchema>;

/** Sign-ups keep one row per address: a repeat is answered with the first row, not an error. */
export const ONE_ROW_PER_EMAIL = new Set<string>(["newsletter", "launch_notify"]);
