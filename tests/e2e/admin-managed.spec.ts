import { connectDatabase } from "../../server/db/connect";
import { bumpContentVersion } from "../../server/managed/version";
import { createAccountAndSignIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, OPEN_DIALOG, test, uniqueEmail } from "./fixtures";

// The managed-content journey: an admin edits a team member in the Team tab and sees the change on
// About; the Portfolio, Testimonials and Team tabs and their dialogs pass axe. Runs in the CMS project
// (after the read-only specs, which check the seed content); alone: --no-deps.
const ADMIN_EMAIL = uniqueEmail("content-admin");
const MEMBER = "Sneha Kulkarni";
const ROLE = "Principal Consultant, Digital Transformation";
const NEW_ROLE = `Head of Consulting ${Date.now().toString(36)}`;

// Put the seed member back, whatever happened, and tell every server the content changed.
// biome-ignore lint/correctness/noEmptyPattern: Playwright hooks must destructure their fixtures
test.afterAll(async ({}, testInfo) => {
  const handle = connectDatabase(testInfo.project.metadata.databaseUrl as string);
  await handle.db.updateTable("team_members").set({ role: ROLE }).where("name", "=", MEMBER).execute();
  await bumpContentVersion(handle.db);
  await handle.close();
});

test("an admin reorders by keyboard and edits a team member, seen on About, and the three tabs pass axe", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const databaseUrl = testInfo.project.metadata.databaseUrl as string;
  await createAccountAndSignIn(page, databaseUrl, {
    email: ADMIN_EMAIL,
    name: "Asha Patel",
    role: "admin",
    path: "/admin/portfolio",
  });
  await expect(page).toHaveURL(/\/admin\/portfolio$/);

  for (const [path, heading, add] of [
    ["/admin/portfolio", "Portfolio", "Add Project"],
    ["/admin/testimonials", "Testimonials", "Add Testimonial"],
    ["/admin/team", "Team", "Add Team Member"],
  ] as const) {
    if (!page.url().endsWith(path)) await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // Each screen is checked in full in admin-shell.spec.ts; here its table (in <main>) and dialogs.
    await expectNoAxeViolations(page, "main");
    await page.getByRole("button", { name: add }).click();
    const dialog = page.getByRole("dialog", { name: add });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, OPEN_DIALOG);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  }

  // The delete question is a dialog too; Cancel keeps the member.
  await page.getByRole("button", { name: `Delete ${MEMBER}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete team member" });
  await expect(confirm).toContainText("Are you sure you want to delete this team member?");
  await expectNoAxeViolations(page, OPEN_DIALOG);
  await confirm.getByRole("button", { name: "Cancel" }).click();

  // Ordering by keyboard: Enter on Move up swaps the member with the one above and keeps the focus;
  // Move down puts it back.
  const rowNames = () => page.locator("tbody tr td:first-child .font-semibold").allTextContents();
  const before = await rowNames();
  const at = before.indexOf(MEMBER);
  expect(at).toBeGreaterThan(0);
  const up = page.getByRole("button", { name: `Move ${MEMBER} up` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect.poll(rowNames).toEqual(before.toSpliced(at - 1, 2, MEMBER, before[at - 1]));
  await expect(up).toBeFocused();
  await page.getByRole("button", { name: `Move ${MEMBER} down` }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(rowNames).toEqual(before);

  await page.getByRole("button", { name: `Edit ${MEMBER}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Team Member" });
  await edit.getByLabel("Role").fill(NEW_ROLE);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(MEMBER) })).toContainText(NEW_ROLE);

  await page.goto("/about");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: MEMBER }) });
  await expect(card).toContainText(NEW_ROLE);
});
