import type { Response } from "express";
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "~/lib/database-busy";
import { countRefusal } from "../ops/metrics";
import { sendError } from "./json-error";

/**
 * The error handlers' one answer to the database pool's busy refusal (server/db/pool-admission.ts):
 * 429 with Retry-After, in the handler's own shape (JSON for the API, text for the rest). Overload is the
 * client's cue to back off, not a fault of ours: counted, not logged (a flood would flood the log).
 * False for any other error, which the caller answers as before.
 */
export function answeredBusy(err: unknown, res: Response, shape: "json" | "text"): boolean {
  if (!isDatabaseBusy(err)) return false;
  countRefusal("database_busy");
  if (res.headersSent) return true;
  res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
  if (shape === "json") sendError(res, 429, BUSY_MESSAGE);
  else res.status(429).type("text").send(BUSY_MESSAGE);
  return true;
}
