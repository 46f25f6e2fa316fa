import type { ResourceSeed } from "../resource-model";

/** Research. */
export const RESEARCH = [
  {
    id: 33,
    title: "State of Enterprise AI Adoption in India 2026",
    category: "research",
    type: "research-report",
    author: "Neha Deshpande",
    date: "2026-03-11",
    readTime: "28 min read",
    tags: ["Research", "Strategy", "Benchmarks"],
    excerpt:
      "Our annual survey of technology and business leaders on AI budgets, deployed use cases, talent gaps and the barriers that keep projects from reaching production.",
    featured: true,
    downloads: 9120,
    rating: 4.9,
  },
  {
    id: 34,
    title: "GenAI in the Workplace: How Indian Knowledge Workers Use AI Assistants",
    category: "research",
    type: "research-report",
    author: "Sneha Kulkarni",
    date: "2025-08-25",
    readTime: "23 min read",
    tags: ["Generative AI", "Productivity", "Talent"],
    excerpt:
      "Which tasks employees hand to AI assistants, where they still do not trust the output, and what training and policy changes raised adoption in the teams we studied.",
    featured: false,
    downloads: 3640,
    rating: 4.5,
  },
  {
    id: 35,
    title: "Why AI Projects Stall: Failure Modes from 120 Enterprise Initiatives",
    category: "research",
    type: "research-report",
    author: "Vikram Joshi",
    date: "2025-11-10",
    readTime: "18 min read",
    tags: ["Strategy", "Change Management", "Data Quality"],
    excerpt:
      "Unclear ownership, poor data and no path to production explain most stalled projects. We map each failure mode to the early warning signs and the fix.",
    featured: false,
    downloads: 5310,
    rating: 4.7,
  },
] satisfies ResourceSeed[];
