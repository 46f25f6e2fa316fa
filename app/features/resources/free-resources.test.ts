import { describe, expect, it } from "vitest";
import { FREE_RESOURCES, RESOURCES_PAGE, SOLUTION_PORTFOLIO } from "~/content/free-resources";
import { ALL_PATHS } from "~/lib/site-paths";

const pathOf = (href: string) => href.split("?")[0];

describe("Resources page content", () => {
  it("has four free-resource cards, each leading to a real page", () => {
    expect(FREE_RESOURCES.map((r) => [r.title, r.href])).toEqual([
      ["AI Readiness Assessment", "/resources/ai-readiness"],
      ["ROI Calculator", "/roi-calculator"],
      ["Industry AI Playbooks", "/resources/industry-reports"],
      ["CEO's Guide to AI", "/knowledge-center?category=guides"],
    ]);
  });

  it("has three solution-portfolio cards, linked to their outcome pages", () => {
    expect(SOLUTION_PORTFOLIO.map((s) => [s.title, s.href])).toEqual([
      ["Revenue Growth Stories", "/increase-revenue"],
      ["Cost Reduction Wins", "/reduce-costs"],
      ["Efficiency Transformations", "/improve-efficiency"],
    ]);
  });

  it("only links to routes that exist", () => {
    const hrefs = [
      ...FREE_RESOURCES.map((r) => r.href),
      ...SOLUTION_PORTFOLIO.map((s) => s.href),
      RESOURCES_PAGE.library.primary.href,
      RESOURCES_PAGE.library.secondary.href,
    ];
    for (const href of hrefs) expect(ALL_PATHS as readonly string[]).toContain(pathOf(href));
  });
});
