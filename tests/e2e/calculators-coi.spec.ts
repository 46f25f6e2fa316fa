import type { Page } from "@playwright/test";
import { CALCULATOR_CARD, expect, expectNoAxeViolations, fillCoiToCalculate, test, uniqueEmail } from "./fixtures";

const DEMO = "Report sent! (Demo mode: configure SMTP_URL for real submissions)";
const FAILURE = "Could not submit right now. Please try again later.";

// Worked by hand from the formulas (spec-1 §9) for the inputs below (cost per ticket 10, 3 report days,
// 12 launches and $1,000 a launch are the defaults):
//   support     500 tickets × $10 × 12 × 0.35          = $21,000
//   operations  52 × 4 people × 8 × 0.30 × $30          = $14,976
//   reporting   8 × 3 days × 12 × 0.6 × $30             = $5,184
//   innovation  12 launches × $1,000 × 1.5              = $18,000
//   churn       $1,000,000 × 0.07                       = $70,000
//   total $129,160 a year; 3-year projection 3 × 129,160 = $387,480 (year 2: $258,320)

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const backButton = (page: Page) => page.getByRole("button", { name: "Back", exact: true });

async function fillToCalculate(page: Page) {
  await fillCoiToCalculate(page, { industry: "Manufacturing", size: "100-1000 employees", revenue: "1000000" });
  await expect(stepHeading(page, "Calculate")).toBeVisible();
}

test.describe("Cost of Inaction calculator", () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await page.goto("/coi-calculator");
    await expect(page.getByRole("heading", { level: 1, name: "Cost of inaction calculator" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  test("five steps by keyboard: review, Calculate, then the total, breakdown and projection", async ({ page }) => {
    // Step 0, Company Profile: no Back (clamped at 0).
    await expect(page.getByText("Step 1 of 5")).toBeVisible();
    await expect(stepHeading(page, "Company Profile")).toBeVisible();
    await expect(backButton(page)).toHaveCount(0);
    await page.getByLabel("Industry").focus();
    await page.getByLabel("Industry").selectOption("Manufacturing");
    await page.keyboard.press("Tab");
    await page.getByLabel("Company size").selectOption("100-1000 employees");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1000000");
    await page.keyboard.press("Enter");

    // Step 1, Support & Operations.
    await expect(stepHeading(page, "Support & Operations")).toBeFocused();
    await expect(page.getByText("Step 2 of 5")).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.type("500");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Average cost per ticket (USD)")).toHaveValue("10");
    await page.keyboard.press("Tab");
    await page.keyboard.type("4");
    await page.keyboard.press("Tab");
    await page.keyboard.type("30");
    await expectNoAxeViolations(page, CALCULATOR_CARD);
    await page.keyboard.press("Enter");

    // Step 2, Reporting & Innovation: defaults 3 days, 12 launches, $1,000.
    await expect(stepHeading(page, "Reporting & Innovation")).toBeFocused();
    const slider = page.getByRole("slider", { name: "Days to prepare a management report" });
    await expect(slider).toHaveValue("3");
    await expect(slider).toHaveAttribute("max", "10");
    await expect(page.getByLabel("Campaigns or content launches per year")).toHaveValue("12");
    await expect(page.getByLabel("Average value of a launch (USD)")).toHaveValue("1000");
    await expectNoAxeViolations(page, CALCULATOR_CARD);
    await page.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");

    // Step 3, Calculate: the answers to check, and Calculate.
    await expect(stepHeading(page, "Calculate")).toBeFocused();
    await expect(page.getByText("Step 4 of 5")).toBeVisible();
    const review = page.locator("dl > div");
    await expect(review.filter({ hasText: "Annual revenue (USD)" })).toContainText("$1,000,000");
    await expect(review.filter({ hasText: "Industry" })).toContainText("Manufacturing");
    await expect(review.filter({ hasText: "Days to prepare a management report" })).toContainText("3 days");
    await expectNoAxeViolations(page, CALCULATOR_CARD);
    await page.getByRole("button", { name: "Calculate" }).focus();
    await page.keyboard.press("Enter");

    // Step 4, Results: no Next (clamped at 4).
    await expect(stepHeading(page, "Your cost of inaction")).toBeFocused();
    await expect(page.getByText("Step 5 of 5")).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
    const card = (label: string) => page.locator("dl > div").filter({ hasText: label });
    await expect(card("Annual cost of inaction")).toContainText("$129,160");
    await expect(card("3-year projection")).toContainText("$387,480");
    const breakdown = page.getByRole("region", { name: "Where the money goes each year" });
    const line = (label: string) => breakdown.getByRole("listitem").filter({ hasText: label });
    await expect(line("Support costs AI would absorb")).toContainText("$21,000");
    await expect(line("Manual operations")).toContainText("$14,976");
    await expect(line("Slow reporting")).toContainText("$5,184");
    await expect(line("Missed innovation")).toContainText("$18,000");
    await expect(line("Customer churn")).toContainText("$70,000");
    const projection = page.getByRole("table", { name: "Cumulative cost of inaction by year" });
    await expect(projection.getByRole("row", { name: /Year 2/ })).toContainText("$258,320");
    await expect(projection.getByRole("row", { name: /Year 3/ })).toContainText("$387,480");
    await expect(page.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute("href", "/get-started");
    await expectNoAxeViolations(page, CALCULATOR_CARD);

    // Back from the results returns to the Calculate step.
    await page.getByRole("button", { name: "Edit my answers" }).click();
    await expect(stepHeading(page, "Calculate")).toBeFocused();
  });

  test("answers survive Back, Next and a reload", async ({ page }) => {
    await fillToCalculate(page);
    await backButton(page).click();
    await backButton(page).click();
    await expect(page.getByLabel("Support tickets per month")).toHaveValue("500");
    await backButton(page).click();
    await expect(page.getByLabel("Annual revenue (USD)")).toHaveValue("1000000");
    await expect(page.getByLabel("Company size")).toHaveValue("100-1000 employees");

    await page.reload();
    await expect(stepHeading(page, "Company Profile")).toBeVisible();
    await expect(page.getByLabel("Industry")).toHaveValue("Manufacturing");
    await expect(page.getByLabel("Annual revenue (USD)")).toHaveValue("1000000");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Average hourly cost of an employee (USD)")).toHaveValue("30");
  });

  // One journey on the results: print, then the report form (a bad address, a failed send, a sent one).
  test("prints the results and sends them as a report @db", async ({ page, findLead }) => {
    await fillToCalculate(page);
    await page.getByRole("button", { name: "Calculate" }).click();
    const form = page.getByRole("form", { name: "Send me this report" });
    const email = uniqueEmail("coi");

    await test.step("Print Report opens a print window titled 'Cost of Inaction Report'", async () => {
      const popupPromise = page.waitForEvent("popup");
      await page.getByRole("button", { name: "Print Report" }).click();
      const popup = await popupPromise;
      await expect(popup).toHaveTitle("Cost of Inaction Report");
      await expect(popup.getByRole("heading", { level: 1 })).toHaveText("Cost of Inaction Report");
      await expect(popup.getByRole("row", { name: /Annual cost of inaction/ })).toContainText("$129,160");
      await expect(popup.getByRole("row", { name: /3-year projection/ })).toContainText("$387,480");
      await expect(popup.getByRole("row", { name: /Customer churn/ })).toContainText("$70,000");
      await expect(popup.getByRole("heading", { level: 2, name: "Your answers" })).toBeVisible();
      await expect(popup.locator("footer")).toContainText("hello@");
      await popup.close();
    });

    await test.step("an e-mail without @ is refused before sending", async () => {
      await form.getByLabel("Full name").fill("Kavita Rao");
      await form.getByLabel("Work email").fill("kavita.example.com");
      await form.getByRole("button", { name: "Send Report" }).click();
      await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address");
      await expect(form.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page, CALCULATOR_CARD);
    });

    await test.step("a failed send shows the failure text", async () => {
      await form.getByLabel("Work email").fill(email);
      await form.getByLabel("Company").fill("Rao Auto Parts");
      await page.route("**/api/reports", (route) => route.abort("connectionrefused"));
      await form.getByRole("button", { name: "Send Report" }).click();
      await expect(form.getByRole("alert")).toHaveText(FAILURE);
      await expect(form.getByRole("status")).toHaveText("");
    });

    await test.step("Send Report shows the demo-mode text", async () => {
      await page.unroute("**/api/reports");
      await form.getByRole("button", { name: "Send Report" }).click();
      await expect(form.getByRole("status")).toHaveText(DEMO);
      await expectNoAxeViolations(page, CALCULATOR_CARD);
    });

    await test.step("the lead is stored with its inputs and recomputed results", async () => {
      const lead = await findLead(email);
      expect(lead).toMatchObject({ type: "coi_report", name: "Kavita Rao", company: "Rao Auto Parts", status: "new" });
      const payload = JSON.parse(lead!.payload as string);
      expect(payload.inputs).toMatchObject({ annualRevenue: "1000000", supportTickets: "500", hourlyCost: "30" });
      expect(payload.results).toEqual({
        total: 129160,
        threeYear: 387480,
        breakdown: {
          supportLoss: 21000,
          opsLoss: 14976,
          reportingLoss: 5184,
          innovationLoss: 18000,
          churnLoss: 70000,
        },
      });
    });
  });
});
