import { requiredEmail } from "~/lib/form-schema";
import { z } from "~/lib/zod";

/** Newsletter boxes and the launch-notify form: one email address. */
export const EmailSignupSchema = z.object({ email: requiredEmail });

export type EmailSignup = z.infer<typeof EmailSignupSchema>;
