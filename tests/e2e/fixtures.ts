import { test as base, expect, type Page } from "@playwright/test";
import axe from "axe-core";
import { connectDatabase } from "../../server/db/connect";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Options {
  /** Show the splash as a first-time visitor would; off by default so it does not cover the page. */
  showSplash: boolean;
}

export const test = base.extend<
  Options & { findLead: (email: string) => Promise<Record<string, unknown> | undefined> }
>({
  showSplash: [false, { option: true }],
  page: async ({ page, showSplash, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      // Act only once React is interactive, as a person would on a slow machine.
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
    }
    if (!showSplash) {
      await page.addInitScript(() => {
        try {
          sessionStorage.setItem("splash-seen", "1");
        } catch {}
      });
    }
    await use(page);
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

export async function expectNoAxeViolations(page: Page, include?: string) {
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
    async ({ tags, include }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const results = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String) })),
      }));
    },
    { tags: AXE_TAGS, include },
  );
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
