import fs from "node:fs";
import { createAccountAndSignIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

// The Backup tab's button is a form POST (security issue #35: no link can make a backup). In Chromium
// it still downloads the new backup while the tab stays, and its history row downloads the same file.
test("Download backup saves a new backup file, and its history row downloads the same bytes", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("backup-admin");
  await createAccountAndSignIn(page, testInfo.project.metadata.databaseUrl as string, {
    email,
    name: "Asha Verma",
    role: "admin",
    path: "/admin/backup",
  });
  await expect(page.getByRole("heading", { level: 1, name: "Backup" })).toBeVisible();

  const [made] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download backup" }).click(),
  ]);
  expect(made.suggestedFilename()).toMatch(/^site-backup-[\dT-]+-manual-[0-9a-f]{8}\.(sqlite|json)$/);
  const bytes = fs.readFileSync((await made.path()) ?? "");
  expect(bytes.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/admin\/backup$/);

  // Listed with who made it (this admin's address is unique to this test).
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Manual");
  const [again] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: /^Download/ }).click(),
  ]);
  expect(again.suggestedFilename()).toBe(made.suggestedFilename());
  expect(fs.readFileSync((await again.path()) ?? "").equals(bytes)).toBe(true);
  await expectNoAxeViolations(page, "main");
});
