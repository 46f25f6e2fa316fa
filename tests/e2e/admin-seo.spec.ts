import { PAGES } from "../../app/content/pages";
import { connectDatabase } from "../../server/db/connect";
import { insertPost } from "../factories";
import { createAccountAndSignIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, OPEN_DIALOG, test, uniqueEmail } from "./fixtures";

// SEO Tools in Chromium: an editor opens the tab, sees the audit with its problems first (a post that
// copies the Contact page's description is an error), follows the row's link to the post's edit form.
// Runs in project "sqlite-cms" (it adds a post; the blog specs count the seed articles).
const EDITOR_EMAIL = uniqueEmail("seo-editor");
const SLUG = `seo-audit-${Date.now().toString(36)}`;
const SEO_TITLE = "Vision models on packaging lines: what a pilot costs in 2026";

const dbOf = (testInfo: { project: { metadata: Record<string, unknown> } }) =>
  connectDatabase(testInfo.project.metadata.databaseUrl as string);

// biome-ignore lint/correctness/noEmptyPattern: Playwright hooks must destructure their fixtures
test.afterAll(async ({}, testInfo) => {
  const handle = dbOf(testInfo);
  await handle.db.deleteFrom("posts").where("slug", "=", SLUG).execute();
  await handle.close();
});

test("an editor sees the SEO audit, problems first, and opens a flagged post's form", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const handle = dbOf(testInfo);
  await insertPost(handle, {
    id: `e2e-${SLUG}`,
    slug: SLUG,
    title: "Computer vision on a packaging line",
    excerpt: "How a vision model caught defects before packing.",
    content: "## Results\n\nFewer defects.",
    category: "Case Studies",
    author: "Ravi Joshi",
    seo_title: SEO_TITLE,
    seo_description: PAGES["/contact"].description,
  });
  await handle.close();
  await createAccountAndSignIn(page, testInfo.project.metadata.databaseUrl as string, {
    email: EDITOR_EMAIL,
    name: "Ravi Joshi",
    role: "editor",
    path: "/admin/seo",
  });
  await expect(page.getByRole("heading", { level: 1, name: "SEO Tools" })).toBeVisible();
  await expect(page.getByText(/^\d{1,3}\/100$/)).toBeVisible();

  const table = page.getByRole("table", { name: /SEO check of every public page/ });
  const rows = table.locator("tbody tr");
  const results = await rows.locator("td:first-child").allInnerTexts();
  expect(results.length).toBeGreaterThan(Object.keys(PAGES).length);
  const rank = (r: string) => ["Error", "Warning", "OK"].indexOf(r.trim());
  expect(results.map(rank)).toEqual(results.map(rank).sort((a, b) => a - b));
  expect(results[0].trim()).toBe("Error");

  const postRow = rows.filter({ has: page.getByRole("link", { name: `/blog/${SLUG}`, exact: true }) });
  await expect(postRow.getByText("Error: Same description as /contact.")).toBeVisible();
  await expect(
    postRow.getByText("Warning: Title is 86 characters: search results cut it after about 60."),
  ).toBeVisible();
  // The screen is checked in full in admin-shell.spec.ts; here the findings table in <main>.
  await expectNoAxeViolations(page, "main");

  // The row's link opens the post's edit form with its SEO texts.
  await postRow.getByRole("link", { name: /Edit post/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Post" });
  await expect(dialog.getByLabel("SEO headline")).toHaveValue(SEO_TITLE);
  await expect(dialog.getByLabel("SEO description")).toHaveValue(PAGES["/contact"].description);
  await expectNoAxeViolations(page, OPEN_DIALOG);
});
