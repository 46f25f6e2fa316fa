/**
 * Whether a state-changing request comes from our own pages. Browsers send Sec-Fetch-Site on every
 * request (it cannot be set by a page); older ones at least send Origin on a POST. A request with
 * neither is refused: it did not come from a current browser on our site.
 */
export function isSameOrigin(
  headers: { secFetchSite?: string | null; origin?: string | null },
  allowedOrigins: readonly string[],
): boolean {
  if (headers.secFetchSite) return headers.secFetchSite === "same-origin";
  if (headers.origin) return allowedOrigins.includes(headers.origin);
  return false;
}
