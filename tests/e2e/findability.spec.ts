import { BLOG_ARTICLES } from "../../app/content/blog-seed";
import { structuredDataProblems } from "../../app/lib/structured-data-rules";
import { firstModules } from "../../server/http/defer-client-modules";
import { pngSize } from "../../server/seo/og-image";
import { page as parseHtml } from "../api/html";
import { expect, expectNoAxeViolations, OPEN_DIALOG, test } from "./fixtures";

// Search engines and link previews read the HTML; people use the header search with the keyboard.

const article = BLOG_ARTICLES[0];

const ldBlocks = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as { "@type": string },
  );
const content = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute("content");

test.describe("structured data and social previews in the served HTML", () => {
  for (const [path, types] of [
    ["/", ["Organization", "ProfessionalService", "WebSite"]],
    ["/contact", ["BreadcrumbList", "Organization", "ProfessionalService", "FAQPage"]],
    ["/services/dev/chatbots", ["BreadcrumbList", "Service"]],
    ["/reduce-costs", ["BreadcrumbList"]],
    [`/blog/${article.slug}`, ["BreadcrumbList", "BlogPosting"]],
  ] as const) {
    test(path, async ({ request }) => {
      const doc = parseHtml(await (await request.get(path)).text());
      const blocks = ldBlocks(doc);
      expect(blocks.map((b) => b["@type"])).toEqual(types);
      for (const block of blocks) expect(structuredDataProblems(block), JSON.stringify(block)).toEqual([]);

      expect(content(doc, 'meta[name="twitter:card"]')).toBe("summary_large_image");
      const image = content(doc, 'meta[property="og:image"]') ?? "";
      expect(image).toMatch(/^http:\/\/localhost:3000\/og\/.+\.png$/);
      const res = await request.get(new URL(image).pathname);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
    });
  }

  test("the blog pages announce the RSS feed", async ({ request }) => {
    for (const path of ["/blog", `/blog/${article.slug}`]) {
      const doc = parseHtml(await (await request.get(path)).text());
      const feeds = [...doc.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')];
      expect(feeds.map((l) => l.getAttribute("href"))).toEqual(["http://localhost:3000/blog/rss.xml"]);
      expect(feeds[0]?.getAttribute("title")).toMatch(/./);
    }
  });
});

test("the search dialog and MiniSearch are in no page's first JavaScript", async ({ request }) => {
  for (const path of ["/", "/services", "/search?q=roi"]) {
    const html = await (await request.get(path)).text();
    const files = firstModules(html);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => f.includes("search-dialog"))).toEqual([]);
    for (const file of files) expect(await (await request.get(file)).text(), file).not.toContain("MiniSearch");
  }
});

test("Ctrl-K, “roi”, Enter opens the ROI calculator, keyboard only", async ({ page }) => {
  // Starts on a server-rendered article: its JSON-LD blocks must not trip the CSP either.
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`/blog/${article.slug}`);
  const searchButton = page.getByRole("button", { name: "Search the site" });
  // No search code before the dialog is asked for.
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));

  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole("combobox", { name: "Search pages, services and articles" });
  await expect(box).toBeFocused();
  expect(requested).toContain("/api/search-index");

  // Escape closes and gives focus back to the header's search button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(searchButton).toBeFocused();

  await page.keyboard.press("Enter"); // the focused search button
  await expect(box).toBeFocused();
  await page.keyboard.type("roi");
  const options = dialog.getByRole("option");
  await expect(options.first()).toContainText("AI ROI calculator");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  // The article behind is checked in full in blog.spec.ts: here, the search dialog and its results.
  await expectNoAxeViolations(page, OPEN_DIALOG);

  // Arrows move the active option and wrap around.
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowUp");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id")) ?? "");

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/roi-calculator$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ROI");
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

// Speed: each page carries its whole stylesheet inline, the rules it uses at the top and the others at
// the end (ADR 032): nothing blocks the first paint, and no stylesheet arrives later to restyle the page.
test.describe("on a phone (as Lighthouse measures)", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test("no page fetches the stylesheet file, and a page reached in the browser lays out as when loaded", async ({
    page,
  }) => {
    // Top and height of every element of the main content: what a missing rule would change.
    const layout = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("main *")].map((el) => {
          const box = el.getBoundingClientRect();
          return `${el.tagName} ${Math.round(box.top)} ${Math.round(box.height)}`;
        }),
      );
    const stylesheetRequests: string[] = [];
    page.on(
      "request",
      (r) => /^\/assets\/[^/]+\.css$/.test(new URL(r.url()).pathname) && stylesheetRequests.push(r.url()),
    );
    await page.goto("/blog");
    const loaded = await layout();
    expect(await page.locator("style[data-unused-rules]").count()).toBe(1);

    // Client-side from the home page to the blog: the home page's two <style>s hold every rule.
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(layout).toEqual(loaded);
    expect(stylesheetRequests).toEqual([]);
  });

  test("a prerendered and a server-rendered page load their JavaScript after the first paint, then hydrate", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    for (const path of ["/", "/blog"]) {
      await page.goto(path); // the fixture waits for html[data-hydrated]: the deferred modules ran under the CSP
      const timing = await page.evaluate(() => {
        const scripts = performance
          .getEntriesByType("resource")
          .filter((r) => /^\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname));
        return {
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
          firstScript: Math.min(...scripts.map((r) => r.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts, path).toBeGreaterThan(2);
      expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.paint);
    }
    expect(problems).toEqual([]);
  });
});

test("the search results page is axe clean", async ({ page }) => {
  await page.goto("/search?q=chatbot");
  await expect(page.getByText(/results? for “chatbot”/)).toBeVisible();
  // /search is in the a11y.spec.ts sweep (no query); the results are in <main>.
  await expectNoAxeViolations(page, "main");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/search?q=chatbot lists the chatbot service page, and the form searches again", async ({ page }) => {
    await page.goto("/search?q=chatbot");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const results = page
      .getByRole("list")
      .filter({ has: page.getByRole("link", { name: "Custom chatbots and agents" }) });
    await expect(results.getByRole("link").first()).toHaveAttribute("href", "/services/dev/chatbots");

    await page.getByRole("searchbox", { name: "Search the site" }).fill("mlops");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=mlops$/);
    await expect(page.getByRole("link", { name: /MLOps/i }).first()).toHaveAttribute(
      "href",
      "/services/training/mlops",
    );
  });
});
