import { describe, expect, it } from "vitest";
import { ALL_PATHS } from "~/lib/site-paths";
import { aiReadiness } from "./ai-readiness";
import { aiStrategyRoadmap } from "./ai-strategy-roadmap";
import { dataAudit } from "./data-audit";
import { futureMarketInsights } from "./future-market-insights";
import { DEV_SERVICE_PAGES, TRAINING_PAGES } from "./index";
import { scopingRoi } from "./scoping-roi";
import { useCases } from "./use-cases";

const ALL_CONTENT = {
  aiReadiness,
  aiStrategyRoadmap,
  dataAudit,
  useCases,
  scopingRoi,
  futureMarketInsights,
  ...DEV_SERVICE_PAGES,
  ...TRAINING_PAGES,
};

/** Every { label, to } in a content tree. */
function links(node: unknown, found: { label: string; to: string }[] = []) {
  if (Array.isArray(node)) for (const item of node) links(item, found);
  else if (node && typeof node === "object") {
    const o = node as Record<string, unknown>;
    if (typeof o.to === "string" && typeof o.label === "string") found.push({ label: o.label, to: o.to });
    for (const value of Object.values(o)) links(value, found);
  }
  return found;
}

describe("AI Readiness", () => {
  it("has the four tabs in order", () => {
    expect(aiReadiness.tabs.map((t) => t.id)).toEqual(["overview", "methodology", "benefits", "case-studies"]);
  });

  it.each([
    [0, "Assess", "2-3 weeks"],
    [1, "Strategy", "3-4 weeks"],
    [2, "Build", "8-12 weeks"],
    [3, "Scale", "Ongoing"],
  ])("step %i is %s, lasting %s", (i, title, duration) => {
    const step = aiReadiness.methodology.steps[i];
    expect(step.title).toBe(title);
    expect(step.duration).toBe(duration);
    expect(step.features.length).toBeGreaterThan(0);
    expect(step.desc && step.outcome).toBeTruthy();
  });
});

describe("AI Strategy & Roadmap", () => {
  it.each([
    [0, "Phase 01", "2-4 weeks"],
    [1, "Phase 02", "3-5 weeks"],
    [2, "Phase 03", "4-6 weeks"],
    [3, "Phase 04", "Ongoing"],
  ])("phase %i is %s, lasting %s, with its own Get Started link", (i, label, duration) => {
    const phase = aiStrategyRoadmap.phases.items[i];
    expect(phase.label).toBe(label);
    expect(phase.duration).toBe(duration);
    expect(phase.action.label).toBe(`Get Started with ${label}`);
    expect(new URL(phase.action.to, "http://x").searchParams.get("message")).toContain(label);
  });

  it("has the badge, six framework cards, stat tiles and two stories", () => {
    expect(aiStrategyRoadmap.hero.badge).toBe("Strategic AI Transformation");
    expect(aiStrategyRoadmap.framework.items).toHaveLength(6);
    expect(aiStrategyRoadmap.stats.items).toHaveLength(4);
    expect(aiStrategyRoadmap.stories.items).toHaveLength(2);
    expect(aiStrategyRoadmap.cta.primary.to).toMatch(/^\/contact\?/);
  });
});

describe("Data Audit", () => {
  it("has six cards, two stories and the four tiles of spec section 9", () => {
    expect(dataAudit.services.items).toHaveLength(6);
    expect(dataAudit.stories.items).toHaveLength(2);
    expect(dataAudit.stats.items.map((t) => t.number)).toEqual(["87%", "3.5x", "95%", "2-4 weeks"]);
  });

  it.each(["Request Audit", "Get Started with Data Audit"])("%s leads to /contact", (label) => {
    const link = links(dataAudit).find((l) => l.label === label);
    expect(link?.to).toMatch(/^\/contact\?/);
  });
});

describe("AI Use-Case Identification", () => {
  const all = useCases.categories.items.flatMap((c) => c.useCases);

  it("has five methodology steps numbered 1 to 5 and four industries", () => {
    expect(useCases.methodology.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
    expect(useCases.industries.items.map((i) => i.name)).toEqual(["Healthcare", "Finance", "Retail", "Manufacturing"]);
  });

  it("has four categories, automation first, three use cases each", () => {
    expect(useCases.categories.items.map((c) => c.id)).toEqual([
      "automation",
      "analytics",
      "personalization",
      "quality",
    ]);
    for (const c of useCases.categories.items) expect(c.useCases).toHaveLength(3);
  });

  it.each(all.map((u) => [u.title, u]))("%s has complexity, a 2-8 week timeline and 250-600%% ROI", (_, u) => {
    expect(["Low", "Medium", "High"]).toContain(u.complexity);
    expect(u.timeline).toBeGreaterThanOrEqual(2);
    expect(u.timeline).toBeLessThanOrEqual(8);
    expect(u.roi).toBeGreaterThanOrEqual(250);
    expect(u.roi).toBeLessThanOrEqual(600);
    expect(u.benefits.length).toBeGreaterThan(0);
  });

  it("spans the whole ranges of spec section 9", () => {
    expect(Math.min(...all.map((u) => u.timeline))).toBe(2);
    expect(Math.max(...all.map((u) => u.timeline))).toBe(8);
    expect(Math.min(...all.map((u) => u.roi))).toBe(250);
    expect(Math.max(...all.map((u) => u.roi))).toBe(600);
  });
});

describe("Project Scoping & ROI", () => {
  it("has four benefits, a 15-day sprint of three named steps, six deliverables", () => {
    expect(scopingRoi.benefits.items).toHaveLength(4);
    expect(scopingRoi.sprint.totalDays).toBe(15);
    expect(scopingRoi.sprint.steps.map((s) => s.title)).toEqual([
      "Discovery & Alignment",
      "Solution Blueprint",
      "ROI Modeling",
    ]);
    expect(scopingRoi.deliverables.items).toHaveLength(6);
  });

  it("counts to 38, 27 and 82 percent", () => {
    expect(scopingRoi.counters.items.map((c) => `${c.value}${c.suffix}`)).toEqual(["38%", "27%", "82%"]);
  });
});

describe("Future Market Insights", () => {
  it("has four modules, five deliverables and counters 42%, 3x, 6", () => {
    expect(futureMarketInsights.modules.items).toHaveLength(4);
    expect(futureMarketInsights.deliverables.items).toHaveLength(5);
    expect(futureMarketInsights.counters.items.map((c) => `${c.value}${c.suffix ?? ""}`)).toEqual(["42%", "3x", "6"]);
  });

  it.each(["/get-started", "/portfolio", "/contact"])("links to %s", (path) => {
    expect(links(futureMarketInsights).some((l) => l.to.split("?")[0] === path)).toBe(true);
  });
});

describe("Training tracks", () => {
  it.each(Object.entries(TRAINING_PAGES))("%s has audience, format, duration, modules, outcomes and a CTA", (_, t) => {
    expect(t.facts.audience && t.facts.format && t.facts.duration).toBeTruthy();
    expect(t.curriculum.modules.length).toBeGreaterThanOrEqual(4);
    expect(t.outcomes.items.length).toBeGreaterThanOrEqual(3);
    expect(t.cta.primary.to).toMatch(/^\/contact\?/);
  });

  it("each track has its own copy", () => {
    const audiences = new Set(Object.values(TRAINING_PAGES).map((t) => t.facts.audience));
    expect(audiences.size).toBe(4);
  });
});

describe("every button leads somewhere real", () => {
  const every = Object.entries(ALL_CONTENT).flatMap(([page, c]) => links(c).map((l) => [page, l.label, l.to]));

  it.each(every)("%s: %s → %s", (_, __, to) => {
    const path = to.split("?")[0];
    expect(ALL_PATHS as readonly string[]).toContain(path);
    if (path === "/contact") {
      const params = new URL(to, "http://x").searchParams;
      expect(["IT Consultancy", "AI Integration"]).toContain(params.get("service"));
      expect(params.get("message")?.length).toBeGreaterThan(10);
    }
  });
});
