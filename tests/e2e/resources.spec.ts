import { expect, test } from "./fixtures";

test.describe("Resources page", () => {
  test("one load of the resources page", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1, name: "Free resources" })).toBeVisible();

    await test.step("four free resources, each linking to a real page", async () => {
      const free = page.getByRole("region", { name: "Four free resources to get started" });
      await expect(free.getByRole("heading", { level: 3 })).toHaveText([
        "AI Readiness Assessment",
        "ROI Calculator",
        "Industry AI Playbooks",
        "CEO's Guide to AI",
      ]);
      const freeLinks: [string, string][] = [
        ["Start the assessment: AI Readiness Assessment", "/resources/ai-readiness"],
        ["Calculate your ROI: ROI Calculator", "/roi-calculator"],
        ["Browse the playbooks: Industry AI Playbooks", "/resources/industry-reports"],
        ["Read the guides: CEO's Guide to AI", "/knowledge-center?category=guides"],
      ];
      for (const [name, href] of freeLinks)
        await expect(free.getByRole("link", { name })).toHaveAttribute("href", href);
    });

    await test.step("three portfolio cards, each linking to an outcome page", async () => {
      const portfolio = page.getByRole("region", { name: "Solution portfolio" });
      await expect(portfolio.getByRole("heading", { level: 3 })).toHaveText([
        "Revenue Growth Stories",
        "Cost Reduction Wins",
        "Efficiency Transformations",
      ]);
      const portfolioLinks: [string, string][] = [
        ["See revenue growth solutions", "/increase-revenue"],
        ["See cost reduction solutions", "/reduce-costs"],
        ["See efficiency solutions", "/improve-efficiency"],
      ];
      for (const [name, href] of portfolioLinks)
        await expect(portfolio.getByRole("link", { name })).toHaveAttribute("href", href);
    });

    await test.step("the CEO's Guide opens the Knowledge Center filtered to guides", async () => {
      await page.getByRole("link", { name: "Read the guides: CEO's Guide to AI" }).click();
      await expect(page).toHaveURL(/\/knowledge-center\?category=guides$/);
      await expect(page.getByRole("status").filter({ hasText: "resources found" })).toHaveText("6 resources found");
      await expect(page.getByRole("button", { name: /^Guides/ })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("article").first().getByRole("heading")).toHaveText("The 90-Day AI Pilot Playbook");
    });

    await test.step("the playbooks card opens the industry reports", async () => {
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1, name: "Free resources" })).toBeVisible();
      await page.getByRole("link", { name: "Browse the playbooks: Industry AI Playbooks" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Industry reports" })).toBeVisible();
    });
  });
});

test.describe("Case studies page", () => {
  test("lists six studies with challenge, solution, results and real links", async ({ page }) => {
    await page.goto("/case-studies");
    await expect(page.getByRole("heading", { level: 1, name: "Case studies" })).toBeVisible();
    const studies = page.getByRole("article");
    await expect(studies).toHaveCount(6);
    const vision = page.getByRole("article", { name: "Computer-vision inspection cuts scrap by 31%" });
    await expect(vision.getByRole("heading", { name: "The challenge" })).toBeVisible();
    await expect(vision.getByRole("heading", { name: "What we built" })).toBeVisible();
    await expect(vision.getByRole("definition")).toHaveText(["-31%", "380 ppm", "7 months"]);
    await expect(vision.getByRole("link", { name: "See how we reduce costs" })).toHaveAttribute(
      "href",
      "/reduce-costs",
    );
    await vision
      .getByRole("link", { name: "Discuss a similar project: Computer-vision inspection cuts scrap by 31%" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk about your project");
    expect(new URL(page.url()).searchParams.get("message")).toBe(
      'I would like to discuss a project like "Computer-vision inspection cuts scrap by 31%" for our manufacturing business.',
    );
  });
});
