import { expect, test } from "./fixtures";

test.describe("Our Approach", () => {
  test("shows Strategy, Pilot, Scale, Optimize as an ordered sequence, with a call to action", async ({ page }) => {
    await page.goto("/our-approach");
    await expect(
      page.getByRole("heading", { level: 1, name: "A proven path from AI idea to measurable impact" }),
    ).toBeVisible();
    const stages = page.getByRole("list", { name: "Four stages, one accountable team" });
    expect(await stages.evaluate((el) => el.tagName)).toBe("OL");
    await expect(stages.getByRole("heading", { level: 3 })).toHaveText(["Strategy", "Pilot", "Scale", "Optimize"]);
    await expect(stages.getByText(/^Stage \d$/)).toHaveText(["Stage 1", "Stage 2", "Stage 3", "Stage 4"]);

    const cta = page.getByRole("region", { name: "Start with a strategy that pays back" });
    await expect(cta.getByRole("link", { name: "Calculate Your AI ROI" })).toHaveAttribute("href", "/roi-calculator");
    await cta.getByRole("link", { name: "Book Strategy Call" }).click();
    await expect(page).toHaveURL(/\/get-started$/);
  });
});

test.describe("Why Choose Us", () => {
  test("shows the cost, speed, expertise and partnership advantages with proof points", async ({ page }) => {
    await page.goto("/why-us");
    await expect(
      page.getByRole("heading", { level: 1, name: "The advantages that make the difference" }),
    ).toBeVisible();
    const advantages = page.getByRole("list", { name: "Four advantages you can measure" }).getByRole("listitem");
    await expect(advantages).toHaveCount(4);
    for (const [i, topic] of ["cost", "speed", "expertise", "partnership"].entries()) {
      await expect(advantages.nth(i).getByRole("heading", { level: 3 })).toContainText(new RegExp(topic, "i"));
      await expect(advantages.nth(i)).toContainText("Proof point:");
    }
    await expect(advantages.nth(1)).toContainText("Measurable results within 90 days, or your money back.");

    const cta = page.getByRole("region", { name: "See the difference for yourself" });
    await expect(cta.getByRole("link", { name: "View Our Portfolio" })).toHaveAttribute("href", "/portfolio");
    await cta.getByRole("link", { name: "Get a Free Proposal" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
