import type { z } from "zod";
import { summarizeIssues } from "~/lib/form-schema";
import type { FieldErrors } from "./admin-types";

/** The first problem of each field, as the server's admin actions report them (server/admin/field-errors.ts). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return summarizeIssues(error).fields;
}
