import { Rocket, Search, TrendingUp } from "lucide-react";
import { describe, expect, it } from "vitest";
import { increaseRevenue } from "~/content/outcomes";
import { OUTCOME_ICONS } from "./outcome-icons";
import { outcomeSlugFromPath, toOutcomeView } from "./outcome-view";

describe("outcomeSlugFromPath", () => {
  it.each([
    ["/increase-revenue", "increase-revenue"],
    ["/reduce-costs", "reduce-costs"],
    ["/improve-efficiency", "improve-efficiency"],
    ["/enhance-customer-experience", "enhance-customer-experience"],
    ["/accelerate-decisions", "accelerate-decisions"],
    ["/reduce-costs/", "reduce-costs"],
  ])("%s serves %s", (path, slug) => {
    expect(outcomeSlugFromPath(path)).toBe(slug);
  });

  it.each(["/", "/about", "/increase-revenue/extra", "/services/reduce-costs", "increase-revenue", "/increase"])(
    "%s is not an outcome page",
    (path) => {
      expect(outcomeSlugFromPath(path)).toBeUndefined();
    },
  );
});

describe("toOutcomeView", () => {
  it("replaces every icon with its registry name and keeps the rest", () => {
    const view = toOutcomeView(increaseRevenue, OUTCOME_ICONS);
    expect(view.solutions.map((s) => s.icon)).toEqual(["TrendingUp", "BadgePercent", "HeartHandshake"]);
    expect(view.process.map((p) => p.icon)).toEqual(["Search", "Wrench", "Rocket", "ChartLine"]);
    expect(view.solutions[0].features).toEqual(increaseRevenue.solutions[0].features);
    expect(view.defaultSolution).toBe("ai-sales");
    expect(view.hero).toEqual(increaseRevenue.hero);
  });

  it("produces plain data that survives serialisation", () => {
    const view = toOutcomeView(increaseRevenue, OUTCOME_ICONS);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });

  it("throws when an icon is missing from the registry", () => {
    expect(() => toOutcomeView(increaseRevenue, { TrendingUp, Search, Rocket })).toThrow(
      /increase-revenue: the icon of "Dynamic Pricing Engine" is not in the icon registry/,
    );
  });
});
