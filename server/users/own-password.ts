import type { AccountApi } from "~/features/admin/account/account-api";
import { type Result, refuse } from "~/lib/result";
import { type ApiActor, audit } from "../auth/audit";
import { SIGN_IN_BUSY, tooManyAttempts } from "../auth/login";
import { hashPassword, PasswordCheckBusy, verifyPassword } from "../auth/password";
import { deleteUserSessions } from "../auth/sessions";
import { attemptFailed, attemptSucceeded, beginAttempt, endAttempt } from "../auth/throttle";
import { NewPasswordSchema } from "../auth/users";
import type { Db } from "../db/schema";
import { clientKey } from "../http/client-key";

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";

/**
 * A signed-in user (any role) changes their own password. The current password is asked again, so a
 * session left open on someone's desk cannot take the account over; wrong current passwords count
 * towards the same sign-in throttle as wrong sign-ins. The new password ends every other session.
 */
export async function changeOwnPassword(
  db: Db,
  actor: ApiActor,
  input: { current?: string; password?: string; confirm?: string },
): Promise<Result> {
  const current = String(input.current ?? "").slice(0, 1024);
  const password = String(input.password ?? "");
  if (!current) return refuse("invalid", "Enter your current password.", { current: "Enter your current password." });
  const parsed = await NewPasswordSchema.safeParseAsync(password);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Choose another password.";
    return refuse("invalid", message, { password: message });
  }
  if (input.confirm !== undefined && input.confirm !== password) {
    return refuse("invalid", "The two new passwords differ.", { confirm: "Type the same new password twice." });
  }

  const user = await db.selectFrom("users").selectAll().where("id", "=", actor.id).executeTakeFirst();
  if (!user) return refuse("missing", "This account no longer exists.");
  const client = clientKey(actor.ip ?? undefined);
  const attempt = await beginAttempt(db, user.email, client);
  if (!attempt.allowed) return refuse("limited", tooManyAttempts(attempt.retryAfter));
  let matches: boolean;
  try {
    matches = await verifyPassword(current, user.password_hash);
  } catch (err) {
    if (!(err instanceof PasswordCheckBusy)) throw err;
    await endAttempt(db, attempt.attemptId);
    return refuse("limited", SIGN_IN_BUSY);
  }
  if (!matches) {
    await attemptFailed(db);
    await audit(db, actor, "user.password_change_failed", user.id);
    return refuse("invalid", WRONG_CURRENT_PASSWORD, { current: WRONG_CURRENT_PASSWORD });
  }
  await attemptSucceeded(db, user.email, client);
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password), updated_at: new Date().toISOString() })
    .where("id", "=", user.id)
    .execute();
  await deleteUserSessions(db, user.id, actor.sessionId);
  await audit(db, actor, "user.password_change", user.id);
  return { ok: true, message: "Your password is changed; your other sessions have ended." };
}

/** The Your account page's slice (any role). */
export function accountApi(db: Db, actor: ApiActor): AccountApi {
  return { changePassword: (input) => changeOwnPassword(db, actor, input) };
}
