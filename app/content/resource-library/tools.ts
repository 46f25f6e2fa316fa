import type { ResourceSeed } from "../resource-model";

/** Tools and templates. */
export const TOOLS = [
  {
    id: 30,
    title: "AI Readiness Scorecard: Interactive Worksheet",
    category: "tools",
    type: "tool",
    author: "Vikram Joshi",
    date: "2026-02-06",
    readTime: "10 min read",
    tags: ["AI Readiness", "Strategy", "Data Quality"],
    excerpt:
      "Rate 25 capabilities on a five-point scale and get a weighted readiness score, a radar chart by dimension and a prioritised list of gaps to close first.",
    featured: false,
    downloads: 8150,
    rating: 4.8,
  },
  {
    id: 31,
    title: "LLM Cost Estimator: Tokens, Hosting and Usage Scenarios",
    category: "tools",
    type: "tool",
    author: "Arjun Patel",
    date: "2025-10-06",
    readTime: "5 min read",
    tags: ["Generative AI", "ROI", "Infrastructure"],
    excerpt:
      "Estimate monthly spend for a generative AI feature from users, requests per day and average prompt size, comparing hosted APIs with self-hosted open models.",
    featured: false,
    downloads: 5720,
    rating: 4.7,
  },
  {
    id: 32,
    title: "Data Quality Audit Checklist for Machine Learning Datasets",
    category: "tools",
    type: "checklist",
    author: "Priya Nair",
    date: "2025-05-26",
    readTime: "6 min read",
    tags: ["Data Quality", "MLOps", "Data Engineering"],
    excerpt:
      "Completeness, label accuracy, leakage, class balance and freshness: 24 checks to run on any training dataset, with the SQL and Python snippets to automate them.",
    featured: false,
    downloads: 4890,
    rating: 4.6,
  },
] satisfies ResourceSeed[];
