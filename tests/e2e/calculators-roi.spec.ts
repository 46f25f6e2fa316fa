import { CALCULATOR_CARD, expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

const DEMO = "Report sent! (Demo mode: configure SMTP_URL for real submissions)";
const FAILURE = "Could not submit right now. Please try again later.";

// Worked by hand from the formulas (spec-1 §9) for the inputs typed below:
//   support     1000 tickets × $10 × 12 × 0.35        = $42,000
//   operations  3 people × 10 h × 52 × 0.30 × $25      = $11,700
//   reporting   12 × (8 × 2 days × 0.6) × $25          = $2,880
//   innovation  4 pieces × $500 × 12 × 1.5             = $36,000
//   total savings                                       = $92,580
//   investment $30,000 → ROI (92,580 − 30,000) / 30,000 × 100 = 208.6 → 209%
//   payback 30,000 / (92,580 / 12) = 30,000 / 7,715 = 3.89 → 3.9 months

const stepHeading = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("heading", { level: 2, name, exact: true });

test.describe("AI ROI calculator", () => {
  // Long journeys (seven steps, axe on each) on a shared machine: allow more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await page.goto("/roi-calculator");
    await expect(page.getByRole("heading", { level: 1, name: "AI ROI calculator" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  test("seven steps by keyboard, focus on each heading, Calculate on step 7 shows the worked numbers", async ({
    page,
  }) => {
    const next = page.getByRole("button", { name: "Next" });
    const back = page.getByRole("button", { name: "Back", exact: true });

    // Step 0, Welcome: no Back (clamped at 0).
    await expect(page.getByText("Step 1 of 7")).toBeVisible();
    await expect(stepHeading(page, "Welcome")).toBeVisible();
    await expect(back).toHaveCount(0);
    await next.focus();
    await page.keyboard.press("Enter");

    // Step 1, Company Profile: focus lands on the heading; Tab walks the fields.
    await expect(stepHeading(page, "Company Profile")).toBeFocused();
    await expect(page.getByText("Step 2 of 7")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Industry")).toBeFocused();
    await page.getByLabel("Industry").selectOption("Healthcare");
    await page.keyboard.press("Tab");
    await page.getByLabel("Company size").selectOption("Under 100 employees");
    await page.keyboard.press("Tab");
    await page.keyboard.type("5000000");
    // One axe pass per kind of step: selects and numbers here, the slider on step 4, the last step
    // with Calculate, the results (steps 2, 3 and 5 hold only number fields like this one).
    await expectNoAxeViolations(page, CALCULATOR_CARD);
    await page.keyboard.press("Enter"); // Enter in a field acts as Next

    // Step 2, Customer Support: cost per ticket keeps its default of 10.
    await expect(stepHeading(page, "Customer Support")).toBeFocused();
    await expect(page.getByLabel("Average cost per ticket (USD)")).toHaveValue("10");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1000");
    await page.keyboard.press("Enter");

    // Step 3, Operations & Workforce.
    await expect(stepHeading(page, "Operations & Workforce")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("3");
    await page.keyboard.press("Tab");
    await page.keyboard.type("10");
    await page.keyboard.press("Tab");
    await page.keyboard.type("25");
    await page.keyboard.press("Enter");

    // Step 4, Decision-Making & Reporting: the slider runs 0 to 10 and starts at 3.
    await expect(stepHeading(page, "Decision-Making & Reporting")).toBeFocused();
    const slider = page.getByRole("slider", { name: "Days to prepare a management report" });
    await expect(slider).toHaveAttribute("min", "0");
    await expect(slider).toHaveAttribute("max", "10");
    await expect(slider).toHaveValue("3");
    await page.keyboard.press("Tab");
    await expect(slider).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveValue("2");
    await expect(slider).toHaveAttribute("aria-valuetext", "2 days");
    await expectNoAxeViolations(page, CALCULATOR_CARD);
    await page.keyboard.press("Tab"); // delay cost
    await page.keyboard.press("Enter");

    // Step 5, AI Investment.
    await expect(stepHeading(page, "AI Investment")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("30000");
    await page.keyboard.press("Enter");

    // Step 6, Marketing & Innovation: Calculate instead of Next (clamped at 6).
    await expect(stepHeading(page, "Marketing & Innovation")).toBeFocused();
    await expect(page.getByText("Step 7 of 7")).toBeVisible();
    await expect(next).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Calculate" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.type("4");
    await expect(page.getByLabel("Average cost per piece (USD)")).toHaveValue("500");
    await expectNoAxeViolations(page, CALCULATOR_CARD);
    await page.keyboard.press("Enter");

    // Results.
    await expect(stepHeading(page, "Your AI ROI estimate")).toBeFocused();
    const card = (label: string) => page.locator("dl > div").filter({ hasText: label });
    await expect(card("Total annual savings")).toContainText("$92,580");
    await expect(card("AI investment")).toContainText("$30,000");
    await expect(card("ROI")).toContainText("209%");
    await expect(card("Payback period")).toContainText("3.9 months");
    const breakdown = page.getByRole("region", { name: "Savings by area" });
    await expect(breakdown.getByRole("listitem").filter({ hasText: "Customer support" })).toContainText("$42,000");
    await expect(breakdown.getByRole("listitem").filter({ hasText: "Operations & workforce" })).toContainText(
      "$11,700",
    );
    await expect(breakdown.getByRole("listitem").filter({ hasText: "Decision-making & reporting" })).toContainText(
      "$2,880",
    );
    await expect(breakdown.getByRole("listitem").filter({ hasText: "Marketing & innovation" })).toContainText(
      "$36,000",
    );
    await expect(page.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute("href", "/get-started");
    await expect(page.getByRole("form", { name: "Get your ROI report by email" })).toBeVisible();
    await expectNoAxeViolations(page, CALCULATOR_CARD);

    // Edit my answers goes back to step 6 with everything kept.
    await page.getByRole("button", { name: "Edit my answers" }).click();
    await expect(stepHeading(page, "Marketing & Innovation")).toBeFocused();
    await expect(page.getByLabel("Marketing content pieces per month")).toHaveValue("4");
  });

  test("answers survive Back, Next and a reload", async ({ page }) => {
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Industry").selectOption("Legal");
    await page.getByLabel("Annual revenue (USD)").fill("250000");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Support tickets per month").fill("320");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, "Operations & Workforce")).toBeVisible();

    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByLabel("Support tickets per month")).toHaveValue("320");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByLabel("Industry")).toHaveValue("Legal");
    await expect(page.getByLabel("Annual revenue (USD)")).toHaveValue("250000");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(stepHeading(page, "Welcome")).toBeFocused();
    await expect(page.getByRole("button", { name: "Back", exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.reload();
    await expect(stepHeading(page, "Customer Support")).toBeVisible();
    await expect(page.getByLabel("Support tickets per month")).toHaveValue("320");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByLabel("Industry")).toHaveValue("Legal");

    // Start over clears the answers.
    for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Calculate" }).click();
    // 320 × 10 × 12 × 0.35 = 13,440; reporting 3 days × no hourly cost = 0; investment max(25,000, 2,688)
    await expect(page.locator("dl > div").filter({ hasText: "Total annual savings" })).toContainText("$13,440");
    await page.getByRole("button", { name: "Start over" }).click();
    await expect(stepHeading(page, "Welcome")).toBeFocused();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Industry")).toHaveValue("");
  });

  // One journey through the report form: nothing filled in, a failed request, then a sent one.
  test("the report form sends a real request for the results @db", async ({ page, findLead }) => {
    for (let i = 0; i < 2; i++) await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Support tickets per month").fill("1000");
    for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Calculate" }).click();
    // 1000 × 10 × 12 × 0.35 = 42,000; investment blank → max(25,000, 8,400) = 25,000; ROI 68%; payback 7.1
    await expect(page.locator("dl > div").filter({ hasText: "Total annual savings" })).toContainText("$42,000");
    const form = page.getByRole("form", { name: "Get your ROI report by email" });
    const email = uniqueEmail("roi");

    await test.step("sent empty, it asks for the required fields", async () => {
      await form.getByRole("button", { name: "Email My Report" }).click();
      await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields");
      await expect(form.getByLabel("Full name")).toBeFocused();
      await expectNoAxeViolations(page, CALCULATOR_CARD);
    });

    await test.step("a failed request shows the failure text and keeps what was typed", async () => {
      await form.getByLabel("Full name").fill("Rohan Gupta");
      await form.getByLabel("Work email").fill(email);
      await form.getByLabel("Company").fill("Gupta Clinics");
      await page.route("**/api/reports", (route) => route.fulfill({ status: 503, body: "{}" }));
      await form.getByRole("button", { name: "Email My Report" }).click();
      await expect(form.getByRole("alert")).toHaveText(FAILURE);
      await expect(form.getByLabel("Full name")).toHaveValue("Rohan Gupta");
      await expect(form.getByRole("status")).toHaveText("");
    });

    await test.step("demo mode says so", async () => {
      await page.unroute("**/api/reports");
      await form.getByRole("button", { name: "Email My Report" }).click();
      await expect(form.getByRole("status")).toHaveText(DEMO);
      await expect(form.getByRole("alert")).toHaveText("");
    });

    await test.step("the lead is stored with its inputs and recomputed results", async () => {
      const lead = await findLead(email);
      expect(lead).toMatchObject({ type: "roi_report", name: "Rohan Gupta", company: "Gupta Clinics" });
      const payload = JSON.parse(lead!.payload as string);
      expect(payload.inputs).toMatchObject({ supportTickets: "1000", supportCostPerTicket: 10, reportDays: 3 });
      expect(payload.results).toMatchObject({ totalSavings: 42000, investment: 25000, roiPct: 68, paybackMonths: 7.1 });
    });
  });
});
