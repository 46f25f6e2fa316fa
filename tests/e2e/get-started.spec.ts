import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, TOASTS, test, uniqueEmail } from "./fixtures";

const SUCCESS = "Thanks! We'll be in touch shortly.";
const FAILURE = "Could not submit right now. Please try again.";
const OUTCOMES = [
  "Increase Revenue",
  "Reduce Costs",
  "Improve Efficiency",
  "Enhance Customer Experience",
  "Accelerate Decisions",
  "AI-Powered Apps",
];

const form = (page: Page) => page.getByRole("form", { name: "Book your strategy call" });
const field = (page: Page, label: string) => form(page).getByLabel(label);
const outcome = (page: Page, name: string) => form(page).getByRole("checkbox", { name, exact: true });
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });
const submit = (page: Page) => page.getByRole("button", { name: "Book my strategy call" });
// The page is checked in full by a11y.spec.ts; sending changes the form's section (errors, thank-you)
// and may show a toast.
const REQUEST_FORM = `section[aria-label="Request form"], ${TOASTS}`;

async function fillDetails(page: Page, email: string) {
  await field(page, "Full name").fill("Neha Joshi");
  await field(page, "Work email").fill(email);
  await field(page, "Phone (optional)").fill("+91 98260 55555");
  await field(page, "Company").fill("Joshi Logistics");
}

test.describe("Get Started", () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await page.goto("/get-started");
    await expect(page.getByRole("heading", { level: 1, name: "Get started" })).toBeVisible();
  });

  test("one load of the Get Started page", async ({ page }) => {
    await test.step("shows the three steps", async () => {
      const steps = page.getByRole("region", { name: "How it works" }).getByRole("heading", { level: 3 });
      await expect(steps).toHaveText(["Tell us about you", "Pick a focus", "Book a slot"]);
    });

    await test.step("shows the six outcomes, none chosen", async () => {
      const group = page.getByRole("group", { name: "Which outcomes matter most to you?" });
      await expect(group.getByRole("checkbox")).toHaveCount(6);
      for (const name of OUTCOMES) await expect(outcome(page, name)).not.toBeChecked();
    });

    await test.step("the time preference starts at ASAP", async () => {
      const time = field(page, "When should we call you?");
      await expect(time).toHaveValue("ASAP");
      await expect(time.locator("option")).toHaveText(["ASAP", "This week", "Next week"]);
    });

    await test.step("each outcome toggles on and off per click, on its box or its label", async () => {
      await outcome(page, "Reduce Costs").click();
      await outcome(page, "AI-Powered Apps").click();
      await expect(outcome(page, "Reduce Costs")).toBeChecked();
      await expect(outcome(page, "AI-Powered Apps")).toBeChecked();
      await outcome(page, "Reduce Costs").click();
      await expect(outcome(page, "Reduce Costs")).not.toBeChecked();
      await expect(outcome(page, "AI-Powered Apps")).toBeChecked();
      // The label's click area covers the whole card.
      await form(page).getByText("Improve Efficiency", { exact: true }).click();
      await expect(outcome(page, "Improve Efficiency")).toBeChecked();
    });
  });

  test("asks for the required fields, then for a valid email", async ({ page }) => {
    await submit(page).click();
    await expect(alert(page, "Please fill in all required fields")).toBeVisible();
    await expect(field(page, "Full name")).toBeFocused();
    await expect(field(page, "Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Company")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Phone (optional)")).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, REQUEST_FORM);

    await fillDetails(page, "neha.example.com");
    await submit(page).click();
    await expect(alert(page, "Please enter a valid email address")).toBeVisible();
    await expect(field(page, "Work email")).toBeFocused();
    await expect(field(page, "Full name")).toHaveValue("Neha Joshi");
  });

  // A failed send first, then the same form sent again.
  test("submits the lead with its outcomes and time preference after a failed send @db", async ({ page, findLead }) => {
    const email = uniqueEmail("get-started");
    await outcome(page, "Reduce Costs").click();
    await outcome(page, "Accelerate Decisions").click();
    await fillDetails(page, email);
    await field(page, "When should we call you?").selectOption("This week");

    await test.step("reports a failed send and keeps everything typed", async () => {
      await page.route("**/api/leads", (route) => route.abort("connectionrefused"));
      await submit(page).click();
      await expect(alert(page, FAILURE)).toBeVisible();
      await expect(submit(page)).toBeEnabled();
      await expect(field(page, "Full name")).toHaveValue("Neha Joshi");
      await expect(outcome(page, "Reduce Costs")).toBeChecked();
    });

    await test.step("sent again, shows the thank-you", async () => {
      await page.unroute("**/api/leads");
      await submit(page).click();
      await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
      await expect(page.getByRole("heading", { name: SUCCESS })).toBeFocused();
      await expectNoAxeViolations(page, REQUEST_FORM);
    });

    await test.step("the lead is stored with its outcomes and time preference", async () => {
      const lead = await findLead(email);
      expect(lead).toMatchObject({ type: "get_started", name: "Neha Joshi", company: "Joshi Logistics" });
      expect(JSON.parse(lead!.payload as string)).toEqual({
        name: "Neha Joshi",
        email,
        phone: "+91 98260 55555",
        company: "Joshi Logistics",
        outcomes: ["Reduce Costs", "Accelerate Decisions"],
        timePreference: "This week",
        // The e-mail sequence's box (issue #39), left unticked.
        sequenceConsent: false,
      });
    });

    await test.step("the draft is gone: a reload starts empty", async () => {
      await page.reload();
      await expect(field(page, "Full name")).toHaveValue("");
    });
  });

  test("keeps the draft across a reload", async ({ page }) => {
    await outcome(page, "Improve Efficiency").click();
    await field(page, "Full name").fill("Arjun Mehta");
    await field(page, "When should we call you?").selectOption("Next week");
    await page.reload();
    await expect(field(page, "Full name")).toHaveValue("Arjun Mehta");
    await expect(outcome(page, "Improve Efficiency")).toBeChecked();
    await expect(field(page, "When should we call you?")).toHaveValue("Next week");
  });
});

test.describe("Get Started without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the form to the page, which stores the lead and shows the result @db @pg", async ({ page, findLead }) => {
    const email = uniqueEmail("get-started-nojs");
    await page.goto("/get-started");
    await outcome(page, "Increase Revenue").check();
    await outcome(page, "Enhance Customer Experience").check();
    await fillDetails(page, email);
    await field(page, "When should we call you?").selectOption("Next week");
    await submit(page).click();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    const lead = await findLead(email);
    expect(JSON.parse(lead!.payload as string)).toMatchObject({
      outcomes: ["Increase Revenue", "Enhance Customer Experience"],
      timePreference: "Next week",
    });
  });

  test("shows the server's message and keeps the values when a field is wrong", async ({ page }) => {
    await page.goto("/get-started");
    await outcome(page, "Reduce Costs").check();
    await fillDetails(page, "neha@example.com");
    // The browser checks required fields itself; a phone with letters only fails on the server.
    await field(page, "Phone (optional)").fill("call me maybe");
    await submit(page).click();
    await expect(alert(page, "Please enter a valid phone number")).toHaveText("Please enter a valid phone number");
    await expect(field(page, "Full name")).toHaveValue("Neha Joshi");
    await expect(outcome(page, "Reduce Costs")).toBeChecked();
  });
});
