import { requiredEmail, text } from "~/lib/form-schema";
import { z } from "~/lib/zod";

/** Newsletter boxes and the launch-notify form: one email address. */
export const EmailSignupSchema = z.object({
  email: requiredEmail,
  /** Which box or page the sign-up came from. */
  source: text(60).optional(),
});

export type EmailSignup = z.infer<typeof EmailSignupSchema>;
