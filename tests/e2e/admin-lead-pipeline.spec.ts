import type { Locator, Page } from "@playwright/test";
import { connectDatabase } from "../../server/db/connect";
import { insertLead, TEST_PASSWORD } from "../factories";
import { createUser } from "./admin-helpers";
import { expect, test, uniqueEmail } from "./fixtures";

// The lead pipeline by keyboard alone: an admin assigns a lead to themself, sets a follow-up and adds a
// note, and the timeline shows all three in order with their name. Project "sqlite-cms" runs it after
// the specs that replace the accounts.
test.use({ locale: "en-US" });

/** Moves the focus to a control (as Tab would) and presses a key on it: no pointer anywhere. */
async function press(control: Locator, key = "Enter") {
  await control.focus();
  await control.page().keyboard.press(key);
}

async function typeInto(page: Page, control: Locator, text: string) {
  await control.focus();
  await page.keyboard.type(text);
}

test("by keyboard alone an admin takes a lead, sets a follow-up and adds a note, all three on the timeline", async ({
  page,
}, testInfo) => {
  const databaseUrl = testInfo.project.metadata.databaseUrl as string;
  const email = uniqueEmail("pipeline-admin");
  await createUser(databaseUrl, { email, name: "Meera Kulkarni", role: "admin" });
  const id = `e2e-pipeline-${Date.now()}`;
  const handle = connectDatabase(databaseUrl);
  await insertLead(handle, {
    id,
    type: "contact",
    name: "Rohan Deshpande",
    email: uniqueEmail("pipeline-lead"),
    company: "Deshpande Agritech",
    payload: { message: "We want demand forecasting for our cold chain." },
    createdAt: new Date().toISOString(),
  });
  await handle.close();

  await page.goto(`/admin/leads/${id}`);
  await typeInto(page, page.getByLabel("Email"), email);
  await typeInto(page, page.getByLabel("Password"), TEST_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Rohan Deshpande" })).toBeVisible();

  await press(page.getByRole("button", { name: "Assign to me" }));
  const panel = page.getByRole("region", { name: "Owner and follow-up" });
  await expect(panel.getByText("Owner: Meera Kulkarni")).toBeVisible();

  // Chromium's date field in en-US takes month, day and year as typed digits.
  await typeInto(page, panel.getByLabel("Follow-up date"), "01152030");
  await press(panel.getByRole("button", { name: "Save follow-up" }));
  await expect(panel.getByText("Follow up on 2030-01-15.")).toBeVisible();

  await typeInto(page, page.getByLabel("New note"), "Called Rohan; he wants a pilot before the monsoon.");
  await press(page.getByRole("button", { name: "Add note" }));

  const timeline = page.getByRole("list", { name: "Timeline, oldest first" }).getByRole("listitem");
  await expect(timeline).toHaveCount(3);
  await expect(timeline.nth(0)).toContainText("Meera Kulkarni");
  await expect(timeline.nth(0)).toContainText("Assigned to Meera Kulkarni");
  await expect(timeline.nth(1)).toContainText("Follow-up set for 2030-01-15");
  await expect(timeline.nth(2)).toContainText("Note added: Called Rohan; he wants a pilot before the monsoon.");
});
