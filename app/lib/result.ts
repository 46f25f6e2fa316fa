import { ZodError } from "zod";
import { summarizeIssues } from "./form-schema";

// One result type for every use case the admin (and the API) runs: done, or refused with a reason.
// The reason, not the route, decides the HTTP status (statusOf), so "no longer exists" answers 404 in
// every tab and a form's field errors 400 everywhere. What the screen shows is `message` (and `fields`).

export type FieldErrors = Record<string, string>;

export type RefusalReason = "invalid" | "missing" | "conflict" | "forbidden" | "limited";

export type Refusal = { ok: false; reason: RefusalReason; message: string; fields?: FieldErrors };

export type Done<T extends object = object> = { ok: true; message?: string; id?: string } & T;

export type Result<T extends object = object> = Done<T> | Refusal;

export const STATUS_OF_REFUSAL: Record<RefusalReason, 400 | 403 | 404 | 409 | 429> = {
  invalid: 400,
  forbidden: 403,
  missing: 404,
  conflict: 409,
  limited: 429,
};

/** The HTTP status of a result: 200 when done, else the one its reason maps to. */
export function statusOf(result: { ok: boolean; reason?: RefusalReason }): number {
  if (result.ok) return 200;
  return STATUS_OF_REFUSAL[result.reason ?? "invalid"];
}

export const refuse = (reason: RefusalReason, message: string, fields?: FieldErrors): Refusal =>
  fields ? { ok: false, reason, message, fields } : { ok: false, reason, message };

export const CORRECT_FIELDS = "Please correct the highlighted fields.";

/** Each field's first problem, from a zod error (the one place that turns zod issues into field errors). */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  return summarizeIssues(error).fields;
}

/** A form with invalid fields: each field's first problem, shown beside it, and one line above the form. */
export function invalidFields(errors: ZodError | FieldErrors, message = CORRECT_FIELDS): Refusal {
  return refuse("invalid", message, errors instanceof ZodError ? fieldErrorsOf(errors) : errors);
}
