import { hashToken } from "../auth/tokens";

// Tokens in newsletter links: 32 random bytes, base64url (43 characters). Only their SHA-256 is stored,
// so a copy of the database cannot confirm or unsubscribe anyone; a lookup by hash needs no
// constant-time compare (the hash of a guess reveals nothing about stored hashes).

/** How long a confirmation link works (the address must confirm within a week). */
export const CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;
/** How long the links of a campaign e-mail work (unsubscribe, clicks, opens): a year. */
export const RECIPIENT_TOKEN_TTL_MS = 365 * 24 * 3600 * 1000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The hash to look up, or null for anything that cannot be one of our tokens (no database trip). */
export function tokenHashOf(value: unknown): string | null {
  return typeof value === "string" && TOKEN_SHAPE.test(value) ? hashToken(value) : null;
}

/** A token issued at `issuedAt` still works at `now`. */
export function tokenLive(issuedAt: string | null, ttlMs: number, now: Date): boolean {
  if (!issuedAt) return false;
  const t = Date.parse(issuedAt);
  return Number.isFinite(t) && now.getTime() - t < ttlMs;
}
