import { z } from "zod";
import { optionalPhone, requiredEmail, requiredText, text } from "~/lib/form-rules";

export const SERVICE_OPTIONS = [
  "Website Development",
  "Mobile App Development",
  "Cloud & Hosting",
  "Cybersecurity",
  "IT Consultancy",
  "AI Integration",
  "Other",
] as const;

/** Name, email and message are required; the service is one of the spec's seven options or none. */
export const ContactFormSchema = z.object({
  name: requiredText(100),
  email: requiredEmail,
  company: text(120),
  phone: optionalPhone,
  service: text(60).pipe(
    z.union([z.literal(""), z.enum(SERVICE_OPTIONS)], { error: "Please choose a service from the list" }),
  ),
  message: requiredText(5000),
});

export type ContactForm = z.infer<typeof ContactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactForm = {
  name: "",
  email: "",
  company: "",
  phone: "",
  service: "",
  message: "",
};
