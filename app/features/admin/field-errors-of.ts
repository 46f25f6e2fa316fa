import type { z } from "zod";
import type { FieldErrors } from "./admin-types";

/** The first problem of each field, as the server's admin actions report them (server/admin/field-errors.ts). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}
