import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, SHOWN_TABS, test } from "./fixtures";

// Expected texts from app/content/about.ts.
const TABS = ["Vision & Mission", "Our Values", "Philosophy"];
const VALUES = ["Fairness", "Thoughtfulness", "Empathy", "Explore", "Recognition"];

const tablist = (page: Page) => page.getByRole("tablist", { name: "About us" });
const tab = (page: Page, name: string) => tablist(page).getByRole("tab", { name });
const panel = (page: Page) => page.getByRole("tabpanel");

async function expectSelected(page: Page, name: string) {
  for (const t of TABS) await expect(tab(page, t)).toHaveAttribute("aria-selected", String(t === name));
  await expect(panel(page)).toHaveAccessibleName(name);
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
});

// One load of /about, in steps. Axe on the tabs after a click: the first tab is the page as loaded, in
// the a11y.spec.ts sweep, and a click changes only the tabs and the panel.
test("one load of the about page", async ({ page }) => {
  await test.step("four statistics, including 50+ team members and 10+ years", async () => {
    const stats = page.getByRole("region", { name: "Our story in numbers" });
    await expect(stats).toMatchAriaSnapshot(`
      - term: Happy Clients
      - definition: 500+
      - term: Team Members
      - definition: 50+
      - term: Years of Experience
      - definition: 10+
      - term: Projects Delivered
      - definition: 50+
    `);
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByTestId("counter")).toHaveText(["500+", "50+", "10+", "50+"], { timeout: 5000 });
  });

  await test.step("Vision & Mission is selected by default", async () => {
    await expect(tablist(page).getByRole("tab")).toHaveText(TABS);
    await expectSelected(page, "Vision & Mission");
    await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(["Our Vision", "Our Mission"]);
  });

  await test.step("a click on a tab shows its panel: five values, then ten 'We are' statements", async () => {
    await tab(page, "Our Values").click();
    await expectSelected(page, "Our Values");
    await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(VALUES);
    await expectNoAxeViolations(page, SHOWN_TABS);

    await tab(page, "Philosophy").click();
    await expectSelected(page, "Philosophy");
    await expectNoAxeViolations(page, SHOWN_TABS);
    const statements = panel(page).getByRole("listitem");
    await expect(statements).toHaveCount(10);
    for (const text of await statements.allInnerTexts()) expect(text).toMatch(/^\d+\s+We are /);
    await expect(statements.first()).toContainText(
      "We are outcome-driven: every project starts with a metric the business cares about.",
    );

    await tab(page, "Vision & Mission").click();
    await expectSelected(page, "Vision & Mission");
  });

  await test.step("by keyboard alone, arrows, Home and End move and select, and Tab goes on to the panel", async () => {
    // Reach the tab list from the page's heading, by Tab alone.
    await page.getByRole("heading", { level: 1 }).click();
    let guard = 0;
    while (!(await tab(page, "Vision & Mission").evaluate((el) => el === document.activeElement)) && guard++ < 40) {
      await page.keyboard.press("Tab");
    }
    await expect(tab(page, "Vision & Mission")).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Our Values")).toBeFocused();
    await expectSelected(page, "Our Values");
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "Philosophy");
    await page.keyboard.press("ArrowRight"); // wraps around
    await expectSelected(page, "Vision & Mission");
    await page.keyboard.press("ArrowLeft"); // and back
    await expect(tab(page, "Philosophy")).toBeFocused();
    await expectSelected(page, "Philosophy");
    await page.keyboard.press("Home");
    await expect(tab(page, "Vision & Mission")).toBeFocused();
    await expectSelected(page, "Vision & Mission");
    await page.keyboard.press("End");
    await expect(tab(page, "Philosophy")).toBeFocused();
    await expectSelected(page, "Philosophy");

    // One tab stop for the list: Tab moves to the panel.
    await page.keyboard.press("Tab");
    await expect(panel(page)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(tab(page, "Philosophy")).toBeFocused();
  });

  // Last, as it leaves the page.
  await test.step("the call to action leads to the contact page and the portfolio", async () => {
    const cta = page.getByRole("region", { name: "Let's build what's next, together" });
    await expect(cta.getByRole("link", { name: "Start a Conversation" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "See Our Work" })).toHaveAttribute("href", "/portfolio");
    await cta.getByRole("link", { name: "See Our Work" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solution portfolio");
  });
});
