import { PAGES } from "../../app/content/pages";
import { ALL_PATHS, PRERENDERED_PATHS } from "../../app/lib/site-paths";
import { firstModules } from "../../server/http/defer-client-modules";
import { page as parseHtml } from "../api/html";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { HOME_STATS_SNAPSHOT } from "./home-stats";

test.describe("every route is served with its own title, description and canonical URL", () => {
  for (const path of ALL_PATHS) {
    test(path, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const doc = parseHtml(await res.text());
      expect(doc.title).toBe(`${PAGES[path].title} | Narmada AI Technologies`);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBeTruthy();
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`http://localhost:3000${path}`);
      expect(doc.querySelector("h1")).not.toBeNull();
    });
  }
});

test("page titles and descriptions are unique", () => {
  const titles = new Set(Object.values(PAGES).map((p) => p.description));
  expect(titles.size).toBe(Object.keys(PAGES).length);
});

test("static routes are served prerendered with a hash-based CSP, dynamic ones with a nonce", async ({ request }) => {
  const staticRes = await request.get(PRERENDERED_PATHS[3]);
  expect(staticRes.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  const dynamicRes = await request.get("/blog");
  const csp = dynamicRes.headers()["content-security-policy"];
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(await dynamicRes.text()).toContain(`nonce="${nonce}"`);
  for (const res of [staticRes, dynamicRes]) {
    const h = res.headers();
    expect(h["content-security-policy"]).not.toContain("unsafe-inline' ;");
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["strict-transport-security"]).toBeUndefined(); // plain HTTP here
  }
});

test("HSTS is sent when the request came over HTTPS through a trusted proxy", async ({ request }) => {
  // The e2e server does not trust proxies, so a forged header must not switch HSTS on.
  const res = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(res.headers()["strict-transport-security"]).toBeUndefined();
});

// That pages run with no CSP violation or console error is checked on every page's load in a11y.spec.ts.

test("hashed assets are cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = firstModules(html)[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset!);
  expect(res.headers()["cache-control"]).toContain("max-age=31536000");
  expect(res.headers()["cache-control"]).toContain("immutable");
});

// One load of a 404, which the a11y.spec.ts sweep of the site's paths does not see.
test("an unknown path shows the full Home page under a notice, with status 404 and noindex, and passes axe", async ({
  page,
}) => {
  const res = await page.goto("/this/page/does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("We could not find that page")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: PAGES["/"].heading })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn AI into measurable business results");
  await expect(page.getByRole("region", { name: "What we do" }).getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("region", { name: "Our track record" })).toMatchAriaSnapshot(HOME_STATS_SNAPSHOT);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolations(page);
});

test("client-side navigation between pages keeps working", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle(/^Contact Us/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk about your project");
});
