import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, OPEN_DIALOG, test } from "./fixtures";

// Expected values worked out by hand from the 35 resources in app/content/resources-part-*.ts.
const T = {
  stateOfAdoption: "State of Enterprise AI Adoption in India 2026", // id 33, research, newest (2026-03-11)
  pilotPlaybook: "The 90-Day AI Pilot Playbook", // id 9, guides, 2026-03-09, 8,930 downloads, 4.9
  agentic: "Agentic AI in the Enterprise: Promise, Risks and Control Patterns", // id 23, 2026-03-05
  readinessAssessment: "AI Readiness Assessment: A 40-Question Self-Evaluation for Leadership Teams", // id 1, most downloads
  dpdp: "AI Governance Under India's DPDP Act, 2023: A Practical Reading", // id 21, 4.9, first by title
  scorecard: "AI Readiness Scorecard: Interactive Worksheet", // id 30, 9th newest
  pithampur: "Pithampur Auto-Components Plant Cuts Scrap by 31% with Computer Vision Inspection", // id 15, 10th
  nbfc: "Central India NBFC Shortens Loan Processing from 5 Days to 9 Hours with Document AI", // id 16, 18th
  mlops: "MLOps in Practice: From Notebook to Monitored Production Model", // id 11
  driftDemo: "Model Monitoring Demo: Catching Data Drift Before It Costs You", // id 26, videos
  ragWalkthrough: "Walkthrough: Building a RAG Assistant on Your SharePoint Library", // id 25, videos
  readinessExplainer: "What Is AI Readiness? A 12-Minute Explainer for Executives", // id 24, videos
  maturity: "The Five-Stage Enterprise AI Maturity Model", // id 2, ai-readiness
  dataReadiness: "Data Readiness for AI and GenAI: Quality, Lineage and Access", // id 3, ai-readiness
  genaiWorkplace: "GenAI in the Workplace: How Indian Knowledge Workers Use AI Assistants", // id 34, research
  projectsStall: "Why AI Projects Stall: Failure Modes from 120 Enterprise Initiatives", // id 35, research
  useCaseTemplate: "AI Use-Case Prioritisation Template: Value vs Feasibility", // id 12, guides
  charter: "AI Project Charter and Success Metrics Template", // id 14, guides
  changeMgmt: "Change Management for AI Adoption: The People Side of Transformation", // id 8
  talentBench: "Building an AI Talent Bench: Hire, Upskill or Partner?", // id 4
  scalingPanel: "Panel: Scaling AI Beyond the Pilot in Indian Enterprises", // id 27
  llmArchitecture: "Enterprise LLM Architecture: Build, Buy or Fine-Tune?", // id 20
  llmCost: "LLM Cost Estimator: Tokens, Hosting and Usage Scenarios", // id 31
  infraBlueprint: "AI Infrastructure Blueprint: Cloud, On-Premise and Hybrid GPU Options", // id 6
};

const cards = (page: Page) => page.getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();
const count = (page: Page) => page.getByRole("status").filter({ hasText: /resources? found/ });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search resources" });
const filtersButton = (page: Page) => page.getByRole("button", { name: /^Filters/ });
const tile = (page: Page, name: string) =>
  page.getByRole("region", { name: "Browse by category" }).getByRole("button", { name: new RegExp(`^${name}`) });
const dialog = (page: Page) => page.getByRole("dialog");
/** The search box and the library (filter panel, count, cards): what searching and filtering change. */
const LIBRARY = "main search, section[aria-labelledby=kc-library]";

async function openPanel(page: Page) {
  if ((await filtersButton(page).getAttribute("aria-expanded")) !== "true") await filtersButton(page).click();
}

test.describe("Knowledge Center", () => {
  test("one load of the Knowledge Center", async ({ page }) => {
    await page.goto("/knowledge-center");
    await expect(page.getByRole("heading", { level: 1, name: "Knowledge Center" })).toBeVisible();
    await test.step("shows the library's statistics", async () => {
      const stats = page.getByRole("region", { name: "The library at a glance" });
      for (const value of ["500+", "50K+", "4.8", "100+"]) await expect(stats).toContainText(value);
    });
    await test.step("shows 9 category tiles, All Resources pressed", async () => {
      await expect(page.getByRole("region", { name: "Browse by category" }).getByRole("button")).toHaveCount(9);
      await expect(tile(page, "All Resources")).toHaveAttribute("aria-pressed", "true");
    });

    await test.step("lists 9 of the 35 resources, each with at most 3 tags", async () => {
      await expect(count(page)).toHaveText("35 resources found");
      await expect(cards(page)).toHaveCount(9);
      const first = await cardTitles(page);
      expect(first[0]).toBe(T.stateOfAdoption);
      expect(first[8]).toBe(T.scorecard);
      for (const card of await cards(page).all()) {
        expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeLessThanOrEqual(3);
      }
    });

    await test.step("Load More adds 9 at a time and focuses the first new card", async () => {
      await page.getByRole("button", { name: "Load More (26 remaining)" }).click();
      await expect(cards(page)).toHaveCount(18);
      expect((await cardTitles(page))[17]).toBe(T.nbfc);
      // Focus moves to the first new card so keyboard users continue reading there.
      await expect(page.getByRole("button", { name: `Read More about ${T.pithampur}` })).toBeFocused();
      await page.getByRole("button", { name: "Load More (17 remaining)" }).click();
      await expect(cards(page)).toHaveCount(27);
      await page.getByRole("button", { name: "Load More (8 remaining)" }).click();
      await expect(cards(page)).toHaveCount(35);
      await expect(page.getByRole("button", { name: /^Load More/ })).toHaveCount(0);
    });
    await test.step("offers the newsletter and a call to action", async () => {
      await expect(page.getByRole("heading", { name: "Get new resources in your inbox" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Email address" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/get-started");
      await expect(page.getByRole("link", { name: "Calculate Your AI ROI" })).toHaveAttribute(
        "href",
        "/roi-calculator",
      );
    });
  });

  test("search and the category tiles", async ({ page }) => {
    await page.goto("/knowledge-center");
    await test.step("search narrows the grid by title, excerpt or author, in any case", async () => {
      await search(page).fill("DRIFT");
      await expect(count(page)).toHaveText("2 resources found");
      expect(await cardTitles(page)).toEqual([T.mlops, T.driftDemo]);
      await expect(page).toHaveURL(/\?q=DRIFT$/);

      await search(page).fill("sneha");
      await expect(count(page)).toHaveText("4 resources found");
      expect(await cardTitles(page)).toEqual([T.scalingPanel, T.changeMgmt, T.genaiWorkplace, T.charter]);
    });

    await test.step("a search that finds nothing shows the empty state, which clears all filters", async () => {
      await search(page).fill("zzzz no such topic");
      await expect(count(page)).toHaveText("0 resources found");
      await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();
      await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
      // The empty state, which the route sweep in a11y.spec.ts does not see (the rest of the page is as swept).
      await expectNoAxeViolations(page, LIBRARY);
      await page.getByRole("button", { name: "Clear all filters" }).click();
      await expect(count(page)).toHaveText("35 resources found");
      await expect(search(page)).toHaveValue("");
      await expect(page).toHaveURL(/\/knowledge-center$/);
    });

    await test.step("a category tile filters, and combines with the search", async () => {
      await tile(page, "Videos").click();
      await expect(tile(page, "Videos")).toHaveAttribute("aria-pressed", "true");
      await expect(tile(page, "All Resources")).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByRole("heading", { level: 2, name: "Videos" })).toBeVisible();
      await expect(count(page)).toHaveText("3 resources found");
      expect(await cardTitles(page)).toEqual([T.ragWalkthrough, T.readinessExplainer, T.driftDemo]);
      await expect(page.getByRole("button", { name: /^Load More/ })).toHaveCount(0);
      await expect(page).toHaveURL(/\?category=videos$/);

      await search(page).fill("drift");
      await expect(count(page)).toHaveText("1 resource found");
      expect(await cardTitles(page)).toEqual([T.driftDemo]);
      await expect(page).toHaveURL(/\?q=drift&category=videos$/);
    });
  });

  test("the filter panel and its tags", async ({ page }) => {
    await page.goto("/knowledge-center");
    await test.step("the Filters button opens the panel with its ten tags", async () => {
      await expect(filtersButton(page)).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByLabel("Sort by")).toBeHidden();
      await filtersButton(page).click();
      await expect(filtersButton(page)).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByLabel("Sort by")).toBeVisible();
      const tags = page.getByRole("group", { name: "Tags" }).getByRole("button");
      await expect(tags).toHaveText([
        "AI Readiness",
        "Strategy",
        "Data Quality",
        "Governance",
        "MLOps",
        "Generative AI",
        "Talent",
        "Change Management",
        "Infrastructure",
        "ROI",
      ]);
    });

    await test.step("tags toggle, and pressed tags combine with OR", async () => {
      const talent = page.getByRole("button", { name: "Talent", exact: true });
      await talent.click();
      await expect(talent).toHaveAttribute("aria-pressed", "true");
      await expect(count(page)).toHaveText("3 resources found");
      expect(await cardTitles(page)).toEqual([T.changeMgmt, T.talentBench, T.genaiWorkplace]);

      await page.getByRole("button", { name: "Infrastructure", exact: true }).click();
      await expect(count(page)).toHaveText("7 resources found");
      expect(await cardTitles(page)).toEqual([
        T.llmArchitecture,
        T.changeMgmt,
        T.talentBench,
        T.llmCost,
        T.infraBlueprint,
        T.genaiWorkplace,
        T.mlops,
      ]);
      await expect(page).toHaveURL(/\?tags=Talent%2CInfrastructure$/);

      await talent.click();
      await expect(talent).toHaveAttribute("aria-pressed", "false");
      await expect(count(page)).toHaveText("4 resources found");
      expect(await cardTitles(page)).toEqual([T.llmArchitecture, T.llmCost, T.infraBlueprint, T.mlops]);
    });

    await test.step("the panel open with tags pressed passes axe", async () => {
      // With the panel open and a tag pressed: the library section is all that changed since the sweep.
      await page.getByRole("button", { name: "Infrastructure", exact: true }).click();
      await page.getByRole("button", { name: "MLOps", exact: true }).click();
      await expect(count(page)).toHaveText("7 resources found");
      await expectNoAxeViolations(page, LIBRARY);
    });

    await test.step("the Filters button closes the panel", async () => {
      await filtersButton(page).click();
      await expect(filtersButton(page)).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByLabel("Sort by")).toBeHidden();
    });
  });

  test("sort: latest, most popular, highest rated", async ({ page }) => {
    await page.goto("/knowledge-center");
    await openPanel(page);
    await expect(page.getByLabel("Sort by")).toHaveValue("latest");
    expect((await cardTitles(page)).slice(0, 3)).toEqual([T.stateOfAdoption, T.pilotPlaybook, T.agentic]);
    await page.getByLabel("Sort by").selectOption("popular");
    expect((await cardTitles(page)).slice(0, 3)).toEqual([T.readinessAssessment, T.stateOfAdoption, T.pilotPlaybook]);
    await expect(page).toHaveURL(/\?sort=popular$/);
    await page.getByLabel("Sort by").selectOption({ label: "Highest Rated" });
    expect((await cardTitles(page)).slice(0, 3)).toEqual([T.dpdp, T.readinessAssessment, T.pithampur]);
    await expect(page).toHaveURL(/\?sort=rating$/);
  });

  test("the filtered view lives in the URL and survives a reload", async ({ page }) => {
    await page.goto("/knowledge-center");
    await tile(page, "Guides").click();
    await openPanel(page);
    await page.getByRole("button", { name: "ROI", exact: true }).click();
    await page.getByLabel("Sort by").selectOption("popular");
    const expected = [T.pilotPlaybook, T.useCaseTemplate, T.charter];
    expect(await cardTitles(page)).toEqual(expected);
    await expect(page).toHaveURL(/\/knowledge-center\?category=guides&tags=ROI&sort=popular$/);

    await page.reload();
    await expect(count(page)).toHaveText("3 resources found");
    expect(await cardTitles(page)).toEqual(expected);
    await expect(tile(page, "Guides")).toHaveAttribute("aria-pressed", "true");
    await openPanel(page);
    await expect(page.getByLabel("Sort by")).toHaveValue("popular");
    await expect(page.getByRole("button", { name: "ROI", exact: true })).toHaveAttribute("aria-pressed", "true");

    // A shared link opens straight into its view; unknown values fall back to the defaults.
    await page.goto("/knowledge-center?q=drift&category=nonsense&sort=oldest");
    await expect(count(page)).toHaveText("2 resources found");
    await expect(search(page)).toHaveValue("drift");
    expect(await cardTitles(page)).toEqual([T.mlops, T.driftDemo]);
  });

  test("a filtered link hydrates cleanly, and filtering never refetches the page data", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    const dataRequests: string[] = [];
    page.on("request", (r) => r.url().includes(".data") && dataRequests.push(r.url()));

    await page.goto("/knowledge-center?category=videos&sort=popular");
    // Videos by downloads: 5,640, 4,970, 2,870.
    await expect(count(page)).toHaveText("3 resources found");
    expect(await cardTitles(page)).toEqual([T.readinessExplainer, T.ragWalkthrough, T.driftDemo]);
    await page.waitForLoadState("networkidle");
    await search(page).pressSequentially("demo");
    await expect(count(page)).toHaveText("1 resource found");
    await expect(page).toHaveURL(/\?q=demo&category=videos&sort=popular$/);
    // The page's own loader never reruns; the URL is written once after typing pauses (the root
    // route revalidates its data on every URL change).
    expect(dataRequests.filter((url) => !url.endsWith("_routes=root"))).toEqual([]);
    expect(dataRequests.length).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  test("the detail modal", async ({ page }) => {
    await page.goto("/knowledge-center");
    const readMore = page.getByRole("button", { name: `Read More about ${T.readinessAssessment}` });
    const related = dialog(page).getByRole("region", { name: "Related resources" }).getByRole("button");
    await test.step("a click anywhere on a card opens its modal, and X closes it", async () => {
      // Here on its excerpt.
      await cards(page)
        .first()
        .getByText(/Our annual survey of technology/)
        .click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole("heading", { level: 2 })).toHaveText(T.stateOfAdoption);
      await expectNoAxeViolations(page, OPEN_DIALOG);
      await dialog(page).getByRole("button", { name: "Close" }).click();
      await expect(dialog(page)).toBeHidden();
    });

    await test.step("Read More opens it, and Escape closes it, giving focus back", async () => {
      await readMore.click();
      await expect(dialog(page).getByRole("heading", { level: 2 })).toHaveText(T.readinessAssessment);
      await expect(dialog(page).getByRole("link", { name: "Start the AI Readiness Assessment" })).toHaveAttribute(
        "href",
        "/resources/ai-readiness",
      );
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
      await expect(readMore).toBeFocused();
    });

    await test.step("a click on the backdrop closes it", async () => {
      await readMore.click();
      await expect(dialog(page)).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog(page)).toBeHidden();
    });

    await test.step("it offers at most 2 related resources of the same category", async () => {
      // AI Readiness holds 8 resources: only the first 2 others are offered.
      await page.getByRole("button", { name: `Read More about ${T.readinessAssessment}` }).click();
      await expect(related).toHaveCount(2);
      await expect(related.nth(0)).toContainText(T.maturity);
      await expect(related.nth(1)).toContainText(T.dataReadiness);
      await dialog(page).getByRole("button", { name: "Close" }).click();

      await page.getByRole("button", { name: `Read More about ${T.stateOfAdoption}` }).click();
      await expect(related).toHaveCount(2);
      await expect(related.nth(0)).toContainText(T.genaiWorkplace);
      await expect(related.nth(1)).toContainText(T.projectsStall);
      const request = dialog(page).getByRole("link", { name: "Get this resource" });
      await expect(request).toHaveAttribute(
        "href",
        `/contact?service=AI%20Integration&message=${encodeURIComponent(`Please send me a copy of "${T.stateOfAdoption}".`)}`,
      );
    });

    await test.step("a related resource opens in its place", async () => {
      await related.nth(1).click();
      await expect(dialog(page).getByRole("heading", { level: 2 })).toHaveText(T.projectsStall);
      await expect(related.nth(0)).toContainText(T.stateOfAdoption);
      await expect(related.nth(1)).toContainText(T.genaiWorkplace);
    });

    // Last, as it leaves the page.
    await test.step("Get this resource asks for it through the contact form", async () => {
      await dialog(page).getByRole("link", { name: "Get this resource" }).click();
      await expect(page).toHaveURL(/\/contact\?service=AI%20Integration&message=/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk about your project");
      expect(new URL(page.url()).searchParams.get("message")).toBe(`Please send me a copy of "${T.projectsStall}".`);
    });
  });
});
