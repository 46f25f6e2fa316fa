import { isbot } from "isbot";
import type { Db } from "../db/schema";

/**
 * Whether a request for an article is a person reading it: a GET (a HEAD or a crawler's check is not),
 * from no known bot (isbot's list), and not a browser prefetch (Sec-Purpose / Purpose: prefetch), which
 * fetches a page nobody may open. No cookie and nothing about the visitor is stored.
 */
export function isCountableView(method: string, headers: Headers): boolean {
  if (method !== "GET") return false;
  const ua = headers.get("user-agent") ?? "";
  if (!ua || isbot(ua)) return false;
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`;
  return !/prefetch|prerender/i.test(purpose);
}

/** One more view of a published article: an atomic increment, safe with several replicas. */
export async function recordView(db: Db, slug: string, request: Pick<Request, "method" | "headers">) {
  if (!isCountableView(request.method, request.headers)) return false;
  const result = await db
    .updateTable("posts")
    .set((eb) => ({ views: eb("views", "+", 1) }))
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
