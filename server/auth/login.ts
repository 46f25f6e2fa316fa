import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "../db/schema";
import { clientKey } from "../http/client-key";
import { countRefusal } from "../ops/metrics";
import { audit } from "./audit";
import { dummyHash, PasswordCheckBusy, SignInQueueFull, verifyPassword } from "./password";
import { createSession, type SessionLifetimes } from "./sessions";
import { attemptFailed, attemptSucceeded, beginAttempt, endAttempt } from "./throttle";

export const INVALID_CREDENTIALS = "Invalid credentials. Please use the correct admin email and password.";
export const tooManyAttempts = (seconds: number) =>
  `Too many failed sign-ins. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""} and try again.`;
export const SIGN_IN_BUSY = "Many sign-ins are being checked right now. Please try again in a few seconds.";
export const SIGN_IN_QUEUE_FULL = "Too many sign-in attempts right now. Please try again in a minute.";
/** The Retry-After of SIGN_IN_QUEUE_FULL: a flood is not over in seconds. */
export const QUEUE_FULL_RETRY_SECONDS = 60;

export type LoginResult =
  | { ok: true; token: string; maxAgeSeconds: number }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfter: number };

/**
 * Checks an e-mail and password. An unknown e-mail, an inactive account and a wrong password all get
 * the same answer after the same scrypt work, so the answer reveals nothing about which accounts exist.
 * `ip` is the client's address as Express reports it; the throttle counts it by clientKey (an IPv6
 * client by its /64). Past `queueMax` sign-ins waiting for a password check in this process
 * (SIGNIN_QUEUE_MAX), one more is refused at once.
 */
export async function login(
  db: Db,
  life: SessionLifetimes,
  input: { email: string; password: string; ip: string; userAgent?: string },
  { queueMax }: { queueMax?: number } = {},
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase().slice(0, 254);
  const client = clientKey(input.ip);
  const attempt = await beginAttempt(db, email, client);
  if (!attempt.allowed) {
    return { ok: false, status: 429, message: tooManyAttempts(attempt.retryAfter), retryAfter: attempt.retryAfter };
  }
  if (attempt.delayMs > 0) await sleep(attempt.delayMs);

  const user = email
    ? await db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst()
    : undefined;
  let matches: boolean;
  try {
    matches = await verifyPassword(input.password.slice(0, 1024), user?.password_hash ?? (await dummyHash()), {
      maxQueue: queueMax,
    });
  } catch (err) {
    if (err instanceof SignInQueueFull) {
      await endAttempt(db, attempt.attemptId);
      countRefusal("signin_queue_full");
      return { ok: false, status: 429, message: SIGN_IN_QUEUE_FULL, retryAfter: QUEUE_FULL_RETRY_SECONDS };
    }
    if (!(err instanceof PasswordCheckBusy)) throw err;
    await endAttempt(db, attempt.attemptId);
    return { ok: false, status: 429, message: SIGN_IN_BUSY, retryAfter: err.retryAfter };
  }
  if (!user || !matches || user.status !== "active") {
    await attemptFailed(db);
    await audit(db, { id: user?.id ?? null, email: email || "(empty)", ip: input.ip }, "auth.login_failed");
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  await attemptSucceeded(db, email, client);
  const session = await createSession(db, user.id, life, { ip: input.ip, userAgent: input.userAgent });
  await db.updateTable("users").set({ last_login_at: new Date().toISOString() }).where("id", "=", user.id).execute();
  await audit(db, { id: user.id, email: user.email, ip: input.ip }, "auth.login");
  return { ok: true, ...session };
}
