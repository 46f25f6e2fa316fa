import type { Page } from "@playwright/test";
import { createUser, signIn } from "./admin-helpers";
import { AXE_LAYOUT_RULES, expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

// The admin's own frame on every screen, on a desktop and on a phone: no public header, footer or
// chat; nothing wider than the screen (wide tables scroll inside their own box); axe clean.
// Each screen is loaded once and seen at both widths (the window resized, as a phone's media queries
// see it); the screens are checked in two halves, so the two workers share them.
test.describe.configure({ timeout: 60_000 });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const SCREENS = [
  "/admin",
  "/admin/dashboard",
  "/admin/leads",
  "LEAD",
  "/admin/leads/new",
  "/admin/portfolio",
  "/admin/testimonials",
  "/admin/team",
  "/admin/blog",
  "/admin/comments",
  "/admin/contacts",
  "/admin/campaigns",
  "/admin/analytics",
  "/admin/seo",
  "/admin/media",
  "/admin/notifications",
  "/admin/backup",
  "/admin/settings",
  "/admin/users",
  "/admin/account",
];

const sections = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

/** What every admin screen shares, whatever the viewport. */
async function expectAdminFrame(page: Page, path: string) {
  await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Contact options" }), path).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" }), path).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
  // Every rule on a desktop; on a phone, the content being the same, the rules the layout decides.
  await expectNoAxeViolations(page, undefined, innerWidth < 768 ? AXE_LAYOUT_RULES : undefined);
}

/** A signed-in admin, and one lead (sent as a visitor would) for the lead page. */
async function signInAdmin(
  page: Page,
  databaseUrl: string,
  findLead: (e: string) => Promise<{ id?: unknown } | undefined>,
) {
  const leadEmail = uniqueEmail("shell-lead");
  const sent = await page.request.post("/api/leads", {
    data: {
      type: "contact",
      form: { name: "Kavya Nair", email: leadEmail, message: "Our claims team wants to automate intake.", website: "" },
    },
  });
  expect(sent.status()).toBe(201);
  const email = uniqueEmail("shell-admin");
  await createUser(databaseUrl, { email, name: "Neha Joshi", role: "admin" });
  await page.goto("/admin/login");
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Platforms" })).toBeVisible();
  return `/admin/leads/${(await findLead(leadEmail))?.id}`;
}

const HALVES = [SCREENS.slice(0, 10), SCREENS.slice(10)];

/** On a desktop: the sidebar lists the admin's sections in order with the user, and marks the current one. */
async function expectSidebar(page: Page) {
  await page.setViewportSize(DESKTOP);
  await sections(page).getByRole("link", { name: "Leads" }).click();
  await expect(page).toHaveURL("/admin/leads");
  await expect(sections(page).getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  await expect(sections(page).getByRole("link")).toHaveText([
    "Dashboard",
    "Leads",
    "Portfolio",
    "Testimonials",
    "Team",
    "Blog Posts",
    "Comments",
    "Contact Forms",
    "Email Campaigns",
    "Analytics",
    "SEO Tools",
    "Media",
    /^Notifications/,
    "Backup",
    "Settings",
    "Users",
    // After the spec's 15 tabs and Users: strategy calls (#38), the live chat inbox (#40), e-mail sequences (#39).
    "Calls",
    "Live chat",
    "Sequences",
  ]);
  await expect(page.getByText("Signed in as Neha Joshi (admin)")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Blog (opens in a new tab)" })).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("link", { name: "Your account" })).toHaveAttribute("href", "/admin/account");
  // The content column takes the width the sidebar leaves: far wider than the marketing column.
  const main = await page.getByRole("main").boundingBox();
  expect(main?.width).toBeGreaterThan(1100);
  // A lead that does not exist: said inside the frame.
  await page.goto("/admin/leads/no-such-lead");
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await expect(sections(page)).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
}

/** On a phone: the menu button opens the sections; Escape closes it and gives focus back. */
async function expectPhoneMenu(page: Page) {
  await page.setViewportSize(PHONE);
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(sections(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(sections(page)).toBeHidden();
  await expect(menu).toBeFocused();
  // By keyboard: open, choose a section; the menu closes on the new screen.
  await page.keyboard.press("Enter");
  await sections(page).getByRole("link", { name: "Contact Forms" }).click();
  await expect(page).toHaveURL("/admin/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Forms" })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
}

/** The loaded screen on a desktop, then on a phone: the frame, and where the sections are. */
async function expectFrameAtBothWidths(page: Page, path: string, signedIn: boolean) {
  await page.setViewportSize(DESKTOP);
  await expectAdminFrame(page, path);
  // Sections: in the sidebar on a desktop, behind the menu button on a phone.
  if (signedIn) {
    await expect(sections(page), path).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" }), path).toBeHidden();
  }
  await page.setViewportSize(PHONE);
  await expectAdminFrame(page, path);
  if (signedIn) {
    await expect(sections(page), path).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" }), path).toHaveAttribute("aria-expanded", "false");
  }
}

for (const [half, screens] of HALVES.entries()) {
  test(`admin screens ${half * 10 + 1}-${half * 10 + screens.length}`, async ({ page, findLead }, testInfo) => {
    test.setTimeout(120_000);
    const frame = "on a desktop and a phone: the admin frame, no public chrome, no sideways scroll";
    // Signed out: the gate and the (expired) setup link.
    if (half === 0)
      await test.step(`signed out, ${frame}`, async () => {
        for (const path of ["/admin/login", "/admin/setup"]) {
          await page.goto(path);
          await expectFrameAtBothWidths(page, path, false);
          await expect(sections(page)).toHaveCount(0);
        }
      });
    await test.step(`signed in, ${frame}`, async () => {
      await page.setViewportSize(DESKTOP);
      const leadPath = await signInAdmin(page, testInfo.project.metadata.databaseUrl as string, findLead);
      for (const screen of screens) {
        const path = screen === "LEAD" ? leadPath : screen;
        await page.goto(path);
        await expectFrameAtBothWidths(page, path, true);
      }
    });
    // Still signed in, on the last screen: each half goes on with one of the ways to the sections
    // (the second ends signed out).
    if (half === 0)
      await test.step("on a phone the menu button opens the sections, Escape closes it and gives focus back", () =>
        expectPhoneMenu(page));
    else
      await test.step("on a desktop the sidebar lists the sections in order with the user, marking the current", () =>
        expectSidebar(page));
  });
}

test("an editor opening an admin-only screen is told inside the admin frame, with their own sections", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("shell-editor");
  await createUser(testInfo.project.metadata.databaseUrl as string, {
    email,
    name: "Rohan Mehta",
    role: "editor",
  });
  await page.setViewportSize(DESKTOP);
  await page.goto("/admin/users");
  await signIn(page, email);
  await expect(page).toHaveURL("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Not available for your role" })).toBeVisible();
  await expect(page.getByText(/^Your role cannot use this part of the admin area\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expect(sections(page).getByRole("link")).toHaveText([
    "Dashboard",
    "Blog Posts",
    "Comments",
    "SEO Tools",
    "Media",
  ]);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The same on a fresh load, with the status a browser or proxy sees.
  const response = await page.goto("/admin/analytics");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Not available for your role" })).toBeVisible();
  await sections(page).getByRole("link", { name: "Blog Posts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
});
