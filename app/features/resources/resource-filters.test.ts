import { describe, expect, it } from "vitest";
import {
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  RESOURCES,
  type Resource,
  type ResourceCategory,
} from "~/content/resources";
import {
  cardTags,
  DEFAULT_RESOURCE_FILTERS,
  filterResources,
  firstDistinctTags,
  LOAD_MORE_STEP,
  loadMore,
  MAX_CARD_TAGS,
  PAGE_SIZE,
  parseResourceQuery,
  type ResourceFilterState,
  relatedResources,
  remainingCount,
  toResourceQuery,
  visibleSlice,
} from "./resource-filters";

function make(
  id: number,
  title: string,
  category: ResourceCategory,
  author: string,
  date: string,
  tags: string[],
  excerpt: string,
  downloads: number,
  rating: number,
): Resource {
  return {
    id,
    title,
    category,
    author,
    date,
    tags,
    excerpt,
    downloads,
    rating,
    readTime: "5 min read",
    image: { src: `/images/resources/${category}.svg`, alt: "" },
    featured: false,
    type: "guide",
  };
}

// Hand-built fixture. Deliberate ties: ids 2 and 4 share a date and a download count (Beta < Delta);
// ratings 4.9 (Beta, Epsilon), 4.7 (Delta, Gamma) and 4.5 (Alpha, Eta) tie and fall back to title.
// biome-ignore format: one fixture row per line reads as a table
const F: Resource[] = [
  make(1, "Alpha Readiness Guide", "ai-readiness", "Asha Rao", "2026-01-10", ["AI Readiness", "Strategy"], "Assess your data estate.", 500, 4.5),
  make(2, "Beta MLOps Handbook", "guides", "Dev Shah", "2026-03-01", ["MLOps", "Data Quality"], "Ship models safely.", 1200, 4.9),
  make(3, "Gamma Factory Story", "case-studies", "Asha Rao", "2025-11-20", ["Manufacturing", "ROI"], "Scrap fell by a third.", 800, 4.7),
  make(4, "Delta GenAI Guide", "guides", "Lena Fox", "2026-03-01", ["Generative AI", "Strategy", "RAG", "LLMs"], "Ground answers in documents.", 1200, 4.7),
  make(5, "Epsilon ROI Tool", "tools", "Dev Shah", "2025-06-15", ["ROI"], "Payback in months, with data quality inputs.", 300, 4.9),
  make(6, "Zeta Governance Paper", "whitepapers", "Mira Sen", "2025-12-05", ["Governance", "Generative AI"], "Policies for strategy teams.", 650, 4.2),
  make(7, "Eta Drift Video", "guides", "Mira Sen", "2025-09-09", ["MLOps", "Monitoring"], "Watch drift appear.", 90, 4.5),
  make(8, "Theta Checklist", "guides", "Lena Fox", "2025-04-01", ["Data Quality"], "Thirty checks before launch.", 410, 4.0),
];

const ids = (list: readonly Resource[]) => list.map((r) => r.id);
const byId = (id: number) => F.find((r) => r.id === id) as Resource;

describe("filterResources", () => {
  it.each<{ name: string; state: Partial<ResourceFilterState>; expected: number[] }>([
    { name: "defaults: all, newest first, ties by title", state: {}, expected: [2, 4, 1, 6, 3, 7, 5, 8] },
    { name: "popular: most downloads first", state: { sort: "popular" }, expected: [2, 4, 3, 6, 1, 8, 5, 7] },
    { name: "rating: highest first", state: { sort: "rating" }, expected: [2, 5, 4, 3, 1, 7, 6, 8] },
    { name: "search matches tags and excerpt", state: { search: "strategy" }, expected: [4, 1, 6] },
    { name: "search is case-insensitive on author", state: { search: "ASHA" }, expected: [1, 3] },
    { name: "search over tag and excerpt text", state: { search: "data quality" }, expected: [2, 5, 8] },
    { name: "search is trimmed", state: { search: "  rag  " }, expected: [4] },
    { name: "search on title", state: { search: "handbook" }, expected: [2] },
    { name: "search on author name", state: { search: "lena" }, expected: [4, 8] },
    { name: "search without hits", state: { search: "zzz" }, expected: [] },
    { name: "category guides", state: { category: "guides" }, expected: [2, 4, 7, 8] },
    {
      name: "category guides by popularity",
      state: { category: "guides", sort: "popular" },
      expected: [2, 4, 8, 7],
    },
    { name: "category tools", state: { category: "tools" }, expected: [5] },
    { name: "category with no resources", state: { category: "research" }, expected: [] },
    { name: "one tag", state: { tags: ["ROI"] }, expected: [3, 5] },
    { name: "two tags use OR", state: { tags: ["MLOps", "ROI"] }, expected: [2, 3, 7, 5] },
    { name: "tag plus category", state: { tags: ["Generative AI"], category: "guides" }, expected: [4] },
    { name: "tag plus search", state: { tags: ["Strategy"], search: "alpha" }, expected: [1] },
    { name: "unknown tag", state: { tags: ["Unknown"] }, expected: [] },
    {
      name: "category, tag and rating sort",
      state: { category: "guides", tags: ["MLOps"], sort: "rating" },
      expected: [2, 7],
    },
    {
      name: "category, tag and popular sort",
      state: { category: "guides", tags: ["Data Quality"], sort: "popular" },
      expected: [2, 8],
    },
  ])("$name", ({ state, expected }) => {
    expect(ids(filterResources(F, { ...DEFAULT_RESOURCE_FILTERS, ...state }))).toEqual(expected);
  });

  it("does not mutate the input list", () => {
    const copy = [...F];
    filterResources(F, { ...DEFAULT_RESOURCE_FILTERS, sort: "rating" });
    expect(F).toEqual(copy);
  });
});

describe("firstDistinctTags", () => {
  const firstTen = [
    "AI Readiness",
    "Strategy",
    "MLOps",
    "Data Quality",
    "Manufacturing",
    "ROI",
    "Generative AI",
    "RAG",
    "LLMs",
    "Governance",
  ];
  it.each([
    { limit: 0, expected: [] },
    { limit: 3, expected: ["AI Readiness", "Strategy", "MLOps"] },
    { limit: 10, expected: firstTen },
    { limit: 20, expected: [...firstTen, "Monitoring"] },
  ])("limit $limit", ({ limit, expected }) => {
    expect(firstDistinctTags(F, limit)).toEqual(expected);
  });

  it("defaults to 10", () => {
    expect(firstDistinctTags(F)).toEqual(firstTen);
  });
});

describe("relatedResources", () => {
  it.each([
    { id: 2, limit: 2, expected: [4, 7] },
    { id: 8, limit: 2, expected: [2, 4] },
    { id: 7, limit: 2, expected: [2, 4] },
    { id: 1, limit: 2, expected: [] },
    { id: 2, limit: 1, expected: [4] },
    { id: 2, limit: 5, expected: [4, 7, 8] },
  ])("resource $id, limit $limit", ({ id, limit, expected }) => {
    expect(ids(relatedResources(F, byId(id), limit))).toEqual(expected);
  });

  it("defaults to at most 2", () => {
    expect(ids(relatedResources(F, byId(4)))).toEqual([2, 7]);
  });
});

describe("paging", () => {
  const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
  it.each([
    { list: twenty, visible: 9, shown: 9, remaining: 11 },
    { list: twenty, visible: 18, shown: 18, remaining: 2 },
    { list: twenty, visible: 27, shown: 20, remaining: 0 },
    { list: twenty, visible: 0, shown: 0, remaining: 20 },
    { list: twenty, visible: -3, shown: 0, remaining: 20 },
    { list: twenty.slice(0, 9), visible: 9, shown: 9, remaining: 0 },
    { list: [], visible: 9, shown: 0, remaining: 0 },
  ])("$list.length items, $visible visible", ({ list, visible, shown, remaining }) => {
    expect(visibleSlice(list, visible)).toEqual(list.slice(0, shown));
    expect(remainingCount(list, visible)).toBe(remaining);
  });

  it("shows 9 cards, 9 more per Load More, and at most 3 tags per card", () => {
    expect([PAGE_SIZE, LOAD_MORE_STEP, MAX_CARD_TAGS]).toEqual([9, 9, 3]);
    expect(loadMore(PAGE_SIZE)).toBe(18);
    expect(cardTags(byId(4))).toEqual(["Generative AI", "Strategy", "RAG"]);
  });
});

describe("URL query state", () => {
  it.each<{ query: string; expected: ResourceFilterState; known?: string[] }>([
    { query: "", expected: DEFAULT_RESOURCE_FILTERS },
    {
      query: "q=rag&category=guides&tags=MLOps,ROI&sort=popular",
      expected: { search: "rag", category: "guides", tags: ["MLOps", "ROI"], sort: "popular" },
    },
    { query: "category=blogs&sort=oldest", expected: DEFAULT_RESOURCE_FILTERS },
    {
      query: "tags=MLOps,,%20ROI%20,MLOps",
      expected: { ...DEFAULT_RESOURCE_FILTERS, tags: ["MLOps", "ROI"] },
    },
    { query: "category=all&sort=rating", expected: { ...DEFAULT_RESOURCE_FILTERS, sort: "rating" } },
    { query: "q=Generative+AI", expected: { ...DEFAULT_RESOURCE_FILTERS, search: "Generative AI" } },
    {
      query: "tags=MLOps%2CBogus",
      known: ["MLOps", "ROI"],
      expected: { ...DEFAULT_RESOURCE_FILTERS, tags: ["MLOps"] },
    },
  ])("parse '$query'", ({ query, known, expected }) => {
    expect(parseResourceQuery(new URLSearchParams(query), known)).toEqual(expected);
  });

  it.each<{ state: ResourceFilterState; expected: string }>([
    { state: DEFAULT_RESOURCE_FILTERS, expected: "" },
    {
      state: { search: " rag ", category: "guides", tags: ["MLOps", "ROI"], sort: "popular" },
      expected: "q=rag&category=guides&tags=MLOps%2CROI&sort=popular",
    },
    { state: { ...DEFAULT_RESOURCE_FILTERS, search: "Generative AI" }, expected: "q=Generative+AI" },
    { state: { ...DEFAULT_RESOURCE_FILTERS, sort: "rating" }, expected: "sort=rating" },
  ])("write $expected", ({ state, expected }) => {
    const query = toResourceQuery(state);
    expect(query.toString()).toBe(expected);
    expect(parseResourceQuery(query)).toEqual({ ...state, search: state.search.trim() });
  });
});

describe("library content", () => {
  it("has 35 resources with unique ids, every category and every type", () => {
    expect(RESOURCES).toHaveLength(35);
    expect(new Set(ids(RESOURCES)).size).toBe(35);
    const categories = RESOURCE_CATEGORIES.map((c) => c.id).filter((id) => id !== "all");
    expect(new Set(RESOURCES.map((r) => r.category))).toEqual(new Set(categories));
    expect(new Set(RESOURCES.map((r) => r.type))).toEqual(new Set(RESOURCE_TYPES));
    expect(RESOURCE_TYPES).toHaveLength(17);
  });

  it("offers sensible first 10 filter tags", () => {
    expect(firstDistinctTags(RESOURCES)).toEqual([
      "AI Readiness",
      "Strategy",
      "Data Quality",
      "Governance",
      "MLOps",
      "Generative AI",
      "Talent",
      "Change Management",
      "Infrastructure",
      "ROI",
    ]);
  });

  it("uses ISO dates and local category images", () => {
    for (const r of RESOURCES) {
      expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.image.src).toBe(`/images/resources/${r.category}.svg`);
      expect(r.rating).toBeGreaterThan(0);
      expect(r.rating).toBeLessThanOrEqual(5);
    }
  });
});
