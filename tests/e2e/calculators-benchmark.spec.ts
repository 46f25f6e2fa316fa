import type { Page } from "@playwright/test";
import { CALCULATOR_CARD, expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

const DEMO = "Report sent! (Demo mode: configure SMTP_URL for real submissions)";
const SAVINGS = "With AI, you could reduce costs by ~30%, save ~25 hrs/week, and speed decision-making by 60%.";

// Worked by hand from the scoring rules (spec-1 §9) for the answers below (each score clamped to 0..100):
//   support    100 − 7 h / 3.5 × 50 = 0, plus 20 for 25-50% automated  = 20
//   operations 100 − 18 h / 12 × 50                                    = 25
//   decisions  100 − 3 days / 2 × 50                                   = 25
//   innovation 60 (content above 0) + max(0, 40 − 5 × 6 months) = 60 + 10 = 70
//   score round((20 + 25 + 25 + 70) / 4) = round(35) = 35; peers 75 → 40 points below

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const backButton = (page: Page) => page.getByRole("button", { name: "Back", exact: true });

test.describe("AI Benchmarking calculator", () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await page.goto("/resources/benchmarking");
    await expect(page.getByRole("heading", { level: 1, name: "AI benchmarking" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Benchmark" })).toBeEnabled();
  });

  test("six steps by keyboard with Back and Next on the middle steps, then the scored results", async ({ page }) => {
    await expect(page.getByText("Step 1 of 6")).toBeVisible();
    await expect(backButton(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
    await page.getByRole("button", { name: "Start Benchmark" }).focus();
    await page.keyboard.press("Enter");

    // Step 1, Company Basics: Back and Next.
    await expect(stepHeading(page, "Company Basics")).toBeFocused();
    await expect(page.getByText("Step 2 of 6")).toBeVisible();
    await expect(backButton(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
    await expect(page.getByLabel("Industry").locator("option")).toHaveText([
      "Select your industry",
      "Healthcare",
      "Finance",
      "Retail/eCommerce",
      "Legal",
      "Manufacturing",
      "Other",
    ]);
    await expect(page.getByLabel("Company size").locator("option")).toHaveText([
      "Select your company size",
      "Small (<100)",
      "Mid (100-1000)",
      "Enterprise (>1000)",
    ]);
    await page.getByLabel("Industry").selectOption("Retail/eCommerce");
    await page.getByLabel("Company size").selectOption("Mid (100-1000)");
    await expectNoAxeViolations(page, CALCULATOR_CARD);
    // A select does not submit on Enter: Tab past Back to Next.
    await page.getByLabel("Company size").focus();
    await page.keyboard.press("Tab");
    await expect(backButton(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Next" })).toBeFocused();
    await page.keyboard.press("Enter");

    // Step 2, Customer Support Metrics: the automated share is a radio group, 0% by default.
    await expect(stepHeading(page, "Customer Support Metrics")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("800");
    await page.keyboard.press("Tab");
    await page.keyboard.type("7");
    await expect(page.getByRole("radio", { name: "0%", exact: true })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "0%", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "25-50%" })).toBeChecked();
    await expect(page.getByText("Peers resolve tickets 30-40% faster.")).toBeVisible();
    await expectNoAxeViolations(page, CALCULATOR_CARD);
    await page.getByRole("button", { name: "Next" }).click();

    // Step 3, Operations & Decisions.
    await expect(stepHeading(page, "Operations & Decisions")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("18");
    await page.keyboard.press("Tab");
    const slider = page.getByRole("slider", { name: "Days to prepare a management report" });
    await expect(slider).toBeFocused();
    await expect(slider).toHaveAttribute("max", "10");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuetext", "3 days");
    await expectNoAxeViolations(page, CALCULATOR_CARD);
    await page.getByRole("button", { name: "Next" }).click();

    // Step 4, Innovation & Go-to-Market: See My Results instead of Next.
    await expect(stepHeading(page, "Innovation & Go-to-Market")).toBeFocused();
    await expect(page.getByText("Step 5 of 6")).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
    await page.keyboard.press("Tab");
    await page.keyboard.type("6");
    await page.keyboard.press("Tab");
    await page.keyboard.type("6");
    await expectNoAxeViolations(page, CALCULATOR_CARD);
    await page.keyboard.press("Enter");

    // Step 5, results.
    await expect(stepHeading(page, "Your AI Benchmark")).toBeFocused();
    await expect(page.getByText("Step 6 of 6")).toBeVisible();
    await expect(backButton(page)).toHaveCount(0);
    const card = (label: string) => page.locator("dl > div").filter({ hasText: label });
    await expect(card("Your score")).toContainText("35/100");
    await expect(card("Peer average")).toContainText("75/100");
    await expect(page.getByRole("img", { name: "AI benchmark radar chart" })).toBeVisible();
    const areas = page.getByRole("table", { name: /Your score and the peer average in each area/ });
    await expect(areas.getByRole("row", { name: /Customer support/ })).toContainText("20");
    await expect(areas.getByRole("row", { name: /Operations/ })).toContainText("25");
    await expect(areas.getByRole("row", { name: /Decision-making/ })).toContainText("25");
    await expect(areas.getByRole("row", { name: /Innovation/ })).toContainText("70");
    const kpis = page.getByRole("table", { name: /Key performance indicators/ });
    await expect(kpis.getByRole("row", { name: /First response time/ })).toContainText("7 hours3.5 hours");
    await expect(kpis.getByRole("row", { name: /Manual hours/ })).toContainText("18 hours12 hours");
    await expect(kpis.getByRole("row", { name: /Time to prepare a report/ })).toContainText("3 days2 days");
    await expect(kpis.getByRole("row", { name: /Idea-to-launch/ })).toContainText("6 months5 months");
    await expect(
      page.getByText(
        `Your overall score of 35 is 40 points below the peer average of 75. Your strongest area is innovation & go-to-market (70); your biggest opportunity is customer support (20). ${SAVINGS}`,
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute("href", "/get-started");
    await expectNoAxeViolations(page, CALCULATOR_CARD);
  });

  test("answers survive Back, Next and a reload", async ({ page }) => {
    await page.getByRole("button", { name: "Start Benchmark" }).click();
    await page.getByLabel("Industry").selectOption("Legal");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Average first response time (hours)").fill("2");
    await page.getByRole("radio", { name: ">50%" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await backButton(page).click();
    await expect(page.getByLabel("Average first response time (hours)")).toHaveValue("2");
    await expect(page.getByRole("radio", { name: ">50%" })).toBeChecked();
    await backButton(page).click();
    await expect(page.getByLabel("Industry")).toHaveValue("Legal");
    await backButton(page).click();
    await expect(stepHeading(page, "How does your business compare?")).toBeFocused();

    await page.getByRole("button", { name: "Start Benchmark" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.reload();
    await expect(stepHeading(page, "Customer Support Metrics")).toBeVisible();
    await expect(page.getByRole("radio", { name: ">50%" })).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "See My Results" }).click();
    // 100 − 2/3.5×50 + 30 = 101.4 → 100; blanks: 100, 100; innovation 40 (no content, no launch) → 85
    await expect(page.locator("dl > div").filter({ hasText: "Your score" })).toContainText("85/100");
    await page.reload();
    await expect(page.locator("dl > div").filter({ hasText: "Your score" })).toContainText("85/100");
  });

  test("Send My Report stores the lead with role and consultation wish @db", async ({ page, findLead }) => {
    await page.getByRole("button", { name: "Start Benchmark" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Average first response time (hours)").fill("7");
    await page.getByRole("radio", { name: "25-50%" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Manual hours per employee per week").fill("18");
    await page.getByRole("slider", { name: "Days to prepare a management report" }).fill("3");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Content pieces published per month").fill("6");
    await page.getByLabel("Months from idea to launch").fill("6");
    await page.getByRole("button", { name: "See My Results" }).click();

    const form = page.getByRole("form", { name: "Get your full benchmark report" });
    const email = uniqueEmail("benchmark");
    await form.getByLabel("Full name").fill("Anil Kapoor");
    await form.getByLabel("Work email").fill(email);
    await form.getByLabel("Company").fill("Kapoor Retail");
    await form.getByLabel("Your role").fill("COO");
    await form.getByLabel("I would like a free 30-minute consultation to discuss my results").check();
    await form.getByRole("button", { name: "Send My Report" }).click();
    await expect(form.getByRole("status")).toHaveText(DEMO);
    await expectNoAxeViolations(page, CALCULATOR_CARD);

    const lead = await findLead(email);
    expect(lead).toMatchObject({ type: "benchmark_report", name: "Anil Kapoor", company: "Kapoor Retail" });
    const payload = JSON.parse(lead!.payload as string);
    expect(payload.lead).toEqual({ role: "COO", wantsConsult: true });
    expect(payload.inputs).toMatchObject({ responseTimeHrs: "7", autoHandlingPct: "25-50%", reportDays: 3 });
    expect(payload.results).toMatchObject({
      yourScore: 35,
      peerAvg: 75,
      radar: { cse: 20, oe: 25, dms: 25, igm: 70 },
      kpis: { responseTime: { you: 7, peers: 3.5 } },
    });
  });
});
