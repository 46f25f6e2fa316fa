import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { filterFromPath, type ServiceFilter, servicesForFilter } from "./service-filter";

describe("filterFromPath", () => {
  it.each<{ path: string; filter: ServiceFilter }>([
    { path: "/services", filter: "all" },
    { path: "/services/web", filter: "web" },
    { path: "/services/mobile", filter: "mobile" },
    { path: "/services/cloud", filter: "cloud" },
    { path: "/services/security", filter: "security" },
    { path: "/services/consulting", filter: "consulting" },
    { path: "/services/ai-apps", filter: "ai-apps" },
    { path: "/services/dev/apps", filter: "ai-apps" },
    { path: "/services/api-integration", filter: "api-integration" },
    { path: "/services/dev/api", filter: "api-integration" },
    { path: "/services/dev/api-integration", filter: "api-integration" },
    // trailing slashes
    { path: "/services/", filter: "all" },
    { path: "/services/web/", filter: "web" },
    { path: "/services/ai-apps/", filter: "ai-apps" },
    { path: "/services/dev/apps/", filter: "ai-apps" },
    { path: "/services/dev/api//", filter: "api-integration" },
    { path: "/services/dev/api-integration/", filter: "api-integration" },
    // letter case (React Router matches paths case-insensitively)
    { path: "/Services/Cloud", filter: "cloud" },
    // unknown paths
    { path: "/", filter: "all" },
    { path: "", filter: "all" },
    { path: "/services/ai", filter: "all" },
    { path: "/services/dev", filter: "all" },
    { path: "/services/dev/chatbots", filter: "all" },
    { path: "/services/consulting/scoping-roi", filter: "all" },
    { path: "/services/web/extra", filter: "all" },
    { path: "/web", filter: "all" },
    { path: "/services-web", filter: "all" },
    { path: "/services/constructor", filter: "all" },
  ])("$path -> $filter", ({ path, filter }) => {
    expect(filterFromPath(path)).toBe(filter);
  });
});

describe("servicesForFilter", () => {
  it.each<{ filter: ServiceFilter; ids: string[] }>([
    {
      filter: "all",
      ids: [
        "ai-integration",
        "ai-apps",
        "web-development",
        "mobile-apps",
        "api-integration",
        "cloud-hosting",
        "cybersecurity",
        "it-consulting",
      ],
    },
    { filter: "web", ids: ["web-development", "api-integration"] },
    { filter: "mobile", ids: ["mobile-apps"] },
    { filter: "ai-apps", ids: ["ai-apps"] },
    { filter: "api-integration", ids: ["api-integration"] },
    { filter: "cloud", ids: ["cloud-hosting"] },
    { filter: "security", ids: ["cybersecurity"] },
    { filter: "consulting", ids: ["it-consulting"] },
    { filter: "ai", ids: ["ai-integration", "ai-apps", "it-consulting"] },
  ])("$filter -> $ids", ({ filter, ids }) => {
    expect(servicesForFilter(services, filter).map((s) => s.id)).toEqual(ids);
  });

  it.each<{ filter: ServiceFilter; ids: string[] }>([
    { filter: "all", ids: ["a", "b"] },
    { filter: "web", ids: ["a"] },
    { filter: "cloud", ids: ["b", "c"] },
    { filter: "security", ids: [] },
  ])("works on any list with filters: $filter -> $ids", ({ filter, ids }) => {
    const list = [
      { id: "a", filters: ["all", "web"] as ServiceFilter[] },
      { id: "b", filters: ["all", "cloud"] as ServiceFilter[] },
      { id: "c", filters: ["cloud"] as ServiceFilter[] },
    ];
    expect(servicesForFilter(list, filter).map((s) => s.id)).toEqual(ids);
  });
});
