import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

const tile = (page: Page, unit: string) => page.getByTestId(`countdown-${unit}`);
const email = (page: Page) => page.getByRole("textbox", { name: "Email address" });
const notify = (page: Page) => page.getByRole("button", { name: "Notify Me" });

test.describe("Coming Soon", () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await page.goto("/coming-soon");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  // What one load shows, read in steps: the page, the countdown, what screen readers hear, and a
  // Notify Me with no address (nothing is sent, so nothing changes).
  test("one load of the Coming Soon page", async ({ page }) => {
    let requests = 0;
    page.on("request", (r) => r.url().includes("/api/leads") && requests++);
    await test.step("back link, sign-up, what's coming and links", async () => {
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("heading", { name: "Get Notified When We Launch" })).toBeVisible();
      await expect(email(page)).toHaveAttribute("type", "email");
      await expect(email(page)).toHaveAttribute("required", "");
      const cards = page.getByRole("region", { name: "What's Coming" }).getByRole("heading", { level: 3 });
      await expect(cards).toHaveText([
        "Advanced AI Solutions",
        "Custom Implementation",
        "Real-time Analytics",
        "Premium Support",
      ]);
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: "View Our Services" })).toHaveAttribute("href", "/services");
      await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    });

    await test.step("counts down from 30 days, two digits per tile, ticking every second", async () => {
      await expect(tile(page, "days")).toHaveText(/^(29|30)$/);
      for (const unit of ["hours", "minutes", "seconds"]) await expect(tile(page, unit)).toHaveText(/^\d{2}$/);
      const before = await tile(page, "seconds").textContent();
      await expect(tile(page, "seconds")).not.toHaveText(before ?? "", { timeout: 2000 });
      await expect(tile(page, "days")).toHaveText("29");
      await expect(tile(page, "hours")).toHaveText("23");
      await expect(tile(page, "minutes")).toHaveText("59");
    });

    await test.step("tells screen readers the time by the minute, while the ticking digits stay hidden", async () => {
      await expect(page.locator('[aria-hidden="true"]').filter({ has: tile(page, "seconds") })).toHaveCount(1);
      const status = page.getByRole("status").filter({ hasText: "until launch" });
      await expect(status).toHaveText(
        /^(30 days, 0 hours and 0 minutes|29 days, 23 hours and 59 minutes) until launch$/,
      );
      await expect(status).toHaveText("29 days, 23 hours and 59 minutes until launch", { timeout: 3000 });
      // Seconds keep ticking, but the announced text stays the same within the minute.
      const seconds = await tile(page, "seconds").textContent();
      await expect(tile(page, "seconds")).not.toHaveText(seconds ?? "", { timeout: 2000 });
      await expect(status).toHaveText("29 days, 23 hours and 59 minutes until launch");
    });

    await test.step("Notify Me with an empty email does nothing", async () => {
      await notify(page).click();
      await expect(notify(page)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
      expect(await email(page).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
      expect(requests).toBe(0);
    });
  });

  test("stops the timer when leaving the page", async ({ page }) => {
    await page.evaluate(() => {
      const w = window as unknown as { __live: Set<number> };
      w.__live = new Set();
      const set = window.setInterval.bind(window);
      const clear = window.clearInterval.bind(window);
      window.setInterval = ((fn: TimerHandler, ms?: number) => {
        const id = set(fn, ms);
        w.__live.add(id);
        return id;
      }) as typeof window.setInterval;
      window.clearInterval = ((id?: number) => {
        if (id !== undefined) w.__live.delete(id);
        clear(id);
      }) as typeof window.clearInterval;
    });
    // Mount a fresh countdown under the wrapped timers: leave on the client, then come back.
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => (window as unknown as { __live: Set<number> }).__live.clear());
    await page.goBack();
    await expect(tile(page, "days")).toBeVisible();
    const live = () => page.evaluate(() => [...(window as unknown as { __live: Set<number> }).__live]);
    await expect.poll(async () => (await live()).length).toBeGreaterThan(0);
    const countdownTimers = await live();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Every timer the Coming Soon page started is cleared once it is gone.
    await expect.poll(async () => (await live()).filter((id) => countdownTimers.includes(id))).toEqual([]);
  });

  // A failed sign-up first, then the same address sent again.
  test("signs up for launch news after a failed try @db", async ({ page, findLead }) => {
    const address = uniqueEmail("launch");
    await test.step("reports a failed sign-up and keeps the address", async () => {
      await page.route("**/api/leads", (route) => route.abort("connectionrefused"));
      await email(page).fill(address);
      await notify(page).click();
      await expect(page.getByRole("alert").filter({ hasText: "Could not sign you up" })).toHaveText(
        "Could not sign you up right now. Please try again.",
      );
      await expect(email(page)).toHaveValue(address);
    });

    await test.step("sent again, Thank You! replaces the form", async () => {
      await page.unroute("**/api/leads");
      await notify(page).click();
      await expect(page.getByRole("heading", { name: "Thank You!" })).toBeFocused();
      await expect(page.getByText("We'll notify you as soon as we launch.")).toBeVisible();
      await expect(email(page)).toHaveCount(0);
      // The page is checked in full by a11y.spec.ts; the sign-up box is what changed.
      await expectNoAxeViolations(page, "section[aria-labelledby=notify-title]");
    });

    await test.step("a launch_notify lead is stored", async () => {
      const lead = await findLead(address);
      expect(lead).toMatchObject({ type: "launch_notify", email: address });
      expect(JSON.parse(lead!.payload as string)).toEqual({ email: address, source: "coming-soon" });
    });
  });
});

test.describe("Coming Soon without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the initial 30 days and signs up through the page's own action @db", async ({ page, findLead }) => {
    await page.goto("/coming-soon");
    await expect(tile(page, "days")).toHaveText("30");
    await expect(tile(page, "seconds")).toHaveText("00");
    const address = uniqueEmail("launch-nojs");
    await email(page).fill(address);
    await notify(page).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(await findLead(address)).toMatchObject({ type: "launch_notify" });
  });
});
