import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Expected values worked out by hand from the path-to-filter rule, app/content/service-catalog.ts (each card's
// filters) and app/content/pages.ts (each path's heading).
const ALL = [
  "AI Integration",
  "AI-Powered Apps",
  "Website Development",
  "Mobile App Development",
  "API Integration",
  "Cloud & Hosting",
  "Cybersecurity",
  "AI & IT Consulting",
];
const CHIPS = ["All Services", "Web", "Mobile", "AI Apps", "API Integration", "Cloud", "Security", "Consulting", "AI"];
const BY_CHIP: Record<string, string[]> = {
  "All Services": ALL,
  Web: ["Website Development", "API Integration"],
  Mobile: ["Mobile App Development"],
  "AI Apps": ["AI-Powered Apps"],
  "API Integration": ["API Integration"],
  Cloud: ["Cloud & Hosting"],
  Security: ["Cybersecurity"],
  Consulting: ["AI & IT Consulting"],
  AI: ["AI Integration", "AI-Powered Apps", "AI & IT Consulting"],
};
const PATHS: { path: string; heading: string; chip: string }[] = [
  { path: "/services", heading: "Our services", chip: "All Services" },
  { path: "/services/web", heading: "Website development", chip: "Web" },
  { path: "/services/mobile", heading: "Mobile app development", chip: "Mobile" },
  { path: "/services/cloud", heading: "Cloud and hosting", chip: "Cloud" },
  { path: "/services/security", heading: "Cybersecurity", chip: "Security" },
  { path: "/services/consulting", heading: "IT and AI consulting", chip: "Consulting" },
  { path: "/services/ai-apps", heading: "AI-powered apps", chip: "AI Apps" },
  { path: "/services/dev/apps", heading: "AI-powered apps", chip: "AI Apps" },
  { path: "/services/api-integration", heading: "API integration", chip: "API Integration" },
  { path: "/services/dev/api", heading: "API development and integration", chip: "API Integration" },
  { path: "/services/dev/api-integration", heading: "API integration", chip: "API Integration" },
];

const PLANS = [
  {
    name: "Starter",
    price: "$2,999",
    support: "3 months support",
    service: "Website Development",
    message: "I'm interested in the Starter plan ($2,999 per project, 3 months support).",
  },
  {
    name: "Professional",
    price: "$7,999",
    support: "6 months support",
    service: "AI Integration",
    message: "I'm interested in the Professional plan ($7,999 per project, 6 months support).",
  },
  {
    name: "Enterprise",
    price: "Custom",
    support: "12 months support",
    service: "IT Consultancy",
    message: "I'm interested in the Enterprise plan (custom pricing, 12 months support).",
  },
];

const chips = (page: Page) => page.getByRole("group", { name: "Filter services by category" });
const cards = (page: Page) => page.getByRole("list", { name: "Services", exact: true }).locator(":scope > li");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 });

async function expectFilter(page: Page, chip: string) {
  for (const name of CHIPS) {
    await expect(chips(page).getByRole("button", { name, exact: true })).toHaveAttribute(
      "aria-pressed",
      String(name === chip),
    );
  }
  await expect(cardTitles(page)).toHaveText(BY_CHIP[chip]);
  await expect(page.getByText(`Showing ${BY_CHIP[chip].length} of 8 services`)).toBeVisible();
}

// Which path selects which filter is unit-tested (service-filter.test.ts); here the prerendered HTML
// is checked without JavaScript (cheap page loads), and the hydrated page by the journeys below.
test.describe("the prerendered HTML is already filtered (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false });
  test("every Services path", async ({ page }) => {
    for (const { path, heading, chip } of PATHS) {
      await test.step(`${path} → ${chip}`, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expectFilter(page, chip);
      });
    }
  });
});

test("each chip filters the cards, and the catalogue passes axe after a click", async ({ page }) => {
  await page.goto("/services");
  for (const chip of [...CHIPS.slice(1), "All Services"]) {
    await chips(page).getByRole("button", { name: chip, exact: true }).click();
    await expectFilter(page, chip);
    // Every Services path is swept by a11y.spec.ts; a chip click changes only the catalogue section.
    if (chip === "AI") await expectNoAxeViolations(page, "section[aria-labelledby=services-catalog]");
  }
});

test("a client-side path change re-sets the filter, replacing a chip choice", async ({ page }) => {
  await page.goto("/services/web");
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await chips(page).getByRole("button", { name: "Security" }).click();
  await expectFilter(page, "Security");

  const footer = page.getByRole("navigation", { name: "Services" });
  await footer.getByRole("link", { name: "API Integration" }).click();
  await expect(page).toHaveURL(/\/services\/api-integration$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API integration");
  await expectFilter(page, "API Integration");

  await page.goBack();
  await expect(page).toHaveURL(/\/services\/web$/);
  await expectFilter(page, "Web");

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "AI-Powered Apps" }).click();
  await expect(page).toHaveURL(/\/services\/dev\/apps$/);
  await expectFilter(page, "AI Apps");

  await footer.getByRole("link", { name: "All Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expectFilter(page, "All Services");
  // All of it happened without a page load.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test.describe("cards with a page of their own", () => {
  test("a card with its own page opens by keyboard, by Learn More or by a click anywhere on it", async ({ page }) => {
    await page.goto("/services");
    await test.step("by keyboard, Tab reaches the chips and Space or Enter presses one", async () => {
      const all = chips(page).getByRole("button", { name: "All Services" });
      await all.focus();
      await page.keyboard.press("Tab");
      await expect(chips(page).getByRole("button", { name: "Web", exact: true })).toBeFocused();
      await page.keyboard.press("Space");
      await expectFilter(page, "Web");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(chips(page).getByRole("button", { name: "AI Apps" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expectFilter(page, "AI Apps");
    });
    await test.step("by keyboard, Learn More opens the card's page", async () => {
      // Past the chips, the next stop is the card's Learn More link.
      for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Learn More about AI-Powered Apps" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/services\/ai-apps$/);
      await expectFilter(page, "AI Apps");
    });

    await test.step("Learn More opens the card's page on a click too", async () => {
      await page.goBack();
      await expectFilter(page, "All Services");
      await page.getByRole("link", { name: "Learn More about AI-Powered Apps" }).click();
      await expect(page).toHaveURL(/\/services\/ai-apps$/);
      await expectFilter(page, "AI Apps");
    });

    await test.step("a click anywhere on the card opens its page", async () => {
      // A fresh load: after Back the restored scroll can leave the card's top under the sticky header.
      await page.goto("/services");
      const card = cards(page).filter({ has: page.getByRole("heading", { name: "API Integration", exact: true }) });
      // On the picture, far from the Learn More button: the card's stretched link takes the click.
      await card.click({ position: { x: 40, y: 40 } });
      await expect(page).toHaveURL(/\/services\/api-integration$/);
      await expectFilter(page, "API Integration");
    });
  });

  test("other cards are not links as a whole, but offer a preselected quote request", async ({ page }) => {
    await page.goto("/services");
    const quote = page.getByRole("link", { name: "Request a Quote for Cybersecurity" });
    await expect(quote).toHaveAttribute("href", /^\/contact\?/);
    await quote.click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.getByLabel("Service you are interested in")).toHaveValue("Cybersecurity");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      "I'd like a quote for Cybersecurity.",
    );
  });
});

test("the consulting card has its two buttons", async ({ page }) => {
  await page.goto("/services/consulting");
  const card = cards(page).filter({ has: page.getByRole("heading", { name: "AI & IT Consulting" }) });
  await expect(card.getByRole("link")).toHaveText(["Scoping & ROI", "Future Market Insights"]);
  await card.getByRole("link", { name: "Scoping & ROI" }).click();
  await expect(page).toHaveURL(/\/services\/consulting\/scoping-roi$/);
  await page.goBack();
  await card.getByRole("link", { name: "Future Market Insights" }).click();
  await expect(page).toHaveURL(/\/services\/consulting\/future-market-insights$/);
});

test("one load of /services", async ({ page }) => {
  await page.goto("/services");
  await test.step("shows the five-step process", async () => {
    const process = page.getByRole("region", { name: "How we deliver" });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText([
      "Discovery",
      "Design",
      "Development",
      "Testing",
      "Deployment",
    ]);
  });
  await test.step("shows three plans with their prices, support and Get Started links", async () => {
    const pricing = page.getByRole("region", { name: "Transparent pricing" });
    const plans = pricing.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(plans.getByRole("heading", { level: 3 })).toHaveText(PLANS.map((p) => p.name));
    for (const [i, plan] of PLANS.entries()) {
      await expect(plans.nth(i)).toContainText(plan.price);
      await expect(plans.nth(i)).toContainText(plan.support);
      await expect(plans.nth(i).getByText("Most Popular")).toHaveCount(plan.name === "Professional" ? 1 : 0);
    }
    for (const plan of PLANS) {
      const link = page.getByRole("link", { name: `Get Started with the ${plan.name} plan` });
      await expect(link).toHaveAttribute("href", /^\/contact\?service=/);
    }
  });
  await test.step("the cards' images are sized and lazy, with alt text", async () => {
    const images = cards(page).locator("img");
    await expect(images).toHaveCount(8);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("src", /^\/images\/services\/[a-z-]+\.svg$/);
      await expect(img).toHaveAttribute("width", "800");
      await expect(img).toHaveAttribute("height", "500");
      await expect(img).toHaveAttribute("alt", /^Abstract .{20,}/);
      await expect(img).toHaveAttribute("loading", "lazy");
    }
  });
});

test.describe("pricing", () => {
  // Each plan's own prefill text is unit-tested (contact-link.test.ts); one journey per way in.
  test("a plan's Get Started opens the contact form with the plan preselected", async ({ page }) => {
    const plan = PLANS[0];
    await page.goto("/services");
    const href = await page.getByRole("link", { name: "Get Started with the Professional plan" }).getAttribute("href");
    await test.step("Get Started (Starter) opens the contact form with the plan preselected", async () => {
      await page.getByRole("link", { name: `Get Started with the ${plan.name} plan` }).click();
      await expect(page).toHaveURL(/\/contact\?service=/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk about your project");
      await expect(page.getByLabel("Service you are interested in")).toHaveValue(plan.service);
      await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(plan.message);
      await expect(page.getByLabel("Full name")).toHaveValue("");
    });

    await test.step("a fresh load of the Professional plan's link preselects it too", async () => {
      await page.goto(href!);
      await expect(page.getByLabel("Service you are interested in")).toHaveValue("AI Integration");
      await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(PLANS[1].message);
    });
  });
});
