/**
 * The admin's downloads: a stored backup and the CSV exports. They are GETs (a link, a bookmark), so the
 * gate's same-origin check for state changes does not cover them, and a top-level navigation from any
 * site carries the SameSite=Lax session cookie. A download leaves our own pages (or a typed URL or
 * bookmark) only: a navigation another site started is refused (security issue #35).
 */
export const DOWNLOAD_PATHS: ReadonlySet<string> = new Set(["/admin/backup/download", "/admin/leads/export"]);

/**
 * Whether a download request came from another site, by its Sec-Fetch-Site (set by the browser, never by
 * a page). Allowed: `same-origin` (our pages), `none` (typed, bookmarked, opened from another app) and
 * no header (a script, an older browser: no cookie rides along from another site's page without it).
 * Refused: `cross-site`, and `same-site` too, since a sibling host is not ours to trust; any other value
 * is not what a browser sends, so it is refused as well. Browsers send lower case; casing is ignored.
 */
export function isOtherSiteDownload(canonicalPath: string, secFetchSite: string | undefined): boolean {
  if (!DOWNLOAD_PATHS.has(canonicalPath)) return false;
  const site = secFetchSite?.trim().toLowerCase();
  return Boolean(site) && site !== "same-origin" && site !== "none";
}
