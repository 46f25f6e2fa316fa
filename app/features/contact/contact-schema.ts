import { SERVICE_OPTIONS } from "~/content/contact";
import { optionalPhone, requiredEmail, requiredText, text } from "~/lib/form-schema";
import { z } from "~/lib/zod";
import type { ContactForm } from "./contact-fields";

/** Name, email and message are required; the service is one of the seven SERVICE_OPTIONS or none. */
export const ContactFormSchema = z.object({
  name: requiredText(100),
  email: requiredEmail,
  company: text(120),
  phone: optionalPhone,
  service: text(60).pipe(
    z.union([z.literal(""), z.enum(SERVICE_OPTIONS)], { error: "Please choose a service from the list" }),
  ),
  message: requiredText(5000),
}) satisfies z.ZodType<ContactForm, unknown>;
