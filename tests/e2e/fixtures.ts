import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import axe from "axe-core";
import { connectDatabase } from "../../server/db/connect";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * The rules whose outcome changes with the viewport: a table that scrolls inside its box on a phone
 * must be reachable by keyboard, touch targets shrink, a hidden sidebar must hold no focusable link.
 */
export const AXE_LAYOUT_RULES = ["scrollable-region-focusable", "target-size", "aria-hidden-focus"];

interface Options {
  /** Show the splash as a first-time visitor would; off by default so it does not cover the page. */
  showSplash: boolean;
}

/** Act only once React is interactive, as a person would on a slow machine: goto and reload wait for it. */
function waitForHydrationOnNavigation(page: Page) {
  const hydrated = () => page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    await hydrated();
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    await hydrated();
    return res;
  };
  return goto;
}

const SEEN_SPLASH = () => {
  try {
    sessionStorage.setItem("splash-seen", "1");
  } catch {}
};
// Events tests listen to, dropped before the next test on a reused page.
const TEST_EVENTS = ["console", "pageerror", "request", "response", "requestfailed", "dialog", "popup"] as const;

interface WarmPage {
  page: Page;
  /** The page's goto before the hydration wait: for a same-origin document that runs no app. */
  rawGoto: Page["goto"];
}

export const test = base.extend<
  Options & { findLead: (email: string) => Promise<Record<string, unknown> | undefined> },
  { warmPage: WarmPage }
>({
  showSplash: [false, { option: true }],
  // One page per worker, reused by every test that runs scripts on a desktop profile: a new browser
  // context or page starts a new renderer that parses and compiles the app's modules and axe again,
  // about 0.6 s per test on 2 busy cores. Each test starts from a clean page (below).
  warmPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor });
      const page = await context.newPage();
      const rawGoto = waitForHydrationOnNavigation(page);
      await use({ page, rawGoto });
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async (
    {
      browser,
      warmPage,
      showSplash,
      javaScriptEnabled,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      viewport,
      reducedMotion,
      userAgent,
      deviceScaleFactor,
      baseURL,
    },
    use,
  ) => {
    if (javaScriptEnabled === false || isMobile || hasTouch || locale !== "en-US" || timezoneId) {
      // A profile the reused page cannot take on by emulation: a context of its own, as Playwright makes.
      const context = await browser.newContext({
        baseURL,
        viewport,
        javaScriptEnabled,
        isMobile,
        hasTouch,
        locale,
        timezoneId,
        reducedMotion,
        userAgent,
        deviceScaleFactor,
      });
      const page = await context.newPage();
      if (javaScriptEnabled !== false) waitForHydrationOnNavigation(page);
      if (!showSplash) await page.addInitScript(SEEN_SPLASH);
      await use(page);
      await context.close();
      return;
    }
    const { page, rawGoto } = warmPage;
    // A clean start: no cookies, no stored data, no routes or listeners, the test's viewport and
    // motion preference; on a same-origin document that runs no app, so nothing is counted or kept.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
    await page.context().clearCookies();
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await page.emulateMedia({ reducedMotion });
    await rawGoto("/api/health");
    await page.evaluate((seen) => {
      localStorage.clear();
      sessionStorage.clear();
      if (seen) sessionStorage.setItem("splash-seen", "1");
    }, !showSplash);
    await use(page);
    for (const other of page.context().pages()) if (other !== page) await other.close();
  },
  // Reads the leads table of the database the server under test writes to.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies
  findLead: async ({}, use, testInfo) => {
    const handle = connectDatabase(testInfo.project.metadata.databaseUrl as string);
    await use(async (email: string) =>
      handle.db.selectFrom("leads").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst(),
    );
    await handle.close();
  },
});

export { expect };

/**
 * Runs axe-core's WCAG 2.2 AA rules on the page (or the part `include` selects) and expects no violation.
 * `rules` runs only those rules: for a second viewport of a page checked in full already, the rules
 * whose outcome depends on the layout.
 */
export async function expectNoAxeViolations(page: Page, include?: string, rules?: string[]) {
  // Colours halfway through a fade (a fan-out opening) are not what a reader sees: let every finite
  // animation and transition end before axe measures contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  // axe-core runs in the page itself. @axe-core/playwright's analyze() opens a new page for every
  // check to merge frame results, which made each check about 4 times slower; our pages have no iframes.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, include, rules }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const results = await axe.run(include ? { include: [include] } : document, {
        runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String) })),
      }));
    },
    { tags: AXE_TAGS, include, rules },
  );
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/**
 * A calculator's white card: the current step (progress, fields, Back and Next) or the results with the
 * report form. Each calculator page is checked in full at its first step by a11y.spec.ts; moving
 * through the steps changes only this card, so the later checks look at it alone.
 */
export const CALCULATOR_CARD =
  "main section:has(> .container-page [id$='-step-title'], > .container-page [id$='-results-title'])";

/** The toasts' live regions, outside <main>: include them where an action has just shown a toast. */
export const TOASTS = 'section[aria-label="Notifications"]';
/** The site's header: the main navigation, its drop-down menus and the mobile menu. */
export const SITE_HEADER = 'header:has(> nav[aria-label="Main"])';
/** The floating contact button with its shortcuts, and the chat panel it opens. */
export const CONTACT_WIDGETS = "div:has(> #contact-shortcuts), [role=dialog]";
/** The tabs and the panel on show: what choosing a tab changes. */
export const SHOWN_TABS = "[role=tablist], [role=tabpanel]:not([hidden])";
/** The section holding the open card of a one-open-at-a-time set. */
export const OPEN_CARD_SECTION = 'section:has(button[aria-expanded="true"])';
/** A dialog on show (a native modal <dialog> makes the page behind it inert: the dialog is what a user can reach). */
export const OPEN_DIALOG = "dialog[open], [role=dialog]";

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The demo outbox of the project's server (no SMTP_URL: each e-mail is an .eml file there; OUTBOX_DIR in playwright.config.ts). */
export function demoOutbox(testInfo: TestInfo) {
  const port = new URL(testInfo.project.use.baseURL ?? "").port;
  return path.resolve(process.env.E2E_DIR ?? ".tmp/e2e", `outbox-${port}`);
}

/** The texts of the .eml files in `outbox` that match. */
export function emlFiles(outbox: string, match: (raw: string) => boolean): string[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => fs.readFileSync(path.join(outbox, f), "utf8"))
    .filter(match);
}

/**
 * The Cost of Inaction calculator's steps up to Calculate, for `company`: 500 support tickets a month,
 * 4 people doing repetitive work at $30 an hour, every other input at its default.
 */
export async function fillCoiToCalculate(page: Page, company: { industry: string; size: string; revenue: string }) {
  await page.getByLabel("Industry").selectOption(company.industry);
  await page.getByLabel("Company size").selectOption(company.size);
  await page.getByLabel("Annual revenue (USD)").fill(company.revenue);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Support tickets per month").fill("500");
  await page.getByLabel("Employees doing repetitive manual work").fill("4");
  await page.getByLabel("Average hourly cost of an employee (USD)").fill("30");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
}
