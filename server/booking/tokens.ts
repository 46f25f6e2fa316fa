// Manage links (issue #38): 32 random bytes, base64url, handed out on the confirmation page and in
// each e-mail; only their SHA-256 is stored (booking_tokens), so a copy of the database or of a
// backup manages no call. A link works until the call is over.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/schema";

export const newManageToken = () => randomBytes(32).toString("base64url");

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new link for the booking, its hash written with `db` (the booking's transaction, or the worker's). */
export async function issueManageToken(db: Db, bookingId: string, now: Date): Promise<string> {
  const token = newManageToken();
  await db
    .insertInto("booking_tokens")
    .values({ token_hash: tokenHash(token), booking_id: bookingId, created_at: now.toISOString() })
    .execute();
  return token;
}

/** The booking a link stands for; undefined for a forged or malformed one. */
export async function bookingIdOfToken(db: Db, token: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await db
    .selectFrom("booking_tokens")
    .select("booking_id")
    .where("token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  return row?.booking_id;
}
