import type { ResourceSeed } from "../resource-model";

/** Webinars. */
export const WEBINARS = [
  {
    id: 27,
    title: "Panel: Scaling AI Beyond the Pilot in Indian Enterprises",
    category: "webinars",
    type: "webinar",
    author: "Sneha Kulkarni",
    date: "2026-01-22",
    readTime: "58 min watch",
    tags: ["Strategy", "Change Management", "Leadership"],
    excerpt:
      "CIOs from manufacturing, banking and retail discuss funding models, platform teams and the organisational changes that turned one-off pilots into programmes.",
    featured: false,
    downloads: 3760,
    rating: 4.7,
  },
  {
    id: 28,
    title: "Measuring GenAI Productivity Gains: What the Data Shows",
    category: "webinars",
    type: "webinar",
    author: "Karan Malhotra",
    date: "2025-12-02",
    readTime: "47 min watch",
    tags: ["Generative AI", "ROI", "Productivity"],
    excerpt:
      "How to design a fair before-and-after measurement for copilots and assistants, which metrics survive CFO scrutiny and where self-reported time savings mislead.",
    featured: false,
    downloads: 4250,
    rating: 4.8,
  },
  {
    id: 29,
    title: "Data Governance for AI: Ownership, Quality SLAs and Stewardship",
    category: "webinars",
    type: "webinar",
    author: "Priya Nair",
    date: "2025-09-15",
    readTime: "52 min watch",
    tags: ["Governance", "Data Quality", "Data Engineering"],
    excerpt:
      "Practical ways to assign data owners, agree quality service levels with source-system teams and give stewards the tools to fix issues at the source.",
    featured: false,
    downloads: 2960,
    rating: 4.6,
  },
] satisfies ResourceSeed[];
