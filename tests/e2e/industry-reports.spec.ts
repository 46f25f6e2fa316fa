import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The six reports (app/content/industry-reports.ts) with their dates and download counts.
const R = {
  healthcare: "AI in Indian Healthcare 2026: From Pilots to Clinical Operations", // March 2026, 1.2k
  finance: "AI in Banking and Financial Services: Risk, Fraud and Customer Experience", // January 2026, 980
  retail: "Retail AI Playbook: Demand Forecasting, Personalisation and Store Operations", // February 2026, 740
  manufacturing: "Smart Manufacturing: AI for Quality, Maintenance and Supply Chains", // December 2025, 1.1k
  education: "AI in Education: Personalised Learning and Academic Operations", // November 2025, 580
  agriculture: "AgriTech and AI: Crop Intelligence, Advisory and Farm-to-Market Supply Chains", // October 2025, 650
};

const titles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
const count = (page: Page) => page.getByRole("status").filter({ hasText: /reports? found/ });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search reports" });
const industry = (page: Page) => page.getByRole("combobox", { name: "Industry" });
const sort = (page: Page) => page.getByRole("combobox", { name: "Sort by" });

test.describe("Industry Reports", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/resources/industry-reports");
    await expect(page.getByRole("heading", { level: 1, name: "Industry reports" })).toBeVisible();
  });

  test("one load of the reports list", async ({ page }) => {
    await test.step("starts with an empty search, All Industries and the latest first", async () => {
      await expect(search(page)).toHaveValue("");
      await expect(industry(page)).toHaveValue("All Industries");
      await expect(sort(page)).toHaveValue("latest");
      await expect(count(page)).toHaveText("6 reports found");
      // March 2026, February 2026, January 2026, December 2025, November 2025, October 2025.
      expect(await titles(page)).toEqual([
        R.healthcare,
        R.retail,
        R.finance,
        R.manufacturing,
        R.education,
        R.agriculture,
      ]);
      await expect(industry(page).getByRole("option")).toHaveText([
        "All Industries",
        "Healthcare",
        "Finance",
        "Retail",
        "Manufacturing",
        "Education",
        "Agriculture",
        "Technology",
      ]);
    });

    await test.step("Most Popular sorts by download count, reading 1.2k as 1200", async () => {
      await sort(page).selectOption({ label: "Most Popular" });
      // 1.2k, 1.1k, 980, 740, 650, 580.
      expect(await titles(page)).toEqual([
        R.healthcare,
        R.manufacturing,
        R.finance,
        R.retail,
        R.agriculture,
        R.education,
      ]);
      await sort(page).selectOption({ label: "Latest" });
      expect((await titles(page))[0]).toBe(R.healthcare);
      expect((await titles(page))[1]).toBe(R.retail);
    });

    // Last, as it leaves the page.
    await test.step("Download Report asks the team for the report through the contact form", async () => {
      const link = page.getByRole("link", { name: `Download Report: ${R.healthcare}` });
      const message = `Please send me the ${R.healthcare} report.`;
      await expect(link).toHaveAttribute(
        "href",
        `/contact?service=AI%20Integration&message=${encodeURIComponent(message)}`,
      );
      await expect(page.getByRole("link", { name: /^Download Report/ })).toHaveCount(6);
      await link.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk about your project");
      expect(new URL(page.url()).searchParams.get("message")).toBe(message);
    });
  });

  test("search matches the title or any tag, case-insensitively, and never the preview", async ({ page }) => {
    await search(page).fill("BANKING");
    await expect(count(page)).toHaveText("1 report found");
    expect(await titles(page)).toEqual([R.finance]);

    await search(page).fill("fraud detection"); // a tag only
    expect(await titles(page)).toEqual([R.finance]);

    await search(page).fill("REMOTE sensing"); // a tag only
    expect(await titles(page)).toEqual([R.agriculture]);

    // Retail carries the tag, Finance has it in its title.
    await search(page).fill("customer experience");
    await expect(count(page)).toHaveText("2 reports found");
    expect(await titles(page)).toEqual([R.retail, R.finance]);
    await sort(page).selectOption("popular");
    expect(await titles(page)).toEqual([R.finance, R.retail]);

    // "underwriting" appears only in the Finance preview text.
    await search(page).fill("underwriting");
    await expect(count(page)).toHaveText("0 reports found");
    await expect(page.getByRole("heading", { name: "No reports found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
  });

  test("the industry filter", async ({ page }) => {
    await test.step("each industry shows its own report", async () => {
      const byIndustry: [string, string][] = [
        ["Healthcare", R.healthcare],
        ["Finance", R.finance],
        ["Retail", R.retail],
        ["Manufacturing", R.manufacturing],
        ["Education", R.education],
        ["Agriculture", R.agriculture],
      ];
      for (const [name, title] of byIndustry) {
        await industry(page).selectOption(name);
        await expect(count(page)).toHaveText("1 report found");
        expect(await titles(page)).toEqual([title]);
      }
    });

    await test.step("Technology shows the empty state, with no axe violations", async () => {
      await industry(page).selectOption("Technology");
      await expect(count(page)).toHaveText("0 reports found");
      await expect(page.getByRole("article")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "No reports found" })).toBeVisible();
      await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
      // No axe violations on the empty state: the page is in the a11y.spec.ts sweep, and filtering
      // changes only the list's section.
      await expectNoAxeViolations(page, "section[aria-labelledby=reports-list]");
    });

    await test.step("industry and search combine: a Healthcare tag finds nothing under Finance", async () => {
      await industry(page).selectOption("Finance");
      await search(page).fill("medical imaging");
      await expect(count(page)).toHaveText("0 reports found");
      await industry(page).selectOption("All Industries");
      expect(await titles(page)).toEqual([R.healthcare]);
    });
  });
});
