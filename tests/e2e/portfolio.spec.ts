import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, OPEN_DIALOG, test } from "./fixtures";

// Expected values worked out by hand from app/content/portfolio.ts: a card shows 3 technologies, its modal all.
const TITLES = {
  web: "B2B Ordering Portal for a Pharma Distributor",
  mobile: "Field Service App for Agricultural Equipment",
  cloud: "Cloud Migration for an EdTech Platform",
  security: "Zero-Trust Security Programme for a Hospital Group",
  ai: "AI Claims Processing Assistant",
  consulting: "AI Roadmap for a Textile Manufacturer",
};
const CATEGORIES: { button: string; titles: string[] }[] = [
  { button: "All Projects", titles: Object.values(TITLES) },
  { button: "Web", titles: [TITLES.web] },
  { button: "Mobile", titles: [TITLES.mobile] },
  { button: "Cloud", titles: [TITLES.cloud] },
  { button: "Security", titles: [TITLES.security] },
  { button: "AI", titles: [TITLES.ai] },
  { button: "Consulting", titles: [TITLES.consulting] },
];
const CLOUD_TECH = ["AWS", "Terraform", "Kubernetes", "Docker", "PostgreSQL", "Grafana"];

const filters = (page: Page) => page.getByRole("group", { name: "Filter projects by category" });
const cards = (page: Page) => page.getByRole("list", { name: "Projects" }).locator(":scope > li");
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("heading", { level: 3, name: title }) });
const details = (page: Page, title: string) => page.getByRole("button", { name: `View Details of ${title}` });
const dialog = (page: Page) => page.getByRole("dialog");

test.beforeEach(async ({ page }) => {
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solution portfolio");
});

test("one load of /portfolio", async ({ page }) => {
  await test.step("the hero has 100 particles", async () => {
    await expect(page.getByTestId("particles")).toHaveAttribute("data-count", "100");
  });
  await test.step("four statistics count up to their final values", async () => {
    const stats = page.getByRole("region", { name: "Results our clients can count on" });
    await expect(stats).toMatchAriaSnapshot(`
    - term: Happy Clients
    - definition: 500+
    - term: Projects Completed
    - definition: 50+
    - term: Years of Experience
    - definition: 5+
    - term: Client Satisfaction (%)
    - definition: 99+
  `);
    await expect(stats.getByTestId("counter")).toHaveText(["500+", "50+", "5+", "99+"], { timeout: 5000 });
  });
  await test.step("six sized, lazy images with their alt text", async () => {
    const images = cards(page).locator("img");
    await expect(images).toHaveCount(6);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("src", /^\/images\/portfolio\/[a-z0-9-]+\.svg$/);
      await expect(img).toHaveAttribute("width", "800");
      await expect(img).toHaveAttribute("height", "600");
      await expect(img).toHaveAttribute("alt", /^Abstract .{20,}/);
      await expect(img).toHaveAttribute("loading", "lazy");
    }
  });
  await test.step("two calls to action lead to contact and services", async () => {
    const cta = page.getByRole("region", { name: "Have a project like these in mind?" });
    await expect(cta.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
  });

  await test.step("a card shows only its first 3 technologies", async () => {
    const c = card(page, TITLES.cloud);
    await expect(c.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveText([
      "AWS",
      "Terraform",
      "Kubernetes",
      "+3 more",
    ]);
    await expect(c.getByText("Docker")).toHaveCount(0);
    await expect(c.getByText("Grafana")).toHaveCount(0);
    // The consulting project has four: one more behind the modal.
    await expect(
      card(page, TITLES.consulting).getByRole("list", { name: "Technologies" }).getByRole("listitem"),
    ).toHaveText(["Python", "Power BI", "Azure", "+1 more"]);
  });

  await test.step("the modal shows all the technologies and the results", async () => {
    await details(page, TITLES.cloud).click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d).toHaveAccessibleName(TITLES.cloud);
    await expect(d.getByRole("list", { name: "All technologies" }).getByRole("listitem")).toHaveText(CLOUD_TECH);
    await expect(d).toMatchAriaSnapshot(`
    - heading "Results" [level=3]
    - term: Infrastructure cost
    - definition: "-32%"
    - term: Uptime during exam season
    - definition: 99.95%
    - term: Release frequency
    - definition: Monthly to daily
  `);
    await expect(d.getByText("Learnova EdTech, Bengaluru")).toBeVisible();
    await expect(d.getByRole("link", { name: "Discuss a Similar Project" })).toHaveAttribute(
      "href",
      /^\/contact\?service=Cloud\+%26\+Hosting&message=/,
    );
  });
});

test("the category filter", async ({ page }) => {
  await test.step("each category button lists its projects", async () => {
    await expect(filters(page).getByRole("button")).toHaveText(CATEGORIES.map((c) => c.button));
    for (const { button, titles } of [...CATEGORIES.slice(1), CATEGORIES[0]]) {
      await filters(page).getByRole("button", { name: button, exact: true }).click();
      for (const c of CATEGORIES) {
        await expect(filters(page).getByRole("button", { name: c.button, exact: true })).toHaveAttribute(
          "aria-pressed",
          String(c.button === button),
        );
      }
      await expect(cards(page)).toHaveCount(titles.length);
      await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(titles);
      await expect(page.getByText(`Showing ${titles.length} of 6 projects`)).toBeVisible();
    }
  });

  await test.step("axe passes with a filter and the modal open", async () => {
    // Axe with a filter and the modal open (the page as loaded is in the a11y.spec.ts sweep): the
    // filtered projects and the modal are what changed.
    await filters(page).getByRole("button", { name: "AI", exact: true }).click();
    await expect(cards(page)).toHaveCount(1);
    await details(page, TITLES.ai).click();
    await expect(dialog(page)).toBeVisible();
    await expectNoAxeViolations(page, `section[aria-labelledby=portfolio-projects], ${OPEN_DIALOG}`);
  });
});

test("the detail modal", async ({ page }) => {
  await test.step("the Close button closes it, returning focus to its card", async () => {
    await details(page, TITLES.web).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(details(page, TITLES.web)).toBeFocused();
  });

  await test.step("a click on the backdrop closes it, returning focus to its card", async () => {
    await details(page, TITLES.ai).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5); // outside the panel: the backdrop
    await expect(dialog(page)).toBeHidden();
    await expect(details(page, TITLES.ai)).toBeFocused();
  });

  await test.step("Escape closes it, returning focus to its card", async () => {
    await details(page, TITLES.security).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(details(page, TITLES.security)).toBeFocused();
  });

  await test.step("a click on a card's picture opens it, and a click inside keeps it open", async () => {
    await card(page, TITLES.mobile).click({ position: { x: 40, y: 40 } }); // on the picture
    await expect(dialog(page)).toHaveAccessibleName(TITLES.mobile);
    await dialog(page).getByText("Kaveri Agri Equipment, Pune").click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
  });

  await test.step("by keyboard alone, Enter opens it, focus stays inside and Escape returns to the card", async () => {
    await filters(page).getByRole("button", { name: "Consulting" }).focus();
    await page.keyboard.press("Enter");
    await expect(cards(page)).toHaveCount(1);
    await page.keyboard.press("Tab");
    await expect(details(page, TITLES.consulting)).toBeFocused();
    await page.keyboard.press("Enter");
    const d = dialog(page);
    await expect(d).toBeVisible();
    // Tabbing cycles through the dialog and never reaches the page behind it (which the native modal
    // makes inert); between rounds focus passes through the browser's own UI, seen here as <body>.
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      seen.push(
        await d.evaluate((el) => {
          const a = document.activeElement;
          return el.contains(a) ? `in:${a?.textContent?.trim() || a?.getAttribute("aria-label")}` : `out:${a?.tagName}`;
        }),
      );
    }
    expect(seen).toEqual([
      "in:Close",
      "in:Discuss a Similar Project",
      "out:BODY",
      "in:Close",
      "in:Discuss a Similar Project",
      "out:BODY",
    ]);
    await page.keyboard.press("Escape");
    await expect(d).toBeHidden();
    await expect(details(page, TITLES.consulting)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(d).toHaveAccessibleName(TITLES.consulting);
    await d.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Enter");
    await expect(d).toBeHidden();
    await expect(details(page, TITLES.consulting)).toBeFocused();
  });
});
