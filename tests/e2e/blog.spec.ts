import type { Page } from "@playwright/test";
import { BLOG_ARTICLES } from "../../app/content/blog-seed";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

// The six seed articles (app/content/blog-seed.ts), newest first; three are featured.
const TITLES = Object.fromEntries(BLOG_ARTICLES.map((a) => [a.slug, a.title]));
const FEATURED = [
  "The 90-Day AI Pilot Playbook: From Idea to Production Decision",
  "RAG over Enterprise Documents: What Actually Works in Production",
  "Case Study: How a Pithampur Auto-Components Maker Cut Scrap by 31% with Computer Vision",
];
const LATEST = [
  "Measuring AI ROI: A Framework Your CFO Will Accept",
  "The Data Readiness Checklist: 12 Questions to Answer Before You Build AI",
  "GenAI Governance for Indian Enterprises: Policies, Guardrails and the DPDP Act",
];
const CATEGORIES = [
  "All Topics",
  "AI Insights",
  "Case Studies",
  "Industry Trends",
  "How-To Guides",
  "Expert Insights",
  "Technical",
  "Business",
];

const topics = (page: Page) => page.getByRole("group", { name: "Filter articles by topic" });
const topic = (page: Page, name: string) => topics(page).getByRole("button", { name, exact: true });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const section = (page: Page, name: string) => page.getByRole("region", { name });
const count = (page: Page) => page.getByRole("status").filter({ hasText: /\barticles?\b/ });
const cardTitles = (page: Page, name: string) => section(page, name).getByRole("heading", { level: 3 });

test.describe("Blog list", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Insights & Stories" })).toBeVisible();
  });

  test("one load of the blog list", async ({ page }) => {
    await test.step("shows the six articles, three featured and three latest, under eight topics", async () => {
      await expect(topics(page).getByRole("button")).toHaveText(CATEGORIES);
      await expect(topic(page, "All Topics")).toHaveAttribute("aria-pressed", "true");
      await expect(cardTitles(page, "Featured articles")).toHaveText(FEATURED);
      await expect(cardTitles(page, "Latest articles")).toHaveText(LATEST);
      await expect(count(page)).toHaveText("6 articles");
    });

    await test.step("the featured section appears only on All Topics", async () => {
      await topic(page, "Technical").click();
      await expect(topic(page, "Technical")).toHaveAttribute("aria-pressed", "true");
      await expect(topic(page, "All Topics")).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByRole("heading", { name: "Featured articles" })).toHaveCount(0);
      // The featured RAG article is listed in the Technical grid instead.
      await expect(cardTitles(page, "Technical")).toHaveText([TITLES["rag-over-enterprise-documents"]]);
      await topic(page, "All Topics").click();
      await expect(page.getByRole("heading", { name: "Featured articles" })).toBeVisible();
    });

    // Last, as it leaves the page.
    await test.step("an article opens from its card", async () => {
      await section(page, "Latest articles").getByRole("link", { name: LATEST[0] }).click();
      await expect(page).toHaveURL(/\/blog\/measuring-ai-roi$/);
      await expect(page.getByRole("heading", { level: 1, name: LATEST[0] })).toBeVisible();
    });
  });

  test("search and topic combine, and the filtered view survives a reload", async ({ page }) => {
    await search(page).fill("roi");
    // "ROI" is a tag of the playbook and the case study, and in the title of the finance article.
    await expect(count(page)).toHaveText("3 articles matching “roi”");
    await expect(cardTitles(page, "Featured articles")).toHaveText([FEATURED[0], FEATURED[2]]);
    await expect(cardTitles(page, "Latest articles")).toHaveText([LATEST[0]]);

    await topic(page, "Business").click();
    await expect(page).toHaveURL(/\/blog\?q=roi&category=Business$/);
    await expect(cardTitles(page, "Business")).toHaveText([TITLES["measuring-ai-roi"]]);

    await page.reload();
    await expect(search(page)).toHaveValue("roi");
    await expect(topic(page, "Business")).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page, "Business")).toHaveText([TITLES["measuring-ai-roi"]]);
    await expect(page.getByRole("heading", { name: "Featured articles" })).toHaveCount(0);

    // A plain link to /blog (here in the footer) clears the filter, the search box included.
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(search(page)).toHaveValue("");
    await expect(count(page)).toHaveText("6 articles");
  });

  test("shows the empty state, and a way back to all articles", async ({ page }) => {
    await search(page).fill("blockchain");
    await expect(page.getByRole("heading", { level: 2, name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
    await expect(count(page)).toHaveText("0 articles matching “blockchain”");
    // /blog is in the a11y.spec.ts sweep; the search changed only <main>.
    await expectNoAxeViolations(page, "main");

    await page.getByRole("link", { name: "Show all articles" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardTitles(page, "Featured articles")).toHaveCount(3);

    // A topic with no article yet.
    await topic(page, "Industry Trends").click();
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
  });

  test("the newsletter box stores a sign-up from the blog @db", async ({ page, findLead }) => {
    const email = uniqueEmail("blog-news");
    const box = section(page, "Stay ahead with AI insights");
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toHaveText(
      /Check your inbox and click the link to confirm your subscription/,
    );
    const lead = await findLead(email);
    expect(lead).toMatchObject({ type: "newsletter", email });
    expect(JSON.parse(lead!.payload as string)).toEqual({ email, source: "blog" });
  });
});

test.describe("Blog list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search and topic buttons submit to the server, which renders the filtered list", async ({ page }) => {
    await page.goto("/blog");
    await search(page).fill("generative");
    await search(page).press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=generative$/);
    await expect(cardTitles(page, "Featured articles")).toHaveText([FEATURED[1]]);
    await expect(cardTitles(page, "Latest articles")).toHaveText([LATEST[2]]);

    await topic(page, "Expert Insights").click();
    await expect(page).toHaveURL(/q=generative&category=Expert\+Insights/);
    await expect(topic(page, "Expert Insights")).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page, "Expert Insights")).toHaveText([LATEST[2]]);
  });
});

test.describe("Blog article", () => {
  const rag = BLOG_ARTICLES.find((a) => a.slug === "rag-over-enterprise-documents")!;
  const minutes = Math.ceil(rag.content.length / 500);

  test("is its own server-rendered page with title, author, date, read time, body and related links @db", async ({
    page,
  }) => {
    const res = await page.goto("/blog/rag-over-enterprise-documents");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(`${rag.seoTitle ?? rag.title} | Narmada AI Technologies`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "http://localhost:3000/blog/rag-over-enterprise-documents",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Retrieval-augmented generation/,
    );
    const header = page.locator("article header");
    await expect(header.getByRole("heading", { level: 1 })).toHaveText(rag.title);
    await expect(header).toContainText("By Farhan Qureshi");
    await expect(header).toContainText("February 26, 2026");
    await expect(header).toContainText(`${minutes} min read`);
    // "## " subheadings become real headings, under the h1.
    await expect(page.locator("article").getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.locator("article script")).toHaveCount(0);

    // Each seed category has one article, so the related ones are the three newest others.
    const related = section(page, "Related articles").getByRole("heading", { level: 3 });
    await expect(related).toHaveText([FEATURED[0], FEATURED[2], LATEST[0]]);
    await expectNoAxeViolations(page);

    await section(page, "Related articles").getByRole("link", { name: FEATURED[0] }).click();
    await expect(page).toHaveURL(/\/blog\/ninety-day-ai-pilot-playbook$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FEATURED[0]);
    await page.getByRole("link", { name: "All articles" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("an unknown slug answers 404 with Page not found", async ({ page }) => {
    const res = await page.goto("/blog/no-such-article");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Narmada AI Technologies");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Browse all articles" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Insights & Stories" })).toBeVisible();
  });
});
