import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { guarantee, implementationTimeline, outcomePages } from "./outcomes";
import { PAGES } from "./pages";

const publicFile = (src: string) => path.resolve(import.meta.dirname, "../../public", src.replace(/^\//, ""));

describe("outcome pages content", () => {
  it("lists the five pages in navigation order, each with its own default tab", () => {
    expect(outcomePages.map((p) => [p.path, p.defaultSolution])).toEqual([
      ["/increase-revenue", "ai-sales"],
      ["/reduce-costs", "automation"],
      ["/improve-efficiency", "customer-service"],
      ["/enhance-customer-experience", "personalization"],
      ["/accelerate-decisions", "business-intelligence"],
    ]);
  });

  it("has the fixed implementation timeline", () => {
    expect(implementationTimeline.map((p) => [p.week, p.title])).toEqual([
      ["Week 1-2", "Analysis & Strategy"],
      ["Week 3-6", "Development & Testing"],
      ["Week 7-8", "Deployment & Training"],
      ["Week 9-12", "Optimization & Results"],
    ]);
  });

  it("states the money-back claim", () => {
    expect(guarantee).toBe("Measurable results within 90 days, or your money back.");
  });

  describe.each(outcomePages.map((p) => [p.path, p] as const))("%s", (pagePath, page) => {
    it("has 4 stat tiles, 3 solutions with 6 distinct features each, and 4 process steps", () => {
      expect(page.stats).toHaveLength(4);
      expect(page.solutions).toHaveLength(3);
      for (const s of page.solutions) expect(new Set(s.features).size).toBe(6);
      expect(new Set(page.solutions.map((s) => s.id)).size).toBe(3);
      expect(page.process).toHaveLength(4);
      expect(page.cta.guarantee).toBe(guarantee);
      expect(page.cta.button).toEqual({ label: "Book Strategy Call", to: "/get-started" });
    });

    it("uses small local images whose declared size matches the file", () => {
      for (const { image } of page.solutions) {
        expect(image.src).toMatch(/^\/images\/solutions\/[a-z-]+\.svg$/);
        expect(image.alt.length).toBeGreaterThan(20);
        const svg = fs.readFileSync(publicFile(image.src), "utf8");
        expect(svg.length).toBeLessThan(2048);
        expect(svg).toContain(`width="${image.width}" height="${image.height}"`);
      }
    });

    it("has the same title, description and heading as its entry in pages.ts, within SEO limits", () => {
      const entry = PAGES[pagePath];
      expect(entry.title).toBe(page.meta.title);
      expect(entry.description).toBe(page.meta.description);
      expect(entry.heading).toBe(page.hero.title);
      expect(entry.title.length).toBeLessThanOrEqual(60);
      expect(entry.description.length).toBeGreaterThanOrEqual(120);
      expect(entry.description.length).toBeLessThanOrEqual(160);
    });
  });
});
