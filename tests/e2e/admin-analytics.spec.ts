import { connectDatabase } from "../../server/db/connect";
import { TEST_PASSWORD } from "../factories";
import { createUser } from "./admin-helpers";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

// Cookieless analytics end to end: a visitor arriving from another site reads two pages (the second by
// client-side navigation), then an admin opens the Analytics tab and finds both views, the referrer,
// the time on the first page and no bounce.
// Project "sqlite-cms" runs it after the other specs, which visit pages and replace the accounts.
const ADMIN_EMAIL = uniqueEmail("analyst");
const PARTNER = `partner-${Date.now().toString(36)}.example.org`;

test("a visitor's two page views appear in the admin Analytics tab", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const databaseUrl = testInfo.project.metadata.databaseUrl as string;
  const handle = connectDatabase(databaseUrl);
  await handle.db.deleteFrom("page_views").execute();
  await handle.close();

  // The visitor: no cookie, a link from a partner's site, then the header's About link.
  const beacon = () => page.waitForResponse((r) => r.url().endsWith("/api/page-views") && r.status() === 204);
  let sent = beacon();
  await page.goto("/portfolio", { referer: `https://${PARTNER}/our-vendors?ref=newsletter` });
  await sent;
  sent = beacon();
  // Leaving /portfolio reports how long it was visible, once.
  const timeSent = page.waitForResponse((r) => r.url().endsWith("/api/page-views/time") && r.status() === 204);
  await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await sent;
  await timeSent;
  expect(await page.context().cookies()).toEqual([]);
  const chatted = await page.request.post("/api/chat", {
    data: { message: `I'm Ravi Patel, ${uniqueEmail("analytics-chat")}` },
  });
  expect(chatted.status()).toBe(200);

  // The admin, in a browser of their own (their own reading is never counted).
  await createUser(databaseUrl, { email: ADMIN_EMAIL, name: "Asha Verma", role: "admin" });
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await context.newPage();
  await admin.goto("/admin/analytics");
  await admin.getByLabel("Email").fill(ADMIN_EMAIL);
  await admin.getByLabel("Password").fill(TEST_PASSWORD);
  await admin.getByRole("button", { name: /sign in/i }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();

  // 30 days unless the URL says otherwise; the choice is kept in the URL.
  const range = admin.getByRole("navigation", { name: "Date range" });
  await expect(range.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  await range.getByRole("link", { name: "7 days" }).click();
  await expect(admin).toHaveURL(/\?days=7$/);
  await expect(range.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  const pages = admin.getByRole("table", { name: "Top pages" });
  await expect(pages.getByRole("row", { name: "/portfolio 1 1" })).toBeVisible();
  await expect(pages.getByRole("row", { name: "/about 1 1" })).toBeVisible();
  await expect(
    admin.getByRole("table", { name: "Top referrers" }).getByRole("row", { name: `${PARTNER} 1` }),
  ).toBeVisible();
  // One visitor with two pages: no bounce; the time on /portfolio as minutes:seconds.
  const figure = (label: string) => admin.locator("dl > div").filter({ has: admin.getByText(label, { exact: true }) });
  await expect(figure("Bounce rate").locator("dd")).toHaveText("0%");
  await expect(figure("Average time").locator("dd")).toHaveText(/^\d+:\d\d$/);
  await expect(admin.getByRole("img", { name: "Page views and unique visitors per day" })).toBeVisible();
  // The screen is checked in full in admin-shell.spec.ts; here its figures with data, in <main>.
  await expectNoAxeViolations(admin, "main");

  // The day-by-day table is there for those who cannot see the chart.
  await range.getByRole("link", { name: "90 days" }).click();
  await expect(admin).toHaveURL(/\?days=90$/);
  await expect(range.getByRole("link", { name: "90 days" })).toHaveAttribute("aria-current", "page");
  await admin.getByText("The same numbers as a table").click();
  await expect(admin.getByRole("table", { name: "Views and visitors per day" }).getByRole("row")).toHaveCount(91);
  // The visitor's chat left an e-mail address, so at least one conversation of the range did.
  const chat = admin.getByRole("region", { name: "Chat assistant" });
  await expect(chat.getByRole("definition")).toHaveText(
    /^[1-9]\d* % \([1-9][\d,]* of [1-9][\d,]* in the last 90 days\)$/,
  );
  await expectNoAxeViolations(admin, "main");
  await context.close();
});
