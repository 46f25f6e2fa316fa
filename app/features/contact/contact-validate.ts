import { validate } from "~/lib/form-schema";
import { ContactFormSchema } from "./contact-schema";

// Loaded on demand by the form (first focus or submit), so the validation library is not part of the
// page's initial JavaScript.
export const validateContact = (values: unknown) => validate(ContactFormSchema, values);
