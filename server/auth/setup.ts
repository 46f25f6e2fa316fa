import type { Db } from "../db/schema";
import { audit } from "./audit";
import { hashToken, newToken } from "./tokens";
import { countUsers, createUser, type NewUser } from "./users";

export const SETUP_TOKEN_LIFETIME_MS = 60 * 60_000;

/**
 * A one-time link for creating the first admin, only while no account exists. Only the token's hash
 * is stored; the link is printed once (server start or `npm run admin -- setup-link`).
 */
export async function issueSetupToken(db: Db, now = new Date()): Promise<string | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const token = newToken();
  await db
    .insertInto("setup_tokens")
    .values({
      id: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SETUP_TOKEN_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export async function setupTokenUsable(db: Db, token: string, now = new Date()) {
  if (!token || (await countUsers(db)) > 0) return false;
  const row = await db.selectFrom("setup_tokens").selectAll().where("id", "=", hashToken(token)).executeTakeFirst();
  return Boolean(row && !row.used_at && row.expires_at > now.toISOString());
}

/**
 * Spends the token and creates the first admin in one transaction; a second use, an expired token or
 * an existing account makes it fail (resolves undefined).
 */
export async function createFirstAdmin(db: Db, token: string, input: Omit<NewUser, "role">, ip?: string) {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("setup_tokens")
      .set({ used_at: now })
      .where("id", "=", hashToken(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1 || (await countUsers(trx)) > 0) return undefined;
    const id = await createUser(trx, { ...input, role: "admin" });
    await audit(trx, { id, email: input.email, ip }, "user.create_first_admin", id);
    return id;
  });
}

export const setupLink = (siteUrl: string, token: string) => `${siteUrl}/admin/setup?token=${token}`;
