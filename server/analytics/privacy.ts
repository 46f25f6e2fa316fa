import { isbot } from "isbot";

export type CountDecision = "count" | "bot" | "do-not-track" | "global-privacy-control";

/**
 * Whether a page view may be counted, from the request headers alone: a browser's Do-Not-Track
 * (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`) signal means no, and so does a missing or known
 * bot user agent (isbot's list). Signed-in staff are checked separately (it needs the database).
 */
export function countDecision(headers: { userAgent?: string; dnt?: string; gpc?: string }): CountDecision {
  if (headers.dnt?.trim() === "1") return "do-not-track";
  if (headers.gpc?.trim() === "1") return "global-privacy-control";
  const ua = headers.userAgent ?? "";
  if (!ua.trim() || isbot(ua)) return "bot";
  return "count";
}
