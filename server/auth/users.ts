import { randomUUID } from "node:crypto";
import { z } from "zod";
import { USER_ROLES } from "~/lib/statuses";
import type { Db } from "../db/schema";
import { COMMON_PASSWORD, isCommonPassword } from "./common-passwords";
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from "./password";

/** Every password that is set (setup, new account, reset, own change, CLI). Parse it with safeParseAsync. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`)
  .refine(async (p) => !(await isCommonPassword(p)), COMMON_PASSWORD);

export const NewUserSchema = z.object({
  name: z.string().trim().min(2, "Enter a name of at least 2 characters.").max(80, "Use at most 80 characters."),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: "Enter a valid e-mail address." })),
  role: z.enum(USER_ROLES, { message: "Choose admin, editor or sales." }),
  password: NewPasswordSchema,
});
export type NewUser = z.infer<typeof NewUserSchema>;

export async function countUsers(db: Db) {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
}

export class DuplicateEmailError extends Error {}

export async function createUser(db: Db, input: NewUser) {
  if (await findUserByEmail(db, input.email))
    throw new DuplicateEmailError("An account with this e-mail already exists.");
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto("users")
    .values({
      id,
      name: input.name,
      email: input.email,
      role: input.role,
      status: "active",
      password_hash: await hashPassword(input.password),
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
