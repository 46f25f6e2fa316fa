import fs from "node:fs";
import path from "node:path";
import { connectDatabase } from "../../server/db/connect";
import { headerOf, textOf } from "../api/outbox-peers";
import { createUser, signIn } from "./admin-helpers";
import { demoOutbox, emlFiles, expect, expectNoAxeViolations, OPEN_DIALOG, test, uniqueEmail } from "./fixtures";

// The campaign journey in demo mode (no SMTP_URL: every e-mail becomes an .eml file in OUTBOX_DIR):
// a reader subscribes and confirms from the confirmation e-mail's link, then an admin composes a
// campaign, previews it, sends it after the confirm dialog, and the .eml files carry the subject and
// the List-Unsubscribe headers. Duplicate and Delete draft close the loop.
const ADMIN_EMAIL = uniqueEmail("campaigns-admin");
const READER = uniqueEmail("reader");
const SUBJECT = `Three AI pilots that paid for themselves ${Date.now().toString(36)}`;

test("a reader confirms the newsletter, then an admin composes, previews and sends a campaign", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const databaseUrl = testInfo.project.metadata.databaseUrl as string;
  const outbox = demoOutbox(testInfo);
  await createUser(databaseUrl, { email: ADMIN_EMAIL, name: "Kavya Rao", role: "admin" });

  // Double opt-in: the sign-up's confirmation e-mail, its link, the page's button.
  const sent = await request.post("/api/leads", {
    data: { type: "newsletter", form: { email: READER, source: "blog" } },
  });
  expect(sent.status()).toBe(201);
  let confirmation = "";
  await expect
    .poll(() => {
      confirmation = emlFiles(outbox, (raw) => raw.includes(READER) && /confirm your subscription/i.test(raw))[0] ?? "";
      return confirmation;
    })
    .not.toBe("");
  const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(textOf(confirmation))?.[0] ?? "");
  // A plain server page (no React), so a tab without the fixture's wait for hydration.
  const mailLink = await page.context().newPage();
  await mailLink.goto(`${link.pathname}${link.search}`);
  await expect(mailLink.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  await expectNoAxeViolations(mailLink);
  await mailLink.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(mailLink.getByRole("heading", { level: 1, name: "Your subscription is confirmed" })).toBeVisible();
  await mailLink.close();

  await page.goto("/admin/campaigns");
  await signIn(page, ADMIN_EMAIL);
  await expect(page.getByRole("heading", { level: 1, name: "Email Campaigns" })).toBeVisible();
  // The screen is checked in full in admin-shell.spec.ts; here its list, then the dialogs.
  await expectNoAxeViolations(page, "main");

  // Compose: the form names what is missing, the preview shows the rendered Markdown.
  await page.getByRole("button", { name: "New Campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "New Campaign" });
  await dialog.getByLabel("Name").fill("November digest");
  await dialog.getByRole("button", { name: "Save Draft" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Subject, Message");
  await dialog.getByLabel("Subject").fill(SUBJECT);
  await dialog
    .getByLabel("Message")
    .fill("## Pilots that paid back\n\nRead the [case studies](https://narmadaai.in/portfolio) from Indore.");
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByRole("heading", { name: "Pilots that paid back" })).toBeVisible();
  await expectNoAxeViolations(page, OPEN_DIALOG);
  await dialog.getByRole("button", { name: "Save Draft" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: SUBJECT });
  await expect(row).toContainText("Draft");

  // Send, after the confirm dialog.
  await row.getByRole("button", { name: "Send November digest" }).click();
  const confirm = page.getByRole("dialog", { name: "Send campaign" });
  await expect(confirm).toContainText(SUBJECT);
  await expectNoAxeViolations(page, OPEN_DIALOG);
  await confirm.getByRole("button", { name: "Send now" }).click();
  await expect(row).toContainText("Sent", { timeout: 20_000 });

  const mails = emlFiles(outbox, (raw) => headerOf(raw, "Subject") === SUBJECT);
  const mine = mails.find((raw) => headerOf(raw, "To") === READER);
  expect(mine, "the confirmed reader's .eml").toBeDefined();
  expect(headerOf(mine ?? "", "List-Unsubscribe")).toMatch(
    /^<http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
  );
  expect(headerOf(mine ?? "", "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  // As many e-mails as the row counts recipients, each sent.
  await expect(row.getByRole("cell").nth(2)).toHaveText(String(mails.length));
  await expect(row.getByRole("cell").nth(3)).toHaveText(String(mails.length));

  // The mail server refused the reader on every attempt (as the sender records it): the row says so,
  // and Retry failed sends that one e-mail again.
  const handle = connectDatabase(databaseUrl);
  try {
    await handle.db
      .updateTable("campaign_recipients")
      .set({ status: "failed", attempts: 5, last_error: "550 mailbox unavailable" })
      .where("email", "=", READER.toLowerCase())
      .execute();
  } finally {
    await handle.close();
  }
  // Its first e-mail is gone from the demo outbox: the retry must write it again.
  const toReader = () =>
    fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith(".eml"))
      .filter((f) => {
        const raw = fs.readFileSync(path.join(outbox, f), "utf8");
        return headerOf(raw, "Subject") === SUBJECT && headerOf(raw, "To") === READER;
      });
  for (const f of toReader()) fs.rmSync(path.join(outbox, f));
  expect(toReader()).toEqual([]);
  await page.reload();
  await expect(row.getByRole("cell").nth(3)).toHaveText(`${mails.length - 1}1 failed`);
  await row.getByRole("button", { name: "Retry the failed e-mails of November digest" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Retrying 1 failed e-mail." })).toBeVisible();
  await expect(row.getByRole("cell").nth(3)).toHaveText(String(mails.length), { timeout: 20_000 });
  await expect.poll(() => toReader().length).toBe(1);
  await expect(row.getByRole("button", { name: /Retry the failed/ })).toHaveCount(0);

  // Duplicate makes a new draft; a draft can be deleted.
  await row.getByRole("button", { name: "Duplicate November digest" }).click();
  const copy = page.getByRole("row").filter({ hasText: "November digest (copy)" }).filter({ hasText: SUBJECT });
  await expect(copy).toContainText("Draft");
  await copy.getByRole("button", { name: "Delete November digest (copy)" }).click();
  await page.getByRole("dialog", { name: "Delete draft" }).getByRole("button", { name: "Delete" }).click();
  await expect(copy).toHaveCount(0);
});
