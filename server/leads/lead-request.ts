import { z } from "~/lib/zod";
import { ContactFormSchema } from "~/features/contact/contact-schema";

// Every lead the site collects arrives as {type, form}. Each type brings its own shared schema;
// later lead kinds (get_started, newsletter, launch_notify, chat_contact) join this union.
export const LeadRequestSchema = z.discriminatedUnion(
  "type",
  [z.object({ type: z.literal("contact"), form: ContactFormSchema })],
  { error: "Unknown lead type" },
);

export type LeadRequest = z.infer<typeof LeadRequestSchema>;
