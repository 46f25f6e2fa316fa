import type { Page } from "@playwright/test";
import type { UserRole } from "../../app/lib/statuses";
import { connectDatabase } from "../../server/db/connect";
import { addUser, TEST_PASSWORD } from "../factories";

/**
 * An account whose password is TEST_PASSWORD, written straight into the server's database with the
 * test factory's cheap scrypt hash: sign-in still runs the real check. The CLI that makes accounts
 * for the team has its own test (tests/api/admin-cli.test.ts); through it, each account here cost a
 * Node start and a full-cost hash.
 */
export async function createUser(databaseUrl: string, user: { email: string; name: string; role: UserRole }) {
  const handle = connectDatabase(databaseUrl);
  try {
    await addUser(handle, user.email, user.role, "active", user.name);
  } finally {
    await handle.close();
  }
}

/** Fills the sign-in gate that an admin URL led to. */
export async function signIn(page: Page, email: string, password = TEST_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
}

/** A new account, then `path` (the gate shows the sign-in form) and sign-in. */
export async function createAccountAndSignIn(
  page: Page,
  databaseUrl: string,
  account: { email: string; name: string; role: "admin" | "editor"; path: string },
) {
  await createUser(databaseUrl, account);
  await page.goto(account.path);
  await signIn(page, account.email);
}
