// The service detail pages are data (repeating their texts here would test nothing).
// These checks hold the structure the page components rely on: every button goes to a real page with
// a usable prefill, ids and numbering are unique and in order, and every track has its own copy.
import { describe, expect, it } from "vitest";
import { ALL_PATHS } from "~/lib/site-paths";
import { aiReadiness } from "./ai-readiness";
import { aiStrategyRoadmap } from "./ai-strategy-roadmap";
import { dataAudit } from "./data-audit";
import { futureMarketInsights } from "./future-market-insights";
import { DEV_SERVICE_PAGES, TRAINING_PAGES } from "./index";
import { MAX_PREFILL_MESSAGE } from "./links";
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

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe("every button leads somewhere real", () => {
  const every = Object.entries(ALL_CONTENT).flatMap(([page, c]) => links(c).map((l) => [page, l.label, l.to]));

  it.each(every)("%s: %s → %s", (_, __, to) => {
    const path = to.split("?")[0];
    expect(ALL_PATHS as readonly string[]).toContain(path);
    if (path === "/contact") {
      // The contact form preselects the service and fills the message (links.ts builds these).
      const params = new URL(to, "http://x").searchParams;
      expect(["IT Consultancy", "AI Integration"]).toContain(params.get("service"));
      expect(params.get("message")?.length).toBeGreaterThan(10);
      expect(params.get("message")?.length).toBeLessThanOrEqual(MAX_PREFILL_MESSAGE);
    }
  });
});

describe("structure the pages rely on", () => {
  it("AI Readiness tab ids are unique (they name the tab panels)", () => {
    expect(unique(aiReadiness.tabs.map((t) => t.id))).toBe(true);
  });

  it("each roadmap phase's button asks about that phase", () => {
    for (const phase of aiStrategyRoadmap.phases.items) {
      expect(new URL(phase.action.to, "http://x").searchParams.get("message")).toContain(phase.label);
    }
  });

  it("use-case methodology steps are numbered 1, 2, 3… in order", () => {
    expect(useCases.methodology.steps.map((s) => s.step)).toEqual(useCases.methodology.steps.map((_, i) => i + 1));
  });

  it("use-case categories have unique ids and every use case a positive timeline and ROI", () => {
    expect(unique(useCases.categories.items.map((c) => c.id))).toBe(true);
    for (const u of useCases.categories.items.flatMap((c) => c.useCases)) {
      expect(u.timeline).toBeGreaterThan(0);
      expect(u.roi).toBeGreaterThan(0);
    }
  });

  it("the scoping sprint's steps fit in its total days", () => {
    expect(scopingRoi.sprint.steps.length).toBeGreaterThan(0);
    expect(scopingRoi.sprint.totalDays).toBeGreaterThanOrEqual(scopingRoi.sprint.steps.length);
  });

  it("each training track has its own copy", () => {
    const tracks = Object.values(TRAINING_PAGES);
    expect(unique(tracks.map((t) => t.facts.audience))).toBe(true);
    expect(unique(tracks.map((t) => t.hero.badge))).toBe(true);
  });
});
