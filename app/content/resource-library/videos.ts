import type { ResourceSeed } from "../resource-model";

/** Videos. */
export const VIDEOS = [
  {
    id: 24,
    title: "What Is AI Readiness? A 12-Minute Explainer for Executives",
    category: "videos",
    type: "video",
    author: "Ananya Sharma",
    date: "2025-08-04",
    readTime: "12 min watch",
    tags: ["AI Readiness", "Leadership", "Strategy"],
    excerpt:
      "The five dimensions of readiness explained with real examples, and the three questions every leadership team should answer before approving an AI budget.",
    featured: false,
    downloads: 5640,
    rating: 4.7,
  },
  {
    id: 25,
    title: "Walkthrough: Building a RAG Assistant on Your SharePoint Library",
    category: "videos",
    type: "video",
    author: "Farhan Qureshi",
    date: "2025-11-17",
    readTime: "26 min watch",
    tags: ["RAG", "Generative AI", "LLMs"],
    excerpt:
      "A screen-by-screen build of a document assistant that respects SharePoint permissions, cites its sources and refuses to answer when the documents do not contain the answer.",
    featured: false,
    downloads: 4970,
    rating: 4.8,
  },
  {
    id: 26,
    title: "Model Monitoring Demo: Catching Data Drift Before It Costs You",
    category: "videos",
    type: "video",
    author: "Arjun Patel",
    date: "2025-06-30",
    readTime: "15 min watch",
    tags: ["MLOps", "Model Monitoring", "Data Quality"],
    excerpt:
      "See how drift dashboards, alert thresholds and shadow deployments flag a degrading credit-risk model weeks before the business would have noticed.",
    featured: false,
    downloads: 2870,
    rating: 4.5,
  },
] satisfies ResourceSeed[];
