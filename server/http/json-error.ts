import type { Response } from "express";
import type { FormErrors } from "~/lib/form-rules";

/**
 * The JSON endpoints' one refusal shape, `{"error":{"message":…}}`, with the fields a form got wrong
 * when there are some (a lead, a report). Clients read `error.message` whatever the status.
 */
export function sendError(res: Response, status: number, error: string | FormErrors) {
  res.status(status).json({ error: typeof error === "string" ? { message: error } : error });
}
