import { describe, expect, it } from "vitest";
import { projects } from "~/content/portfolio";
import type { PortfolioFilter } from "~/content/types";
import { cardTechnologies, projectsForCategory, similarProjectHref } from "./portfolio-logic";

describe("projectsForCategory", () => {
  // Worked out by hand from app/content/portfolio.ts: one project per category, six in all.
  it.each<{ filter: PortfolioFilter; ids: string[] }>([
    {
      filter: "all",
      ids: [
        "b2b-ordering-portal",
        "field-service-app",
        "saas-cloud-migration",
        "zero-trust-security",
        "ai-claims-assistant",
        "ai-roadmap-manufacturing",
      ],
    },
    { filter: "web", ids: ["b2b-ordering-portal"] },
    { filter: "mobile", ids: ["field-service-app"] },
    { filter: "cloud", ids: ["saas-cloud-migration"] },
    { filter: "security", ids: ["zero-trust-security"] },
    { filter: "ai", ids: ["ai-claims-assistant"] },
    { filter: "consulting", ids: ["ai-roadmap-manufacturing"] },
  ])("$filter -> $ids", ({ filter, ids }) => {
    expect(projectsForCategory(projects, filter).map((p) => p.id)).toEqual(ids);
  });

  it.each<{ filter: PortfolioFilter; ids: string[] }>([
    { filter: "all", ids: ["a", "b", "c"] },
    { filter: "web", ids: ["a", "c"] },
    { filter: "ai", ids: ["b"] },
    { filter: "security", ids: [] },
  ])("keeps order on any list: $filter -> $ids", ({ filter, ids }) => {
    const list = [
      { id: "a", category: "web" as const },
      { id: "b", category: "ai" as const },
      { id: "c", category: "web" as const },
    ];
    expect(projectsForCategory(list, filter).map((p) => p.id)).toEqual(ids);
  });

  it("returns a copy for 'all', never the content array itself", () => {
    expect(projectsForCategory(projects, "all")).not.toBe(projects);
  });
});

describe("cardTechnologies", () => {
  it.each([
    {
      techs: ["React", "TypeScript", "Node.js", "PostgreSQL", "Redis", "AWS"],
      shown: ["React", "TypeScript", "Node.js"],
      hidden: 3,
    },
    { techs: ["Python", "Power BI", "Azure", "Databricks"], shown: ["Python", "Power BI", "Azure"], hidden: 1 },
    { techs: ["A", "B", "C"], shown: ["A", "B", "C"], hidden: 0 },
    { techs: ["A"], shown: ["A"], hidden: 0 },
    { techs: [], shown: [], hidden: 0 },
  ])("$techs", ({ techs, shown, hidden }) => {
    expect(cardTechnologies(techs)).toEqual({ shown, hidden });
  });
});

describe("similarProjectHref", () => {
  it.each([
    {
      project: { title: "Cloud Migration for an EdTech Platform", category: "cloud" as const },
      service: "Cloud & Hosting",
      message: 'I\'d like to discuss a project similar to "Cloud Migration for an EdTech Platform".',
    },
    {
      project: { title: "AI Roadmap for a Textile Manufacturer", category: "consulting" as const },
      service: "IT Consultancy",
      message: 'I\'d like to discuss a project similar to "AI Roadmap for a Textile Manufacturer".',
    },
  ])("$project.category", ({ project, service, message }) => {
    const href = similarProjectHref(project);
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("service")).toBe(service);
    expect(url.searchParams.get("message")).toBe(message);
  });
});
