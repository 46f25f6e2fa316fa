import { SERVICES_MENU } from "../../app/content/navigation";
import { expect, test } from "./fixtures";

test.describe("Top navigation", () => {
  test("the Services menu shows its three groups and works by keyboard", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    for (const group of SERVICES_MENU) {
      const list = nav.getByRole("list", { name: group.name });
      await expect(list.getByRole("link")).toHaveCount(group.links.length);
    }
    await expect(nav.getByRole("link", { name: "Custom Chatbots & Agents" })).toHaveAttribute(
      "href",
      "/services/dev/chatbots",
    );
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "AI Strategy & Roadmap" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
  });

  // The footer is read first, on the same load, as the menus below end on another page.
  test("one load of the home page: the footer, then the menus", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await test.step("the footer carries its links, contact details and four social links", async () => {
      const footer = page.getByRole("contentinfo");
      for (const [name, href] of [
        ["All Services", "/services"],
        ["AI-Powered Apps", "/services/ai-apps"],
        ["API Integration", "/services/api-integration"],
        ["Generative AI", "/services/dev/genai"],
        ["About Us", "/about"],
        ["Contact", "/contact"],
        ["Blog", "/blog"],
        ["Knowledge Center", "/knowledge-center"],
        ["Privacy Policy", "/coming-soon"],
        ["Terms of Service", "/coming-soon"],
        ["Documentation", "/coming-soon"],
        ["System Status", "/coming-soon"],
      ]) {
        await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await expect(footer.getByRole("link", { name: "hello@narmadaai.in" })).toHaveAttribute(
        "href",
        "mailto:hello@narmadaai.in",
      );
      await expect(footer.getByRole("link", { name: "+91 731 400 2200" })).toHaveAttribute("href", "tel:+917314002200");
      await expect(footer).toContainText("Vijay Nagar, Indore, Madhya Pradesh");
      await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(4);
    });

    await test.step("the Business Outcomes menu lists its pages", async () => {
      await nav.getByRole("button", { name: "Business Outcomes" }).click();
      await expect(nav.getByRole("link", { name: "Reduce Costs" })).toHaveAttribute("href", "/reduce-costs");
    });
    await test.step("the Knowledge Center menu closes the other and lists the free resources", async () => {
      await nav.getByRole("button", { name: "Knowledge Center" }).click();
      await expect(nav.getByRole("button", { name: "Business Outcomes" })).toHaveAttribute("aria-expanded", "false");
      const free = nav.getByRole("list", { name: "Free Resources" });
      await expect(free.getByRole("link")).toHaveText([
        "AI Readiness",
        "ROI Calculator",
        "AI Benchmarking",
        "Industry Reports",
      ]);
    });
    await test.step("a menu link opens its page and closes the menu", async () => {
      await nav.getByRole("link", { name: "Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(nav.getByRole("button", { name: "Knowledge Center" })).toHaveAttribute("aria-expanded", "false");
    });
  });

  test("highlights the active route", async ({ page }) => {
    await page.goto("/portfolio");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Solution Portfolio" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current", "page");
  });

  // The header menus and the footer are not hydrated (StaticHtml): their links must still navigate in
  // the page, without a new document, and the menus must mark the new page.
  test("header menu and footer links navigate without reloading the page, and the menu marks the new page", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const sameDocument = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

    await page.getByRole("contentinfo").getByRole("link", { name: "Knowledge Center", exact: true }).click();
    await expect(page).toHaveURL(/\/knowledge-center$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Knowledge");
    expect(await sameDocument()).toBe(true);

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    await nav.getByRole("link", { name: "Workflow Automation" }).click();
    await expect(page).toHaveURL(/\/services\/dev\/automation$/);
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false");
    expect(await sameDocument()).toBe(true);

    await nav.getByRole("button", { name: "Services" }).click();
    await expect(nav.getByRole("link", { name: "Workflow Automation" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "API Integration" })).not.toHaveAttribute("aria-current", "page");

    // A modified click is the browser's: a new tab, this page stays.
    const popup = page.context().waitForEvent("page");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "About Us" })
      .click({ modifiers: ["ControlOrMeta"] });
    await (await popup).close();
    await expect(page).toHaveURL(/\/services\/dev\/automation$/);
  });

  test("takes the glass look after 50 px of scroll", async ({ page }) => {
    await page.goto("/contact");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-glass", "false");
    await page.mouse.wheel(0, 40);
    await page.waitForFunction(() => window.scrollY >= 40);
    await expect(header).toHaveAttribute("data-glass", "false");
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute("data-glass", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-glass", "false");
  });
});

test.describe("Mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator("#mobile-menu");
    await test.step("the menu starts collapsed", async () => {
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toBeHidden();
    });
    await test.step("Escape closes it and returns focus to its button", async () => {
      await toggle.click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.locator("#mobile-menu")).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    });

    await test.step("it offers a Get Started button", async () => {
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
    });
    await test.step("a link click opens its page and closes the menu", async () => {
      await menu.getByRole("button", { name: "Services" }).click();
      await menu.getByRole("link", { name: "Workflow Automation" }).click();
      await expect(page).toHaveURL(/\/services\/dev\/automation$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    });
  });
});
