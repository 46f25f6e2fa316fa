import { ZodError } from "zod";
import type { FieldErrors } from "~/features/admin/shared/admin-types";
import { fieldErrorsOf } from "~/features/admin/shared/field-errors-of";

// One definition for the admin forms and their server checks (the form's copy must stay in app/).
export { fieldErrorsOf as fieldErrors };

export const CORRECT_FIELDS = "Please correct the highlighted fields.";

/** The answer to a form with invalid fields: each field's first problem, shown beside that field. */
export function invalidFields(errors: ZodError | FieldErrors) {
  const fields = errors instanceof ZodError ? fieldErrorsOf(errors) : errors;
  return { ok: false as const, message: CORRECT_FIELDS, fields };
}
