import { describe, expect, it } from "vitest";
import { outcomeLoader } from "./outcome-loader.server";

const load = (path: string) => outcomeLoader({ request: new Request(`http://localhost${path}`) });

describe("outcomeLoader", () => {
  // Each outcome page opens on its own default tab; pages in navigation order.
  it.each([
    ["/increase-revenue", "ai-sales", "AI Sales Assistant"],
    ["/reduce-costs", "automation", "Intelligent Process Automation"],
    ["/improve-efficiency", "customer-service", "AI Customer Service Agent"],
    ["/enhance-customer-experience", "personalization", "Personalisation Engine"],
    ["/accelerate-decisions", "business-intelligence", "AI Business Intelligence"],
  ])("%s: content for that path, default tab %s", (path, tab, title) => {
    const data = load(path);
    expect(data.page.path).toBe(path);
    expect(data.outcome.path).toBe(path);
    expect(data.outcome.defaultSolution).toBe(tab);
    expect(data.outcome.solutions.find((s) => s.id === tab)?.title).toBe(title);
    expect(data.outcome.cta.button).toEqual({ label: "Book Strategy Call", to: "/get-started" });
  });

  it("ignores a trailing slash", () => {
    expect(load("/reduce-costs/").outcome.slug).toBe("reduce-costs");
  });

  it("sends the fixed timeline with every page", () => {
    expect(load("/accelerate-decisions").timeline.map((p) => `${p.week} ${p.title}`)).toEqual([
      "Week 1-2 Analysis & Strategy",
      "Week 3-6 Development & Testing",
      "Week 7-8 Deployment & Training",
      "Week 9-12 Optimization & Results",
    ]);
  });

  it("returns plain, serialisable data (no components)", () => {
    const data = load("/improve-efficiency");
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it.each(["/", "/about", "/increase-revenue/more", "/our-approach"])("throws a 404 Response for %s", (path) => {
    let thrown: unknown;
    try {
      load(path);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
