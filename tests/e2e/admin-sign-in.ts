import type { Page } from "@playwright/test";
import { createAccount } from "./fixtures";

/**
 * Creates an account with the CLI the team uses (password on stdin, never argv), opens `path` (the
 * gate shows the sign-in form) and signs in.
 */
export async function createAccountAndSignIn(
  page: Page,
  databaseUrl: string,
  account: { email: string; password: string; name: string; role: "admin" | "editor"; path: string },
) {
  createAccount(databaseUrl, account);
  await page.goto(account.path);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: /sign in/i }).click();
}
