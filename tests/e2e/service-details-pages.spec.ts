import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Several axe passes per test on a shared two-core machine: allow more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

// Scoping, market insights, the four development services and the four training tracks: counters
// with their final values, section counts, links, and each path's own content.

async function counterValues(page: Page, region: string) {
  return page.getByRole("region", { name: region }).getByTestId("counter");
}

async function hrefPaths(page: Page, names: string[]) {
  const main = page.getByRole("main");
  return Promise.all(
    names.map(
      async (name) =>
        ((await main.getByRole("link", { name, exact: true }).first().getAttribute("href")) ?? "").split("?")[0],
    ),
  );
}

test.describe("with reduced motion the counters show their final values at once", () => {
  test.use({ reducedMotion: "reduce" });

  test("Project Scoping & ROI", async ({ page }) => {
    await page.goto("/services/consulting/scoping-roi");
    await expect(page.getByRole("heading", { level: 1, name: "Project scoping and ROI" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Why scope before you build" }).getByRole("listitem")).toHaveCount(4);
    const sprint = page.getByRole("region", { name: "The three-week scoping sprint" });
    await expect(sprint).toContainText("15 business days over 3 weeks");
    await expect(sprint.getByRole("heading", { level: 3 })).toHaveText([
      "Discovery & Alignment",
      "Solution Blueprint",
      "ROI Modeling",
    ]);
    await expect(await counterValues(page, "What scoping changes")).toHaveText(["38%", "27%", "82%"]);
    await expect(page.getByRole("region", { name: "What you receive" }).getByRole("listitem")).toHaveCount(6);
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/get-started"]').first()).toBeVisible();
    await expect(main.getByRole("link", { name: "Open the ROI Calculator" })).toHaveAttribute(
      "href",
      "/roi-calculator",
    );
    await expect(main.getByRole("link", { name: "Try the ROI Calculator" })).toHaveAttribute("href", "/roi-calculator");
  });

  test("Future Market Insights", async ({ page }) => {
    await page.goto("/services/consulting/future-market-insights");
    await expect(page.getByRole("heading", { level: 1, name: "Future market insights" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Four insight modules" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(4);
    await expect(await counterValues(page, "Impact for our clients")).toHaveText(["42%", "3x", "6"]);
    await expect(page.getByRole("region", { name: "What you receive" }).getByRole("listitem")).toHaveCount(5);
    expect(await hrefPaths(page, ["Get Started", "View Our Portfolio", "Contact Us"])).toEqual([
      "/get-started",
      "/portfolio",
      "/contact",
    ]);
  });

  const DEV = [
    ["/services/dev/chatbots", "Custom chatbots and agents", "Custom Chatbots & Agents", ["65%", "22%", "90%"]],
    ["/services/dev/automation", "Workflow automation", "Workflow Automation", ["72%", "58%", "83%"]],
    ["/services/dev/idp", "Intelligent document processing", "Intelligent Document Processing", ["75%", "93%", "88%"]],
    ["/services/dev/genai", "Generative AI app integration", "Generative AI App Integration", ["68%", "55%", "24%"]],
  ] as const;

  for (const [path, h1, badge, counters] of DEV) {
    test(`${path}: shared layout with its own copy and counters`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
      await expect(page.getByRole("main").getByText(badge, { exact: true })).toBeVisible();
      const sections = page.getByRole("main").getByRole("region");
      // Features, use cases, counters, architecture, call to action.
      await expect(sections).toHaveCount(5);
      await expect(sections.nth(0).getByRole("listitem")).toHaveCount(4);
      await expect(sections.nth(1).getByRole("listitem")).toHaveCount(4);
      await expect(sections.nth(2).getByTestId("counter")).toHaveText([...counters]);
      await expect(sections.nth(3).getByRole("listitem")).toHaveCount(6);
      expect(await hrefPaths(page, ["Get Started", "Contact Us"])).toEqual(["/get-started", "/contact"]);
    });
  }
});

test.describe("client-side navigation", () => {
  test.use({ reducedMotion: "reduce" });

  test("moving between development pages loads each page's own copy", async ({ page }) => {
    await page.goto("/services/dev/chatbots");
    await expect(page.getByRole("heading", { level: 1, name: "Custom chatbots and agents" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    await nav.getByRole("link", { name: "Intelligent Document Processing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Intelligent document processing" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Typical results" }).getByTestId("counter")).toHaveText([
      "75%",
      "93%",
      "88%",
    ]);
    await expect(page.getByRole("main").getByText("Custom Chatbots & Agents", { exact: true })).toHaveCount(0);
  });
});

test.describe("when motion is allowed", () => {
  test.use({ reducedMotion: "no-preference" });
  test("counters count up from 0 to their final value when motion is allowed", async ({ page }) => {
    await page.goto("/services/dev/idp");
    const counters = page.getByRole("region", { name: "Typical results" }).getByTestId("counter");
    await expect(counters.first()).toHaveText("0%"); // hydrated, waiting to scroll into view
    await counters.first().scrollIntoViewIfNeeded();
    await expect(counters).toHaveText(["75%", "93%", "88%"], { timeout: 5000 });
    // Screen readers get the settled value once.
    await expect(page.getByRole("region", { name: "Typical results" }).locator(".sr-only")).toHaveText([
      "75%",
      "93%",
      "88%",
    ]);
  });
});

const TRAINING = [
  [
    "/services/training/certifications",
    "AI certification training",
    "Training: AI Certifications",
    "Exam preparation",
    "6 weeks",
  ],
  [
    "/services/training/tooling",
    "AI tooling training",
    "Training: AI Tooling",
    "Vector databases and search",
    "4 days",
  ],
  [
    "/services/training/prompt-engineering",
    "Prompt engineering training",
    "Training: Prompt Engineering",
    "Core prompt patterns",
    "2 days",
  ],
  ["/services/training/mlops", "MLOps training", "Training: MLOps", "CI/CD for machine learning", "5 weeks"],
] as const;

for (const [path, h1, badge, module, duration] of TRAINING) {
  test(`${path} shows its own track`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByRole("main").getByText(badge, { exact: true })).toBeVisible();
    const glance = page.getByRole("region", { name: "Course at a glance" });
    await expect(glance.getByRole("term")).toHaveText(["Who it is for", "Format", "Duration", "Group size"]);
    await expect(glance.getByRole("definition").nth(2)).toContainText(duration);
    await expect(page.getByRole("region", { name: "Curriculum" }).getByRole("heading", { name: module })).toBeVisible();
    // No other track's content leaks in.
    for (const [, , other] of TRAINING)
      if (other !== badge) await expect(page.getByRole("main").getByText(other)).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "After the course your team can" }).getByRole("listitem"),
    ).toHaveCount(4);
    const proposal = page.getByRole("link", { name: "Request a Training Proposal" });
    expect(await proposal.getAttribute("href")).toMatch(/^\/contact\?service=IT%20Consultancy&message=Please%20send/);
  });
}
