import { EmailSignupSchema } from "./email-signup-schema";
import { validate } from "./form-schema";

// Loaded on demand by the newsletter boxes and the launch sign-up (first submit), so zod stays out
// of the page's initial JavaScript. The same schema as POST /api/leads.
export const validateEmailSignup = (values: unknown) => validate(EmailSignupSchema, values);
