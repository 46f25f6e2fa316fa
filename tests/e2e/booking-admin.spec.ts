import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { connectDatabase } from "../../server/db/connect";
import { addUser } from "../factories";
import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, TOASTS, test, uniqueEmail } from "./fixtures";

// The team marks a strategy call held (issue #38): a sales user signs in, opens Calls from the
// sidebar, finds the call that started half an hour ago in today's table (IST) and marks it held with
// the keyboard only; the lead's timeline says so. axe checks the Calls and Availability screens.

const SALES_EMAIL = uniqueEmail("sales");
const SALES_NAME = "Meera Nair";
const LEAD_NAME = `Arjun Desai ${Date.now().toString(36)}`;

/** "10:00 AM" in IST (UTC+5:30 all year) for an instant. */
function istTime(ms: number) {
  const d = new Date(ms + 330 * 60_000);
  const h = d.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${String(d.getUTCMinutes()).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** Tab until `target` has focus: every step a key press, as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

let start = 0;
let leadId = "";

// A sales user, and a call of theirs that started 30 minutes ago (on the half hour, as slots are).
// biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies
test.beforeAll(async ({}, testInfo) => {
  const handle = connectDatabase(testInfo.project.metadata.databaseUrl as string);
  try {
    const consultant = await addUser(handle, SALES_EMAIL, "sales", "active", SALES_NAME);
    start = Math.floor((Date.now() - 30 * 60_000) / 1_800_000) * 1_800_000;
    leadId = randomUUID();
    const now = new Date().toISOString();
    await handle.db
      .insertInto("leads")
      .values({
        id: leadId,
        type: "get_started",
        name: LEAD_NAME,
        email: uniqueEmail("call-lead"),
        company: "Desai Textiles",
        phone: null,
        value: null,
        payload: JSON.stringify({ name: LEAD_NAME, outcomes: ["Reduce Costs"] }),
        created_at: now,
      })
      .execute();
    await handle.db
      .insertInto("bookings")
      .values({
        id: randomUUID(),
        lead_id: leadId,
        consultant_id: consultant,
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + 30 * 60_000).toISOString(),
        zone: "Asia/Kolkata",
        status: "booked",
        sequence: 0,
        mailbox_hash: randomUUID().replace(/-/g, ""),
        created_at: now,
        updated_at: now,
      })
      .execute();
  } finally {
    await handle.close();
  }
});

test("the team marks the call held with the keyboard, and the lead's timeline says so", async ({ page }) => {
  test.setTimeout(90_000);
  const which = `${LEAD_NAME} at ${istTime(start)}`;

  await test.step("a sales user's sidebar holds Dashboard, Leads, Calls and Live chat", async () => {
    await page.goto("/admin/dashboard");
    await signIn(page, SALES_EMAIL);
    const sections = page.getByRole("navigation", { name: "Admin sections" });
    await expect(sections.getByRole("link")).toHaveText(["Dashboard", "Leads", "Calls", "Live chat"]);
    await tabTo(page, sections.getByRole("link", { name: "Calls" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Calls" })).toBeVisible();
    await expect(page).toHaveURL("/admin/calls");
  });

  const row = page.getByRole("row").filter({ hasText: LEAD_NAME });
  await test.step("the call is listed with its time in IST, consultant and status", async () => {
    await expect(row.getByRole("cell").nth(0)).toHaveText(istTime(start));
    await expect(row.getByRole("link", { name: LEAD_NAME })).toHaveAttribute("href", `/admin/leads/${leadId}`);
    await expect(row.getByRole("cell").nth(2)).toHaveText(SALES_NAME);
    await expect(row.getByRole("cell").nth(3)).toHaveText("Booked");
    await expectNoAxeViolations(page, "main");
  });

  await test.step("Tab to Mark held and press Enter: a toast, and the status reads Held", async () => {
    await tabTo(page, page.getByRole("button", { name: `Mark held for ${which}` }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "is marked held." })).toBeVisible();
    await expect(row.getByRole("cell").nth(3)).toHaveText("Held");
    // Held once; a no-show mark is still offered, to correct it.
    await expect(page.getByRole("button", { name: `Mark held for ${which}` })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Mark no-show for ${which}` })).toBeVisible();
    await expectNoAxeViolations(page, `main, ${TOASTS}`);
  });

  await test.step("the lead's timeline reads the mark with the consultant", async () => {
    await row.getByRole("link", { name: LEAD_NAME }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: LEAD_NAME })).toBeVisible();
    await expect(page.getByText(/^Strategy call on .* with Meera Nair marked held$/)).toBeVisible();
  });

  await test.step("Availability opens from the Calls pages and passes axe", async () => {
    await page.goto("/admin/calls");
    await page
      .getByRole("navigation", { name: "Calls pages" })
      .getByRole("link", { name: /Availability/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Company holidays" })).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });
});
