import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/content/blog-seed";
import { blogFilterParams, filterPosts, matchesQuery, parseBlogFilter, splitFeatured } from "./blog-filter";

// The six seed articles, newest first: playbook (How-To Guides, featured), rag (Technical, featured),
// pithampur (Case Studies, featured), roi (Business), readiness (AI Insights), governance (Expert Insights).
const PLAYBOOK = "ninety-day-ai-pilot-playbook";
const RAG = "rag-over-enterprise-documents";
const PITHAMPUR = "pithampur-computer-vision-case-study";
const ROI = "measuring-ai-roi";
const READINESS = "data-readiness-checklist";
const GOVERNANCE = "genai-governance-indian-enterprises";
const ALL = [PLAYBOOK, RAG, PITHAMPUR, ROI, READINESS, GOVERNANCE];

describe("filterPosts: search text and category combine", () => {
  it.each([
    ["", "All Topics", ALL],
    ["", "Technical", [RAG]],
    ["", "Case Studies", [PITHAMPUR]],
    ["", "Industry Trends", []],
    // Tag "ROI" on the playbook and the case study, "ROI" in the title of the finance article.
    ["roi", "All Topics", [PLAYBOOK, PITHAMPUR, ROI]],
    ["ROI", "Business", [ROI]],
    ["roi", "Technical", []],
    // Both words, anywhere: title of the case study.
    ["computer vision", "All Topics", [PITHAMPUR]],
    // Tag "Generative AI" on two articles; case and surrounding spaces do not matter.
    ["  GENERATIVE ai ", "All Topics", [RAG, GOVERNANCE]],
    ["generative", "Expert Insights", [GOVERNANCE]],
    // Author name.
    ["priya", "All Topics", [READINESS]],
    // "Data" in the checklist's title and in the governance article's excerpt and tags.
    ["data", "All Topics", [READINESS, GOVERNANCE]],
    ["blockchain", "All Topics", []],
  ] as const)("%j in %s → %j", (query, category, expected) => {
    expect(filterPosts(BLOG_ARTICLES, { query, category }).map((p) => p.slug)).toEqual(expected);
  });
});

describe("matchesQuery", () => {
  const post = {
    title: "RAG in practice",
    excerpt: "Chunking and retrieval",
    author: "A. Author",
    category: "Technical",
    tags: ["LLMs"],
  };
  it.each([
    ["", true],
    ["   ", true],
    ["llms", true],
    ["technical rag", true],
    ["rag vectors", false],
  ])("%j → %s", (query, expected) => {
    expect(matchesQuery(post, query)).toBe(expected);
  });
});

describe("splitFeatured", () => {
  it("puts the featured matches in their own section only on All Topics", () => {
    const all = splitFeatured(BLOG_ARTICLES, "All Topics");
    expect(all.featured.map((p) => p.slug)).toEqual([PLAYBOOK, RAG, PITHAMPUR]);
    expect(all.rest.map((p) => p.slug)).toEqual([ROI, READINESS, GOVERNANCE]);
    const technical = splitFeatured(filterPosts(BLOG_ARTICLES, { query: "", category: "Technical" }), "Technical");
    expect(technical).toEqual({ featured: [], rest: [expect.objectContaining({ slug: RAG })] });
  });
});

describe("the filter in the URL", () => {
  it.each([
    ["", { query: "", category: "All Topics" }],
    ["?q=roi&category=Business", { query: "roi", category: "Business" }],
    ["?category=How-To+Guides", { query: "", category: "How-To Guides" }],
    ["?category=Gossip", { query: "", category: "All Topics" }],
    // Without JavaScript: the hidden current topic first, then the pressed button.
    ["?q=ai&category=Technical&category=Business", { query: "ai", category: "Business" }],
  ])("%s → %j", (search, expected) => {
    expect(parseBlogFilter(new URLSearchParams(search))).toEqual(expected);
  });

  it.each([
    [{ query: "", category: "All Topics" } as const, ""],
    [{ query: "  ", category: "All Topics" } as const, ""],
    [{ query: "computer vision", category: "Case Studies" } as const, "q=computer+vision&category=Case+Studies"],
  ])("%j → ?%s and back", (filter, expected) => {
    const params = blogFilterParams(filter);
    expect(params.toString()).toBe(expected);
    if (filter.query.trim()) expect(parseBlogFilter(params)).toEqual(filter);
  });
});
