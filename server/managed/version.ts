import { randomUUID } from "node:crypto";
import { bumpContentVersion as bumpSiteContentVersion } from "../content-version/content-version";
import type { Db } from "../db/schema";

// One row says when the managed content last changed (the sitemap's lastmod for its pages). Every change
// writes a new token in the same transaction, and moves the site's content version, which the cached
// pages key on (server/managed/page-cache.ts).

export const CONTENT_VERSION_KEY = "managed_content_version";

/**
 * Marks the content as changed: replicas drop the HTML they rendered from the old state. The site's one
 * content version (server/content-version) moves with it, in the same transaction.
 */
export async function bumpContentVersion(db: Db): Promise<string> {
  await bumpSiteContentVersion(db);
  const token = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("site_settings")
    .values({ key: CONTENT_VERSION_KEY, value: token, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: token, updated_at: now }))
    .execute();
  return token;
}

/** When the managed content last changed; undefined before the first change (the seed is the build's). */
export async function contentChangedAt(db: Db): Promise<Date | undefined> {
  const row = await db
    .selectFrom("site_settings")
    .select("updated_at")
    .where("key", "=", CONTENT_VERSION_KEY)
    .executeTakeFirst();
  return row ? new Date(row.updated_at) : undefined;
}
