// The session cookie. `__Host-` makes the browser refuse it unless it is Secure, has Path=/ and no
// Domain, so no sub-domain or plain-HTTP page can plant or overwrite it. Browsers treat
// http://localhost and http://127.0.0.1 as secure contexts and accept it there (docs/decisions/006).
export const SESSION_COOKIE = "__Host-admin_session";

export function sessionCookie(token: string, maxAgeSeconds: number) {
  return `${SESSION_COOKIE}=${token}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`;

/** The session token from a Cookie header, if any. */
export function readSessionToken(cookieHeader: string | undefined | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
