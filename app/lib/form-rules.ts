import { z } from "zod";

// Rules shared by every lead form, in the browser and on the server.

export const REQUIRED_MESSAGE = "Please fill in all required fields";
export const EMAIL_MESSAGE = "Please enter a valid email address";

/** Trims, and turns missing values into "" so "required" reads the same for null, undefined and blanks. */
export const text = (max: number) =>
  z.preprocess(
    (v) => (v == null ? "" : typeof v === "string" ? v.trim() : v),
    z.string().max(max, `Must be at most ${max} characters`),
  );

export const requiredText = (max: number) => text(max).pipe(z.string().min(1, REQUIRED_MESSAGE));

// Pragmatic: something@something.tld with no spaces. Stricter checks reject real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredEmail = text(254).pipe(z.string().min(1, REQUIRED_MESSAGE).regex(EMAIL_PATTERN, EMAIL_MESSAGE));

export const optionalPhone = text(40).pipe(
  z.string().regex(/^$|^\+?[0-9 ()-]{6,40}$/, "Please enter a valid phone number"),
);

/** Bots fill every field; people never see this one. A filled honeypot is accepted and dropped. */
export const HONEYPOT_FIELD = "website";

export interface FormErrors {
  message: string;
  fields: Record<string, string>;
}

/**
 * One message for the whole form, the way the spec words it: any missing required field wins,
 * otherwise the first problem found.
 */
export function summarizeIssues(error: z.ZodError): FormErrors {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    if (!(key in fields)) fields[key] = issue.message;
  }
  const messages = Object.values(fields);
  const message = messages.includes(REQUIRED_MESSAGE) ? REQUIRED_MESSAGE : (messages[0] ?? "Invalid input");
  return { message, fields };
}
