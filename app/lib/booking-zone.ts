// The visitor's time zone for the slot picker (issue #38): asked of the query (?zone=), then of the
// form (the no-JavaScript "Show times"), then of the cookie the page sets, else IST. Every source is
// hostile: a name the runtime does not know is dropped, never echoed.
import { isKnownZone, ZONE_COOKIE } from "./booking";

export const IST = "Asia/Kolkata";

/** A year: a preference, kept like a language choice. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The zone a Cookie header holds, when it is one the runtime knows. */
export function zoneFromCookies(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== ZONE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
    return isKnownZone(value) ? value : undefined;
  }
  return undefined;
}

/** The first of the candidates that is a known zone, else IST. */
export function pickZone(...candidates: unknown[]): string {
  for (const c of candidates) if (isKnownZone(c)) return c;
  return IST;
}

/** The zone for a page request: ?zone= first, then the cookie. */
export function zoneOfRequest(request: Request): string {
  return pickZone(new URL(request.url).searchParams.get("zone"), zoneFromCookies(request.headers.get("Cookie")));
}

/** The Set-Cookie value (or document.cookie assignment) that remembers `zone`. */
export function zoneCookie(zone: string, secure: boolean): string {
  return `${ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The browser's own zone, when Intl reports one the runtime knows. */
export function browserZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isKnownZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Browser only: whether a zone was remembered, without checking it. The first Intl call of a page
 * loads the time-zone data (tens of ms on a phone); the server checks the cookie anyway.
 */
export function hasRememberedZone(): boolean {
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${ZONE_COOKIE}=`));
}

/** Browser only: remember the zone for the next page render. */
export function rememberZone(zone: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie; the Cookie Store API is not in every browser we serve
  document.cookie = zoneCookie(zone, location.protocol === "https:");
}
