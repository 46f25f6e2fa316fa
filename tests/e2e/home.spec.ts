import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { HOME_STATS_SNAPSHOT } from "./home-stats";

const FINAL = ["500+", "50+", "5+", "99+"];

const main = (page: Page) => page.getByRole("main");
const stats = (page: Page) => page.getByRole("region", { name: "Our track record" });

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn AI into measurable business results");
});

// Reduced motion is the default here (playwright.config.ts).
test("one load of the home page", async ({ page }) => {
  const section = page.getByRole("region", { name: "What we do" });
  const cards = section.getByRole("listitem");
  const cta = page.getByRole("region", { name: "Ready to see what AI can do for your business?" });

  await test.step("with reduced motion the counters show their final values at once", async () => {
    // Read without retrying: before and right after they scroll into view, never an in-between value.
    expect(await stats(page).getByTestId("counter").allTextContents()).toEqual(FINAL);
    await stats(page).scrollIntoViewIfNeeded();
    expect(await stats(page).getByTestId("counter").allTextContents()).toEqual(FINAL);
  });

  await test.step("the hero has its particles and its two calls to action", async () => {
    await expect(page.getByTestId("particles")).toHaveAttribute("data-count", "150");
    await expect(main(page).getByRole("link", { name: "Calculate Your AI ROI" })).toHaveAttribute(
      "href",
      "/roi-calculator",
    );
    await expect(main(page).getByRole("link", { name: "Book a Free Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  await test.step("six service cards link to their services", async () => {
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "AI Integration",
      "Website Development",
      "Mobile App Development",
      "Cloud & Hosting",
      "Cybersecurity",
      "AI & IT Consulting",
    ]);
    const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/services",
      "/services/web",
      "/services/mobile",
      "/services/cloud",
      "/services/security",
      "/services/consulting",
    ]);
    await expect(section.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
  });

  await test.step("the why-choose list has six reasons", async () => {
    const why = page.getByRole("region", { name: "Why companies choose us" });
    await expect(why.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(why.getByRole("heading", { level: 3 }).first()).toHaveText("Results within 90 days");
  });

  await test.step("three testimonials, each rated 5 out of 5", async () => {
    const quotes = page.getByRole("region", { name: "What our clients say" }).getByRole("figure");
    await expect(quotes).toHaveCount(3);
    for (const quote of await quotes.all()) {
      await expect(quote.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
      await expect(quote.locator("blockquote")).toHaveText(/.{80,}/);
    }
    await expect(quotes.nth(0)).toContainText("Priya Sharma");
    await expect(quotes.nth(0)).toContainText("Chief Operating Officer, Narmada Logistics, Indore");
  });

  await test.step("the closing call to action links to the contact form and the portfolio", async () => {
    await expect(cta.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "View Our Portfolio" })).toHaveAttribute("href", "/portfolio");
  });

  // Last, as they leave the page.
  await test.step("the hero button leads to the ROI calculator", async () => {
    await main(page).getByRole("link", { name: "Calculate Your AI ROI" }).click();
    await expect(page).toHaveURL(/\/roi-calculator$/);
  });

  await test.step("a click anywhere on a service card opens its service, filtered", async () => {
    await page.goBack();
    await cards.nth(3).click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL(/\/services\/cloud$/);
    await expect(page.getByRole("button", { name: "Cloud", exact: true })).toHaveAttribute("aria-pressed", "true");
  });

  await test.step("the closing button leads to the portfolio", async () => {
    await page.goBack();
    await cta.getByRole("link", { name: "View Our Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });
});

test.describe("with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });
  test("counters start at 0 once the page runs, count up when seen, and read their final value", async ({ page }) => {
    // Screen readers get the final values, whatever the animation shows.
    await expect(stats(page)).toMatchAriaSnapshot(HOME_STATS_SNAPSHOT);
    // Below the fold: once the page runs (goto waits for hydration), the counters wait at 0.
    await expect(stats(page).getByTestId("counter")).toHaveText(["0+", "0+", "0+", "0+"]);
    await stats(page).scrollIntoViewIfNeeded();
    const started = Date.now();
    await expect(stats(page).getByTestId("counter").first()).not.toHaveText("0+");
    await expect(stats(page).getByTestId("counter")).toHaveText(FINAL, { timeout: 5000 });
    // Counters run about 2 seconds from 0 to the final value.
    expect(Date.now() - started).toBeGreaterThan(1200);
    await expect(stats(page)).toMatchAriaSnapshot(HOME_STATS_SNAPSHOT);
  });
});

// An unknown path shows the full Home page under a notice: routes.spec.ts.
