import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, OPEN_CARD_SECTION, SHOWN_TABS, test } from "./fixtures";

// Several axe passes per test on a shared two-core machine: allow more than the default 30 s. Each page
// is checked in full by a11y.spec.ts; the passes here look at what a click changed (the tabs and the
// panel on show, the section of the opened card).
test.describe.configure({ timeout: 60_000 });

// AI Readiness, AI Strategy & Roadmap and Data Audit: tabs, phases and one-open-at-a-time cards.
// Use cases: service-details-use-cases.spec.ts; counter and training pages: service-details-pages.spec.ts.

const expanded = (button: Locator, value: boolean) => expect(button).toHaveAttribute("aria-expanded", String(value));

async function expectContactLink(link: Locator, messagePart: RegExp) {
  const href = (await link.getAttribute("href")) ?? "";
  const url = new URL(href, "http://x");
  expect(url.pathname).toBe("/contact");
  expect(url.searchParams.get("service")).toBe("IT Consultancy");
  expect(url.searchParams.get("message")).toMatch(messagePart);
}

async function heading1(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("AI Readiness", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/resources/ai-readiness");
    await heading1(page, "AI readiness assessment");
  });

  test("one load of the AI Readiness page", async ({ page }) => {
    await test.step("the calls to action lead to the contact form and Get Started", async () => {
      const main = page.getByRole("main");
      await expectContactLink(main.getByRole("link", { name: "Book a Readiness Assessment" }).first(), /readiness/);
      await expect(main.getByRole("link", { name: "Get Started" }).first()).toHaveAttribute("href", "/get-started");
    });

    await test.step("four tabs, with Overview first", async () => {
      const tabs = page.getByRole("tablist", { name: "About the AI readiness service" }).getByRole("tab");
      await expect(tabs).toHaveText(["Overview", "Methodology", "Benefits", "Case Studies"]);
      await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: "Overview" })).toContainText("The six dimensions we score");
    });

    await test.step("each tab shows its own panel", async () => {
      await page.getByRole("tab", { name: "Benefits" }).click();
      await expect(page.getByRole("tabpanel", { name: "Benefits" })).toContainText("Fewer failed pilots");
      await expectNoAxeViolations(page, SHOWN_TABS);

      await page.getByRole("tab", { name: "Case Studies" }).click();
      const cases = page.getByRole("tabpanel", { name: "Case Studies" });
      await expect(cases.getByRole("heading", { level: 3 })).toHaveCount(3);
      await expectNoAxeViolations(page, SHOWN_TABS);
    });

    await test.step("arrow keys move between tabs", async () => {
      await page.keyboard.press("ArrowLeft");
      await expect(page.getByRole("tab", { name: "Benefits" })).toBeFocused();
      await expect(page.getByRole("tab", { name: "Benefits" })).toHaveAttribute("aria-selected", "true");
    });

    await test.step("the Methodology step cards show their durations and expand one at a time", async () => {
      await page.getByRole("tab", { name: "Methodology" }).click();
      const panel = page.getByRole("tabpanel", { name: "Methodology" });
      const card = (title: string) =>
        panel.getByRole("listitem").filter({ has: page.getByRole("button", { name: title }) });
      for (const [title, duration] of [
        ["Assess", "2-3 weeks"],
        ["Strategy", "3-4 weeks"],
        ["Build", "8-12 weeks"],
        ["Scale", "Ongoing"],
      ]) {
        await expect(card(title).first()).toContainText(duration);
        await expanded(panel.getByRole("button", { name: title, exact: true }), false);
      }

      const assess = panel.getByRole("button", { name: "Assess", exact: true });
      const build = panel.getByRole("button", { name: "Build", exact: true });
      await assess.click();
      await expanded(assess, true);
      await expect(panel.getByText("Stakeholder interviews with leadership and process owners")).toBeVisible();

      await build.click();
      await expanded(build, true);
      await expanded(assess, false);
      await expect(panel.getByText("Stakeholder interviews with leadership and process owners")).toBeHidden();
      await expect(panel.getByText("Live AI solutions measured against the baseline")).toBeVisible();
      await expect(panel.locator('button[aria-expanded="true"]')).toHaveCount(1);
      await expectNoAxeViolations(page, SHOWN_TABS);

      // A second click closes it; the keyboard works too.
      await build.click();
      await expanded(build, false);
      await panel.getByRole("button", { name: "Scale", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expanded(panel.getByRole("button", { name: "Scale", exact: true }), true);
    });
  });
});

test.describe("AI Strategy & Roadmap", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/resources/ai-strategy-roadmap");
    await heading1(page, "AI strategy and roadmap");
  });

  test("one load of the AI Strategy & Roadmap page", async ({ page }) => {
    const phases = page.getByRole("tablist", { name: "Roadmap phases" }).getByRole("tab");
    const panel = page.getByRole("tabpanel", { name: /Phase 03/ });
    await test.step("shows four stats, two stories and the brochure and consultation buttons", async () => {
      await expect(
        page.getByRole("region", { name: "Results our strategy clients report" }).getByRole("listitem"),
      ).toHaveCount(4);
      await expect(page.getByRole("region", { name: "Success stories" }).locator("figure")).toHaveCount(2);
      await expectContactLink(page.getByRole("link", { name: "Download Brochure" }), /AI Strategy & Roadmap brochure/);
      await expectContactLink(page.getByRole("link", { name: "Schedule a Consultation" }), /AI strategy/);
    });

    await test.step("Phase 01 is selected first", async () => {
      await expect(page.getByText("Strategic AI Transformation")).toBeVisible();
      await expect(phases).toHaveCount(4);
      for (const [i, duration] of ["2-4 weeks", "3-5 weeks", "4-6 weeks", "Ongoing"].entries()) {
        await expect(phases.nth(i)).toContainText(`Phase 0${i + 1}`);
        await expect(phases.nth(i)).toContainText(duration);
      }
      await expect(phases.first()).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toContainText("Discovery & Assessment");
      await expect(page.getByRole("tabpanel")).toContainText("Duration: 2-4 weeks");
    });

    await test.step("choosing Phase 03 shows its panel", async () => {
      await page.getByRole("tab", { name: /Phase 03/ }).click();
      await expect(page.getByRole("tab", { name: /Phase 03/ })).toHaveAttribute("aria-selected", "true");
      await expect(phases.first()).toHaveAttribute("aria-selected", "false");
      await expect(panel.getByRole("heading", { name: "Roadmap Development" })).toBeVisible();
      await expect(panel).toContainText("Duration: 4-6 weeks");
      await expectNoAxeViolations(page, SHOWN_TABS);
    });

    await test.step("the framework cards open one at a time and close on a second click", async () => {
      const region = page.getByRole("region", { name: "Our strategy framework" });
      const cards = region.locator("button[aria-expanded]");
      await expect(cards).toHaveCount(6);
      const alignment = region.getByRole("button", { name: "Business Alignment" });
      const data = region.getByRole("button", { name: "Data Strategy" });

      await alignment.click();
      await expanded(alignment, true);
      await expect(region.getByText("Executive sponsor per initiative")).toBeVisible();
      await expectNoAxeViolations(page, OPEN_CARD_SECTION);

      await data.click();
      await expanded(data, true);
      await expanded(alignment, false);
      await expect(region.getByText("Executive sponsor per initiative")).toBeHidden();
      await expect(region.locator('button[aria-expanded="true"]')).toHaveCount(1);

      await data.click();
      await expanded(data, false);
      await expect(region.locator('button[aria-expanded="true"]')).toHaveCount(0);
    });

    await test.step("Phase 03's Get Started link leads to the contact form", async () => {
      const start = panel.getByRole("link", { name: "Get Started with Phase 03" });
      await expectContactLink(start, /Phase 03 \(Roadmap Development\)/);
      await start.click();
      await expect(page).toHaveURL(/\/contact\?service=IT%20Consultancy&message=/);
      expect(new URL(page.url()).searchParams.get("message")).toContain("Phase 03");
    });
  });
});

test.describe("Data Audit & Quality Assessment", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/services/consulting/data-audit");
    await heading1(page, "Data audit and quality assessment");
  });

  test("one load of the Data Audit page", async ({ page }) => {
    const main = page.getByRole("main");
    await test.step("shows four tiles and two stories", async () => {
      const tiles = page.getByRole("region", { name: "Why clean data pays" }).getByRole("listitem");
      await expect(tiles).toHaveCount(4);
      for (const [i, value] of ["87%", "3.5x", "95%", "2-4 weeks"].entries()) {
        await expect(tiles.nth(i).getByText(value, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("region", { name: "Success stories" }).locator("figure")).toHaveCount(2);
    });

    await test.step("the calls to action lead to the contact form", async () => {
      await expect(main.getByRole("link", { name: "Request Audit" })).toHaveCount(2);
      await expectContactLink(main.getByRole("link", { name: "Request Audit" }).first(), /data audit/);
      await expectContactLink(main.getByRole("link", { name: "Get Started with Data Audit" }), /data audit/);
      await expectContactLink(
        main.getByRole("link", { name: "Download Brochure" }),
        /Data Audit & Quality Assessment brochure/,
      );
    });

    await test.step("six service cards toggle, one open at a time", async () => {
      const region = page.getByRole("region", { name: "What the audit covers" });
      await expect(region.locator("button[aria-expanded]")).toHaveCount(6);
      const quality = region.getByRole("button", { name: "Data Quality Assessment" });
      const security = region.getByRole("button", { name: "Security & Compliance Check" });

      await quality.click();
      await expanded(quality, true);
      await expect(region.getByText("Quality score per dataset and per critical field")).toBeVisible();
      await security.click();
      await expanded(security, true);
      await expanded(quality, false);
      await expect(region.getByText("Personal data inventory")).toBeVisible();
      await expectNoAxeViolations(page, OPEN_CARD_SECTION);
      await security.click();
      await expect(region.locator('button[aria-expanded="true"]')).toHaveCount(0);
    });

    await test.step("Get Started with Data Audit leads to the contact form", async () => {
      await main.getByRole("link", { name: "Get Started with Data Audit" }).click();
      await expect(page).toHaveURL(/\/contact\?service=IT%20Consultancy&message=/);
    });
  });
});
