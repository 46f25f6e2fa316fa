import fs from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { connectDatabase } from "../../server/db/connect";
import { createAccountAndSignIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, OPEN_DIALOG, TOASTS, test, uniqueEmail } from "./fixtures";

// The publishing journey: an editor signs in, writes a post in the Add New Post modal (the form names
// a missing Content), publishes it from the table, reads it on the public blog, then deletes it.
// Project "sqlite-cms" runs it after the other specs (they count the seed articles); alone: --no-deps.
const EDITOR_EMAIL = uniqueEmail("editor");
const TITLE = `Computer vision on the Pithampur line ${Date.now().toString(36)}`;
const RUN = Math.random().toString(36).slice(2, 8);
const MEDIA_TITLE = `Predictive maintenance for Dewas pumps ${RUN}`;
const IMAGE_FILE = `dewas-pump-${RUN}.png`;
const SPARE_FILE = `spare-${RUN}.gif`;
const IMAGE_ALT = "A pump with a vibration sensor on its housing";

// A failed run must not leave its post on the public blog for the next run's blog specs.
// biome-ignore lint/correctness/noEmptyPattern: Playwright hooks must destructure their fixtures
test.afterAll(async ({}, testInfo) => {
  const handle = connectDatabase(testInfo.project.metadata.databaseUrl as string);
  const posts = await handle.db.selectFrom("posts").select("id").where("title", "in", [TITLE, MEDIA_TITLE]).execute();
  if (posts.length)
    await handle.db
      .deleteFrom("comments")
      .where(
        "post_id",
        "in",
        posts.map((p) => p.id),
      )
      .execute();
  await handle.db.deleteFrom("posts").where("title", "in", [TITLE, MEDIA_TITLE]).execute();
  await handle.db.deleteFrom("media").where("file_name", "in", [IMAGE_FILE, SPARE_FILE]).execute();
  await handle.close();
});

/** A new editor account from the CLI the team uses, signed in at `path`. */
async function signInAsNewEditor(page: Page, testInfo: TestInfo, email: string, path: string) {
  await createAccountAndSignIn(page, testInfo.project.metadata.databaseUrl as string, {
    email,
    name: "Ravi Joshi",
    role: "editor",
    path,
  });
}

test("an editor writes a post, publishes it and opens it on the public blog", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsNewEditor(page, testInfo, EDITOR_EMAIL, "/admin/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
  // Every admin screen is checked in full in admin-shell.spec.ts (the editor's frame too): the passes
  // here look at what this journey changes, the list in <main>, a dialog, a toast, the article.
  await expectNoAxeViolations(page, "main");

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
  await expectNoAxeViolations(page, OPEN_DIALOG);

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
  // An article page is checked in full in blog.spec.ts: this one's own content is in <main>.
  await expectNoAxeViolations(page, "main");

  // Delete asks first, in an accessible dialog; the article is gone afterwards.
  await page.goto("/admin/blog");
  await page.getByRole("button", { name: `Delete ${TITLE}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete post" });
  await expect(confirm.getByText("Are you sure you want to delete this post?")).toBeVisible();
  await expectNoAxeViolations(page, OPEN_DIALOG);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: TITLE })).toHaveCount(0);
  const gone = await page.request.get(articleUrl);
  expect(gone.status()).toBe(404);
});

test("an editor publishes a post with an uploaded image, and a visitor's comment shows once approved", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsNewEditor(page, testInfo, uniqueEmail("media-editor"), "/admin/blog");
  await page.getByRole("button", { name: "Add New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Post" });

  // The form filled from the keyboard: Tab from field to field, type-ahead in the selects.
  await dialog.getByLabel("Title").focus();
  await page.keyboard.type(MEDIA_TITLE);
  await page.keyboard.press("Tab"); // Slug: made from the title
  await page.keyboard.press("Tab"); // Author: from Settings
  await page.keyboard.press("Tab");
  await page.keyboard.type("Case Studies");
  await expect(dialog.getByLabel("Category")).toHaveValue("Case Studies");
  await page.keyboard.press("Tab");
  await page.keyboard.type("## What we measured\n\nBearing vibration, every ten minutes.");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Sensors that warn a week before a pump fails.");
  await page.keyboard.press("Tab");
  await page.keyboard.type("maintenance, IoT");

  // The image: uploaded from this computer through the Media picker.
  const picker = dialog.getByRole("group", { name: "Image" });
  await expect(picker.getByText("No image chosen.")).toBeVisible();
  await picker.getByLabel("Upload a new image").setInputFiles({
    name: IMAGE_FILE,
    mimeType: "image/png",
    buffer: fs.readFileSync("tests/fixtures/media/cover-64x36.png"),
  });
  await expect(picker.getByText(new RegExp(`Chosen: /media/[0-9a-f-]+/${IMAGE_FILE}`))).toBeVisible();
  await picker.getByRole("button", { name: "Choose from library" }).press("Enter");
  await expect(picker.getByRole("radio", { name: new RegExp(IMAGE_FILE) })).toBeChecked();
  await dialog.getByLabel("Image alt text").focus();
  await page.keyboard.type(IMAGE_ALT);
  await page.keyboard.press("Tab"); // SEO headline: optional, left empty
  await page.keyboard.press("Tab"); // SEO description: optional, left empty
  await page.keyboard.press("Tab"); // Status
  await page.keyboard.type("Published");
  await expect(dialog.getByLabel("Status")).toHaveValue("published");
  await expectNoAxeViolations(page, OPEN_DIALOG);
  await dialog.getByRole("button", { name: "Create Post" }).press("Enter");
  await expect(dialog).toBeHidden();

  // The Media tab lists the image with its size and where it is used; a used image has no Delete.
  await page.goto("/admin/media");
  const row = page.getByRole("row").filter({ hasText: IMAGE_FILE });
  await expect(row).toContainText("64×36");
  await expect(row.getByRole("link", { name: `Blog post image: “${MEDIA_TITLE}”` })).toBeVisible();
  await expect(row.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  // An SVG is refused with the reason; an unused GIF uploads and can be deleted after a confirm dialog.
  const uploadInput = page.getByLabel("Upload an image");
  await uploadInput.setInputFiles("tests/fixtures/media/logo.svg");
  await expect(page.getByRole("alert").filter({ hasText: "SVG is not accepted" })).toBeVisible();
  await uploadInput.setInputFiles({
    name: SPARE_FILE,
    mimeType: "image/gif",
    buffer: fs.readFileSync("tests/fixtures/media/dot-5x3.gif"),
  });
  const spare = page.getByRole("row").filter({ hasText: SPARE_FILE });
  await expect(spare).toContainText("5×3");
  await expect(spare).toContainText("Not used");
  await expectNoAxeViolations(page, `main, ${TOASTS}`);
  await spare.getByRole("button", { name: `Delete ${SPARE_FILE}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete image" });
  await expect(confirm.getByText("Are you sure you want to delete this image?")).toBeVisible();
  await expectNoAxeViolations(page, OPEN_DIALOG);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(spare).toHaveCount(0);

  // The public article shows the image with its alt text.
  await page.goto("/blog");
  await page.getByRole("link", { name: MEDIA_TITLE }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: MEDIA_TITLE })).toBeVisible();
  const image = page.getByRole("img", { name: IMAGE_ALT });
  await expect(image).toHaveAttribute("src", new RegExp(`^/media/[0-9a-f-]+/${IMAGE_FILE}$`));
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  const articleUrl = page.url();

  // A visitor (no session) comments; it waits for review.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(articleUrl);
  await visitor.getByLabel("Name").fill("Meera Iyer");
  await visitor.getByLabel("Email").fill("meera@example.com");
  await visitor
    .getByRole("textbox", { name: "Comment" })
    .fill("We run the same pumps in Pithampur. Which sensor did you use?");
  await visitor.getByRole("button", { name: "Post Comment" }).click();
  await expect(visitor.getByText("Your comment will appear once our team has reviewed it.")).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Comments (0)" })).toBeVisible();

  // The editor approves it in the Comments tab; it then shows under the article.
  await page.goto("/admin/comments");
  await expect(page.getByText("We run the same pumps in Pithampur.")).toBeVisible();
  await expectNoAxeViolations(page, "main");
  await page.getByRole("button", { name: "Approve the comment by Meera Iyer" }).first().click();
  await expect(page.getByRole("button", { name: "Approve the comment by Meera Iyer" }).first()).toBeDisabled();
  await visitor.goto(articleUrl);
  await expect(visitor.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  await expect(visitor.getByText("We run the same pumps in Pithampur. Which sensor did you use?")).toBeVisible();
  await expect(visitor.getByText("meera@example.com")).toHaveCount(0);
  // The visitor likes the comment: the button is pressed and the server's count shows.
  const likeComment = visitor.getByRole("button", { name: "Like the comment by Meera Iyer" });
  await expect(likeComment).toHaveAccessibleName("Like the comment by Meera Iyer (0)");
  await expect(visitor.locator("html")).toHaveAttribute("data-hydrated", "true");
  await likeComment.click();
  await expect(likeComment).toHaveAttribute("aria-pressed", "true");
  await expect(likeComment).toHaveAccessibleName("Like the comment by Meera Iyer (1)");
  await visitorContext.close();
});
