import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { audit } from "./audit";
import { dummyHash, verifyPassword } from "./password";
import { createSession, type SessionLifetimes } from "./sessions";
import { clearAccountFailures, recordFailure, throttleWait } from "./throttle";

type Db = Kysely<Database>;

export const INVALID_CREDENTIALS = "Invalid credentials. Please use the correct admin email and password.";
export const tooManyAttempts = (seconds: number) =>
  `Too many failed sign-ins. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""} and try again.`;

export type LoginResult =
  | { ok: true; token: string; maxAgeSeconds: number }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfter: number };

/**
 * Checks an e-mail and password. An unknown e-mail, an inactive account and a wrong password all get
 * the same answer after the same scrypt work, so the answer reveals nothing about which accounts exist.
 */
export async function login(
  db: Db,
  life: SessionLifetimes,
  input: { email: string; password: string; ip: string; userAgent?: string },
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase().slice(0, 254);
  const wait = await throttleWait(db, email, input.ip);
  if (wait > 0) return { ok: false, status: 429, message: tooManyAttempts(wait), retryAfter: wait };

  const user = email
    ? await db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst()
    : undefined;
  const matches = await verifyPassword(input.password.slice(0, 1024), user?.password_hash ?? (await dummyHash()));
  if (!user || !matches || user.status !== "active") {
    await recordFailure(db, email, input.ip);
    await audit(db, { id: user?.id ?? null, email: email || "(empty)", ip: input.ip }, "auth.login_failed");
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  await clearAccountFailures(db, email);
  const session = await createSession(db, user.id, life, { ip: input.ip, userAgent: input.userAgent });
  await db.updateTable("users").set({ last_login_at: new Date().toISOString() }).where("id", "=", user.id).execute();
  await audit(db, { id: user.id, email: user.email, ip: input.ip }, "auth.login");
  return { ok: true, ...session };
}
