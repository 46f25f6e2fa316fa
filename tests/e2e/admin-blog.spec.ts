import { connectDatabase } from "../../server/db/connect";
import { createAccount, expect, expectNoAxeViolations, signInAt, test, uniqueEmail } from "./fixtures";

// The publishing journey: an editor signs in, writes a post in the Add New Post modal (the form names
// a missing Content), publishes it from the table, reads it on the public blog, then deletes it.
// Project "sqlite-cms" runs it after the other specs (they count the seed articles); alone: --no-deps.
const EDITOR_EMAIL = uniqueEmail("editor");
const PASSWORD = `Editor e2e ${Math.random().toString(36).slice(2, 10)} passphrase`;
const TITLE = `Computer vision on the Pithampur line ${Date.now().toString(36)}`;

// A failed run must not leave its post on the public blog for the next run's blog specs.
// biome-ignore lint/correctness/noEmptyPattern: Playwright hooks must destructure their fixtures
test.afterAll(async ({}, testInfo) => {
  const handle = connectDatabase(testInfo.project.metadata.databaseUrl as string);
  await handle.db.deleteFrom("posts").where("title", "=", TITLE).execute();
  await handle.close();
});

test("an editor writes a post, publishes it and opens it on the public blog", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const databaseUrl = testInfo.project.metadata.databaseUrl as string;
  createAccount(databaseUrl, { email: EDITOR_EMAIL, name: "Ravi Joshi", role: "editor", password: PASSWORD });
  await signInAt(page, "/admin/blog", EDITOR_EMAIL, PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Add New Post: the author comes from Settings; without content the form says which field is missing.
  await page.getByRole("button", { name: "Add New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Post" });
  await expect(dialog.getByLabel("Author")).not.toHaveValue("");
  await dialog.getByLabel("Title").fill(TITLE);
  await dialog.getByLabel("Category").selectOption("Case Studies");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Content");
  await expect(dialog.getByText("Content is required: write the post's text.")).toBeVisible();
  await expect(dialog.getByLabel("Content")).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.type("## Results\n\n- Defects caught before packing\n- [Talk to us](/contact)\n");
  await dialog.getByLabel("Excerpt").fill("How a vision model caught defects on a packaging line.");
  await dialog.getByLabel("Tags").fill("computer vision, manufacturing");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Created" })).toBeVisible();

  // Publish from the table: saved at once.
  const status = page.getByLabel(`Status of ${TITLE}`);
  await expect(status).toHaveValue("draft");
  await status.selectOption("published");
  const row = page.getByRole("row").filter({ hasText: TITLE });
  await expect(row.getByRole("link", { name: /^\/blog\// })).toBeVisible();

  // The public blog shows it at once.
  await page.goto("/blog");
  await page.getByRole("link", { name: TITLE }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Results", exact: true })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Defects caught before packing" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Talk to us" })).toHaveAttribute("href", "/contact");
  const articleUrl = page.url();
  // A like counts on the server and this browser remembers it after a reload.
  await page.getByRole("button", { name: "Like (0)" }).click();
  await expect(page.getByRole("button", { name: "Liked (1)" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Liked (1)" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Delete asks first, in an accessible dialog; the article is gone afterwards.
  await page.goto("/admin/blog");
  await page.getByRole("button", { name: `Delete ${TITLE}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete post" });
  await expect(confirm.getByText("Are you sure you want to delete this post?")).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: TITLE })).toHaveCount(0);
  const gone = await page.request.get(articleUrl);
  expect(gone.status()).toBe(404);
});
