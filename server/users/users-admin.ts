import { z } from "zod";
import type { ChangeResult, UserRow, UsersApi } from "~/features/admin/users/users-api";
import { invalidFields, type Result, refuse } from "~/lib/result";
import { USER_ROLES, USER_STATUSES } from "~/lib/statuses";
import { type ApiActor, audit } from "../auth/audit";
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from "../auth/password";
import { deleteUserSessions } from "../auth/sessions";
import { createUser, DuplicateEmailError, NewPasswordSchema, NewUserSchema } from "../auth/users";
import { bookingDepsOf } from "../booking/booking-deps";
import { CALL_ROLES, setTakesCalls, takingCalls } from "../calls/consultants";
import { handOverCalls, handoverText } from "../calls/reassign";
import type { Db } from "../db/schema";
import { changeOwnPassword } from "./own-password";

export async function listUsers(db: Db): Promise<UserRow[]> {
  const users = await db.selectFrom("users").selectAll().orderBy("name").execute();
  const counts = await db
    .selectFrom("posts")
    .select(["author", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("author")
    .execute();
  const byAuthor = new Map(counts.map((c) => [c.author, Number(c.n)]));
  const callers = await takingCalls(db);
  return users.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    status: u.status,
    lastLoginAt: u.last_login_at,
    postsCount: byAuthor.get(u.name) ?? 0,
    takesCalls: callers.has(u.id),
  }));
}

export async function addUser(db: Db, actor: ApiActor, input: unknown): Promise<Result> {
  const parsed = await NewUserSchema.safeParseAsync(input);
  if (!parsed.success) return invalidFields(parsed.error);
  try {
    const id = await createUser(db, parsed.data);
    await audit(db, actor, "user.create", id, { email: parsed.data.email, role: parsed.data.role });
    return { ok: true, id, message: `Account created for ${parsed.data.email}.` };
  } catch (err) {
    if (err instanceof DuplicateEmailError) return refuse("invalid", err.message, { email: err.message });
    throw err;
  }
}

const LAST_ADMIN = "Keep at least one active admin.";

/** There must always be one active admin left, or nobody could manage accounts again. */
async function wouldLeaveNoAdmin(db: Db, userId: string) {
  const admins = await db
    .selectFrom("users")
    .select("id")
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .execute();
  return admins.length === 1 && admins[0].id === userId;
}

const Change = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), role: z.enum(USER_ROLES) }),
  z.object({ intent: z.literal("status"), status: z.enum(USER_STATUSES) }),
  z.object({ intent: z.literal("password"), password: NewPasswordSchema }),
  // A checkbox: "on" when ticked, absent when not.
  z.object({ intent: z.literal("calls"), takesCalls: z.enum(["on"]).optional() }),
]);

const ROLE_WORDS = { admin: "an admin", editor: "an editor", sales: "a sales user" } as const;

/**
 * A change that may stop someone taking calls (role, status, the calls box) hands their upcoming calls
 * over (server/calls/reassign.ts); the answer says so, and lists any call nobody else is free for.
 */
export async function changeUser(db: Db, actor: ApiActor, id: string, input: unknown): Promise<ChangeResult> {
  const result = await applyChange(db, actor, id, input);
  const deps = bookingDepsOf(db);
  if (!result.ok || !deps || (input as { intent?: unknown })?.intent === "password") return result;
  const user = await db.selectFrom("users").select(["name", "email"]).where("id", "=", id).executeTakeFirst();
  const handover = await handOverCalls(deps, actor, id);
  const note = handoverText(handover, user?.name || user?.email || "them");
  if (!note) return result;
  return {
    ...result,
    message: `${result.message ?? ""}${note}`.trim(),
    ...(handover.unassigned.length ? { unassigned: handover.unassigned } : {}),
  };
}

async function applyChange(db: Db, actor: ApiActor, id: string, input: unknown): Promise<Result> {
  const parsed = await Change.safeParseAsync(input);
  if (!parsed.success) {
    const password = parsed.error.issues.find((i) => i.path[0] === "password");
    if (password) return refuse("invalid", password.message, { password: password.message });
    return refuse("invalid", `Check the value (passwords need ${PASSWORD_MIN}–${PASSWORD_MAX} characters).`);
  }
  // One's own password is changed only with the current one, as on the Your account page.
  if (parsed.data.intent === "password" && id === actor.id) {
    const current = (input as Record<string, unknown>).current;
    return changeOwnPassword(db, actor, {
      current: typeof current === "string" ? current : "",
      password: parsed.data.password,
    });
  }
  const user = await db.selectFrom("users").select(["id", "email", "role"]).where("id", "=", id).executeTakeFirst();
  if (!user) return refuse("missing", "This account no longer exists.");
  const change = parsed.data;
  const now = new Date().toISOString();
  if (change.intent === "role") {
    if (change.role !== "admin" && (await wouldLeaveNoAdmin(db, id))) return refuse("invalid", LAST_ADMIN);
    await db.updateTable("users").set({ role: change.role, updated_at: now }).where("id", "=", id).execute();
    // An editor takes no calls: offered slots are for roles that can see the Calls area.
    if (!CALL_ROLES.includes(change.role))
      await db.updateTable("consultants").set({ takes_calls: 0, updated_at: now }).where("user_id", "=", id).execute();
    await audit(db, actor, "user.role", id, { email: user.email, role: change.role });
    return { ok: true, message: `${user.email} is now ${ROLE_WORDS[change.role]}.` };
  }
  if (change.intent === "calls") {
    const on = change.takesCalls === "on";
    if (on && !CALL_ROLES.includes(user.role))
      return refuse("invalid", "An editor does not take calls: make them sales or admin first.");
    await setTakesCalls(db, id, on, now);
    await audit(db, actor, "consultant.takes_calls", id, { email: user.email, takesCalls: on });
    return {
      ok: true,
      message: on
        ? `${user.email} takes strategy calls (set their hours in Calls > Availability).`
        : `${user.email} no longer takes strategy calls.`,
    };
  }
  if (change.intent === "status") {
    if (change.status === "inactive" && (await wouldLeaveNoAdmin(db, id))) return refuse("invalid", LAST_ADMIN);
    await db.updateTable("users").set({ status: change.status, updated_at: now }).where("id", "=", id).execute();
    if (change.status === "inactive") await deleteUserSessions(db, id);
    await audit(db, actor, change.status === "inactive" ? "user.deactivate" : "user.activate", id, {
      email: user.email,
    });
    return { ok: true, message: `${user.email} is ${change.status}.` };
  }
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(change.password), updated_at: now })
    .where("id", "=", id)
    .execute();
  // A new password ends every session of that account (one's own password goes through changeOwnPassword).
  await deleteUserSessions(db, id);
  await audit(db, actor, "user.password_reset", id, { email: user.email });
  return { ok: true, message: `Password changed for ${user.email}; their sessions have ended.` };
}

/** The Users tab's slice (admins only: the gate and the route check the role). */
export function usersApi(db: Db, actor: ApiActor): UsersApi {
  return {
    list: () => listUsers(db),
    add: (input) => addUser(db, actor, input),
    change: (id, input) => changeUser(db, actor, id, input),
  };
}
