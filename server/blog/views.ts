import { isbot } from "isbot";
import { withUnsyncedCommit } from "../db/connect";
import type { Db } from "../db/schema";
import { hit } from "../http/rate-limit";
import { countRefusal } from "../ops/metrics";

/**
 * How long one client's reads of one article count as one view: a reload, a flood of GETs, or the
 * `.data` request of a client-side navigation back to the article within it adds nothing. Fixed windows
 * aligned to the epoch, as every limit's (server/http/rate-limit.ts).
 */
export const VIEW_WINDOW_SECONDS = 30 * 60;

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

/**
 * One more view of a published article, at most once per client (clientKey) and article in a window.
 * A GET must not wait for the disk nor hold SQLite's one writer behind an fsync, so both writes are
 * unsynced commits (withUnsyncedCommit: a power cut may lose the last few views, never a lead). A
 * client's repeat within the window is a read only: a flood of GETs from one client writes nothing
 * more. The page is served either way; only the count is skipped (refusals_total, article_view_limited).
 */
export async function recordView(
  db: Db,
  post: { id: string },
  request: Pick<Request, "method" | "headers">,
  client: string,
  now = Date.now(),
) {
  if (!isCountableView(request.method, request.headers)) return false;
  const key = `article-view:${post.id}:${client}`;
  const windowStart = Math.floor(now / 1000 / VIEW_WINDOW_SECONDS) * VIEW_WINDOW_SECONDS;
  const seen = await db
    .selectFrom("rate_limits")
    .select("key")
    .where("key", "=", key)
    .where("window_start", "=", windowStart)
    .executeTakeFirst();
  if (seen) {
    countRefusal("article_view_limited");
    return false;
  }
  return withUnsyncedCommit(db, async (conn) => {
    // Two first reads at once: the shared counter lets one of them through.
    const { count } = await hit(conn, key, VIEW_WINDOW_SECONDS, now);
    if (count > 1) {
      countRefusal("article_view_limited");
      return false;
    }
    const result = await conn
      .updateTable("posts")
      .set((eb) => ({ views: eb("views", "+", 1) }))
      .where("id", "=", post.id)
      .where("status", "=", "published")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}
