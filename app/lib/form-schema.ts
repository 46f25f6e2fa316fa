import { EMAIL_MESSAGE, type FormErrors, REQUIRED_MESSAGE } from "~/lib/form-rules";
import { z } from "~/lib/zod";

// Field rules shared by every lead schema, in the browser and on the server.

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

/**
 * One message for the whole form: "Please fill in all required fields" when any required field is
 * missing, otherwise the first problem found ("Please enter a valid email address", ...).
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

/** Parses `input`; on failure returns that one-message summary instead of throwing. */
export function validate<T>(
  schema: z.ZodType<T>,
  input: unknown,
): { ok: true; data: T } | { ok: false; error: FormErrors } {
  const r = schema.safeParse(input);
  return r.success ? { ok: true, data: r.data } : { ok: false, error: summarizeIssues(r.error) };
}
