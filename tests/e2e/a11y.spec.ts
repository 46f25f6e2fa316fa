import { ALL_PATHS } from "../../app/lib/site-paths";
import { CONTACT_WIDGETS, expect, expectNoAxeViolations, SITE_HEADER, TOASTS, test } from "./fixtures";

// Each page loaded once: axe, and no CSP violation or other console error while it loads and runs
// (the pages that load the most, the home, contact, blog and about pages, also until the network is idle).
const UNTIL_IDLE: readonly string[] = ["/", "/contact", "/blog", "/about"];

test.describe("each page passes axe (WCAG 2.2 AA) and runs with no CSP violation or console error", () => {
  for (const path of ALL_PATHS) {
    test(path, async ({ page }) => {
      const problems: string[] = [];
      // Chromium may also ask for /favicon.ico on its own: public/favicon.ico answers it.
      page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
      page.on("pageerror", (e) => problems.push(e.message));
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      if (UNTIL_IDLE.includes(path)) await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }
  // The unknown path (404): routes.spec.ts, with what it shows.
});

// The page under each widget is checked in full by the sweep above: these passes look at what opening
// the widget added or changed (the header, the floating contact button and chat panel, the form and toast).
test.describe("axe with widgets open", () => {
  test("one load of the contact page", async ({ page }) => {
    await page.goto("/contact");
    await test.step("the desktop menu open", async () => {
      const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
      await services.click();
      await expect(services).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page, SITE_HEADER);
      await page.keyboard.press("Escape");
    });
    await test.step("the contact fan-out open", async () => {
      await page.getByRole("button", { name: "Contact options" }).click();
      await expect(page.getByRole("link", { name: "Call Us" })).toBeVisible();
      await expectNoAxeViolations(page, CONTACT_WIDGETS);
    });
    await test.step("the chat panel open", async () => {
      await page.getByRole("button", { name: "Chatbot" }).click();
      await expect(page.getByRole("dialog", { name: /Assistant/ })).toBeVisible();
      await expectNoAxeViolations(page, CONTACT_WIDGETS);
      await page.getByRole("button", { name: "Close chat" }).click();
    });
    await test.step("an error toast and invalid fields", async () => {
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("alert")).toContainText("Please fill in all required fields");
      await expectNoAxeViolations(page, `main form, ${TOASTS}`);
    });
  });

  test.describe("small screens", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("open mobile menu", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const services = page.locator("#mobile-menu").getByRole("button", { name: "Services" });
      await services.click();
      await expect(services).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page, SITE_HEADER);
    });
  });

  test.describe("first visit", () => {
    test.use({ showSplash: true });
    test("with the splash showing", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("splash")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
