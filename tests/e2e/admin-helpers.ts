import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";

/** An account made with the CLI the team uses (password on stdin, never in argv). */
export function createUser(
  databaseUrl: string,
  user: { email: string; name: string; role: "admin" | "editor"; password: string },
) {
  execFileSync(
    "node",
    [
      "--import",
      "tsx",
      "scripts/admin.ts",
      "create-user",
      "--email",
      user.email,
      "--name",
      user.name,
      "--role",
      user.role,
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, input: `${user.password}\n`, encoding: "utf8" },
  );
}

/** Fills the sign-in gate that an admin URL led to. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
}

/** A new account, then `path` (the gate shows the sign-in form) and sign-in. */
export async function createAccountAndSignIn(
  page: Page,
  databaseUrl: string,
  account: { email: string; password: string; name: string; role: "admin" | "editor"; path: string },
) {
  createUser(databaseUrl, account);
  await page.goto(account.path);
  await signIn(page, account.email, account.password);
}
