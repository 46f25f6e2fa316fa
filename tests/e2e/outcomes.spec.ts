import type { Page } from "@playwright/test";
import { outcomePages } from "../../app/content/outcomes";
import { expect, expectNoAxeViolations, SHOWN_TABS, test } from "./fixtures";

// Worked out by hand: page order, each page's own default tab and its visible name.
const PAGES = [
  { path: "/increase-revenue", tabId: "ai-sales", tabName: "AI Sales Assistant" },
  { path: "/reduce-costs", tabId: "automation", tabName: "Intelligent Process Automation" },
  { path: "/improve-efficiency", tabId: "customer-service", tabName: "AI Customer Service Agent" },
  { path: "/enhance-customer-experience", tabId: "personalization", tabName: "Personalisation Engine" },
  { path: "/accelerate-decisions", tabId: "business-intelligence", tabName: "AI Business Intelligence" },
] as const;

const TIMELINE = [
  ["Week 1-2", "Analysis & Strategy"],
  ["Week 3-6", "Development & Testing"],
  ["Week 7-8", "Deployment & Training"],
  ["Week 9-12", "Optimization & Results"],
] as const;

const contentFor = (path: string) => {
  const content = outcomePages.find((p) => p.path === path);
  if (!content) throw new Error(`no content for ${path}`);
  return content;
};

/** Interactions need React to have hydrated the server-rendered tabs. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const list = document.querySelector('[role="tablist"]');
    return !!list && Object.keys(list).some((k) => k.startsWith("__reactProps"));
  });
}

async function expectFeaturesShown(page: Page, features: readonly string[]) {
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole("listitem")).toHaveText([...features]);
}

/**
 * Arrow keys, Home and End move between tabs and show that solution's six features; then Book
 * Strategy Call leads to /get-started. The five pages share one tab component: checked on one.
 */
async function keyboardThenCallToAction(page: Page) {
  const content = contentFor("/improve-efficiency");
  const [first, second, third] = content.solutions;
  await page.getByRole("tab", { selected: true }).focus();
  // Arrows move selection and focus together, wrapping at both ends.
  const steps = [
    ["ArrowRight", second],
    ["ArrowRight", third],
    ["ArrowRight", first],
    ["ArrowLeft", third],
    ["Home", first],
    ["End", third],
    ["ArrowUp", second],
  ] as const;
  for (const [key, solution] of steps) {
    await page.keyboard.press(key);
    const tab = page.getByRole("tab", { name: solution.title });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expectFeaturesShown(page, solution.features);
  }
  // A switched tab, which the route sweep does not see: the tabs and the panel are what changed.
  await expectNoAxeViolations(page, SHOWN_TABS);

  // Last, as it leaves the page: the call to action (the same on every outcome page).
  const cta = page.getByRole("region", { name: content.cta.title });
  await cta.getByRole("link", { name: "Book Strategy Call" }).click();
  await expect(page).toHaveURL(/\/get-started$/);
}

/** Moving to another outcome page in the app resets the tab to that page's default. */
async function clientSideMoveResetsTab(page: Page) {
  await page.getByRole("tab", { name: "Dynamic Pricing Engine" }).click();
  await expect(page.getByRole("tab", { selected: true })).toHaveAccessibleName("Dynamic Pricing Engine");
  // A marker on window proves the next page comes from client-side navigation, not a full reload.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Business Outcomes" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reduce Costs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reduce Costs with AI Automation" })).toBeVisible();
  expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
  await expect(page.getByRole("tab", { selected: true })).toHaveId("solution-tab-automation");
  await expectFeaturesShown(page, contentFor("/reduce-costs").solutions[0].features);
}

/** What a page's test goes on with after its own checks (each leaves the page or its tabs changed). */
const THEN: Partial<Record<string, [string, (page: Page) => Promise<void>]>> = {
  "/improve-efficiency": [
    "arrow keys, Home and End move between tabs, then Book Strategy Call leads to /get-started",
    keyboardThenCallToAction,
  ],
  "/increase-revenue": ["moving to another outcome page in the app resets the tab", clientSideMoveResetsTab],
};

// One page load per outcome page: what it shows, then each tab clicked. The five pages share one tab
// component, so the keyboard, the call to action and axe on a switched tab are checked on one page
// (each page's default state is in the a11y.spec.ts sweep).
for (const { path, tabId, tabName } of PAGES) {
  test(`outcome page ${path}`, async ({ page }) => {
    const content = contentFor(path);
    await openHydrated(page, path);
    await test.step("the hero shows its title and particles", async () => {
      await expect(page.getByRole("heading", { level: 1, name: content.hero.title })).toBeVisible();
      await expect(page.getByTestId("particles")).toHaveAttribute("data-count", "100");
    });

    await test.step("four stat tiles show the page's results", async () => {
      const tiles = page.getByRole("list", { name: "Typical results for our clients" }).getByRole("listitem");
      await expect(tiles).toHaveCount(4);
      for (const [i, stat] of content.stats.entries()) {
        await expect(tiles.nth(i)).toContainText(stat.number);
        await expect(tiles.nth(i)).toContainText(stat.label);
      }
    });

    await test.step("the page's own tab is selected, with its features", async () => {
      await expect(page.getByRole("tab")).toHaveCount(3);
      const selected = page.getByRole("tab", { selected: true });
      await expect(selected).toHaveCount(1);
      await expect(selected).toHaveId(`solution-tab-${tabId}`);
      await expect(selected).toHaveAccessibleName(tabName);
      await expectFeaturesShown(page, content.solutions.find((s) => s.id === tabId)?.features ?? []);
    });

    await test.step("the timeline has four phases", async () => {
      const phases = page.getByRole("list", { name: "Implementation timeline" }).getByRole("listitem");
      await expect(phases).toHaveCount(4);
      for (const [i, [week, title]] of TIMELINE.entries()) {
        await expect(phases.nth(i).getByText(week, { exact: true })).toBeVisible();
        await expect(phases.nth(i).getByRole("heading", { level: 3 })).toHaveText(title);
      }
    });

    await test.step("shows four process steps, the 90-day guarantee and the call to action", async () => {
      await expect(page.getByRole("list", { name: "How we deliver" }).getByRole("listitem")).toHaveCount(4);
      await expect(page.getByText("Measurable results within 90 days, or your money back.")).toBeVisible();
      const cta = page.getByRole("region", { name: content.cta.title });
      await expect(cta.getByRole("link", { name: "Book Strategy Call" })).toHaveAttribute("href", "/get-started");
    });

    await test.step("each tab shows its solution", async () => {
      const [first, second, third] = content.solutions;
      expect(first.id).toBe(tabId); // the default tab is the first one on every page
      for (const solution of [third, second, first]) {
        await page.getByRole("tab", { name: solution.title }).click();
        await expect(page.getByRole("tab", { selected: true })).toHaveAccessibleName(solution.title);
        await expectFeaturesShown(page, solution.features);
        await expect(page.getByRole("tabpanel").getByRole("img", { name: solution.image.alt })).toBeVisible();
      }
    });

    const then = THEN[path];
    if (then) await test.step(then[0], () => then[1](page));
  });
}

test("an unknown path under the outcome pages is not served as one", async ({ request }) => {
  const res = await request.get("/increase-revenue/anything");
  expect(res.status()).toBe(404);
});
