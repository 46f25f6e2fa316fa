import { expect, expectNoAxeViolations, OPEN_DIALOG, SHOWN_TABS, test } from "./fixtures";

// Several axe passes per test on a shared two-core machine: allow more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

// AI Use-Case Identification: methodology, category tabs, the use-case modal and its ways out.

const CATEGORIES = [
  ["Automation", ["Invoice Processing", "Customer Support Triage", "HR Onboarding Assistant"]],
  ["Analytics", ["Demand Forecasting", "Churn Prediction", "Credit Risk Scoring"]],
  ["Personalisation", ["Product Recommendations", "Dynamic Pricing", "Personalised Campaigns"]],
  ["Quality", ["Visual Defect Detection", "Fraud Detection", "Document Compliance Checks"]],
] as const;

test.describe("AI Use-Case Identification", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/services/consulting/use-cases");
    await expect(page.getByRole("heading", { level: 1, name: "AI use-case identification" })).toBeVisible();
  });

  test("one load of the use-case page", async ({ page }) => {
    await test.step("shows five methodology steps and four industries", async () => {
      // Read first, on the same load: the clicks below change only the category tabs.
      const steps = page.getByRole("region", { name: "Our five-step methodology" }).getByRole("listitem");
      await expect(steps).toHaveCount(5);
      await expect(steps.first()).toContainText("Step 1");
      const industries = page.getByRole("region", { name: "Industry applications" });
      await expect(industries.getByRole("heading", { level: 3 })).toHaveText([
        "Healthcare",
        "Finance",
        "Retail",
        "Manufacturing",
      ]);
    });

    await test.step("Automation is the category selected first", async () => {
      const tabs = page.getByRole("tablist", { name: "Use-case categories" }).getByRole("tab");
      await expect(tabs).toHaveText(CATEGORIES.map(([label]) => label));
      await expect(page.getByRole("tab", { name: "Automation" })).toHaveAttribute("aria-selected", "true");
    });

    await test.step("every category shows three cards with complexity, timeline and ROI", async () => {
      for (const [label, titles] of CATEGORIES) {
        await page.getByRole("tab", { name: label }).click();
        const panel = page.getByRole("tabpanel", { name: label });
        const cards = panel.getByRole("list").first().locator(":scope > li");
        await expect(cards).toHaveCount(3);
        await expect(panel.getByRole("button")).toHaveText([...titles]);
        for (let i = 0; i < 3; i++) {
          const card = cards.nth(i);
          await expect(card.getByRole("definition").nth(0)).toHaveText(/^(Low|Medium|High)$/);
          await expect(card.getByRole("definition").nth(1)).toHaveText(/^[2-8] weeks$/);
          const roi = Number((await card.getByRole("definition").nth(2).textContent())?.replace("%", ""));
          expect(roi).toBeGreaterThanOrEqual(250);
          expect(roi).toBeLessThanOrEqual(600);
        }
      }
      await expect(page.getByRole("button", { name: "Invoice Processing" })).toHaveCount(0);
      // The page is checked in full by a11y.spec.ts; the tab clicks changed only the tabs and the panel.
      await expectNoAxeViolations(page, SHOWN_TABS);
    });
  });

  // The last step leaves the page.
  test("the use-case modal", async ({ page }) => {
    const card = page.getByRole("button", { name: "Invoice Processing" });
    const dialog = page.getByRole("dialog", { name: "Invoice Processing" });

    await test.step("a card opens its modal with the use case's details", async () => {
      await card.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("matches them to purchase orders");
      await expect(dialog.getByRole("heading", { name: "Key benefits" })).toBeVisible();
      await expect(dialog).toContainText("Low");
      await expect(dialog).toContainText("4 weeks");
      await expect(dialog).toContainText("Expected ROI");
      await expect(dialog).toContainText("320%");
      await expect(dialog.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/get-started");
      const learnMore = new URL(
        (await dialog.getByRole("link", { name: "Learn More" }).getAttribute("href")) ?? "",
        "http://x",
      );
      expect(learnMore.pathname).toBe("/contact");
      expect(learnMore.searchParams.get("service")).toBe("AI Integration");
      expect(learnMore.searchParams.get("message")).toContain("Invoice Processing");
      await expectNoAxeViolations(page, OPEN_DIALOG);
    });

    await test.step("X closes it and focus returns to the card", async () => {
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
    });

    await test.step("Escape closes it and focus returns to the card", async () => {
      await card.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
    });

    await test.step("a click on the backdrop closes it and focus returns to the card", async () => {
      await card.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(8, 8); // the backdrop, outside the panel
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
    });

    await test.step("a click anywhere on a card, or Enter, opens it", async () => {
      await page.getByRole("tab", { name: "Quality" }).click();
      // The middle of the card (its metrics), not the title.
      await page
        .getByRole("tabpanel", { name: "Quality" })
        .getByRole("listitem")
        .filter({ hasText: "Fraud Detection" })
        .click();
      await expect(page.getByRole("dialog", { name: "Fraud Detection" })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Document Compliance Checks" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog", { name: "Document Compliance Checks" })).toContainText("2 weeks");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Document Compliance Checks" })).toBeHidden();
    });

    await test.step("the hero buttons lead to Get Started and the contact form", async () => {
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Start Your Assessment" }).first()).toHaveAttribute(
        "href",
        "/get-started",
      );
      const consult = await main.getByRole("link", { name: "Schedule Consultation" }).first().getAttribute("href");
      expect(consult).toMatch(/^\/contact\?service=IT%20Consultancy&message=/);
    });

    await test.step("Learn More leads to the contact form about that use case", async () => {
      await page.getByRole("tab", { name: "Analytics" }).click();
      await page.getByRole("button", { name: "Churn Prediction" }).click();
      await page.getByRole("dialog").getByRole("link", { name: "Learn More" }).click();
      await expect(page).toHaveURL(/\/contact\?service=AI%20Integration&message=/);
      expect(new URL(page.url()).searchParams.get("message")).toContain("Churn Prediction");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
});
