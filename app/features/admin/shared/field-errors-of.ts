import type { z } from "zod";
import type { FieldErrors } from "~/features/admin/shared/admin-types";
import { summarizeIssues } from "~/lib/form-schema";

/** The first problem of each field, as the server's admin actions report them (server/admin/field-errors.ts). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return summarizeIssues(error).fields;
}
