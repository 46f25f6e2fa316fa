import { ALL_PATHS } from "../../app/lib/site-paths";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("axe finds no WCAG 2.2 AA violations", () => {
  for (const path of ALL_PATHS) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("unknown path (404)", async ({ page }) => {
    await page.goto("/no-such-page");
    await expectNoAxeViolations(page);
  });
});

test.describe("axe with widgets open", () => {
  test("desktop menu, contact fan-out and chat panel", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Contact options" }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Chatbot" }).click();
    await expectNoAxeViolations(page);
  });

  test("error toast and invalid fields", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Please fill in all required fields");
    await expectNoAxeViolations(page);
  });

  test.describe("small screens", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("open mobile menu", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#mobile-menu").getByRole("button", { name: "Services" }).click();
      await expectNoAxeViolations(page);
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
