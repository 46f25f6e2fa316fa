import type { ResourceSeed } from "../resource-model";

/** Whitepapers. */
export const WHITEPAPERS = [
  {
    id: 20,
    title: "Enterprise LLM Architecture: Build, Buy or Fine-Tune?",
    category: "whitepapers",
    type: "whitepaper",
    author: "Farhan Qureshi",
    date: "2025-12-15",
    readTime: "24 min read",
    tags: ["Generative AI", "LLMs", "Infrastructure"],
    excerpt:
      "When a hosted API is enough, when retrieval beats fine-tuning and when a self-hosted open model pays off. A decision framework built on cost, latency, data sensitivity and quality.",
    featured: false,
    downloads: 6050,
    rating: 4.7,
  },
  {
    id: 21,
    title: "AI Governance Under India's DPDP Act, 2023: A Practical Reading",
    category: "whitepapers",
    type: "whitepaper",
    author: "Neha Deshpande",
    date: "2026-02-27",
    readTime: "21 min read",
    tags: ["Governance", "Compliance", "Data Privacy"],
    excerpt:
      "What the Digital Personal Data Protection Act means for training data, consent, purpose limitation and vendor contracts, and how to fold it into your AI review process.",
    featured: true,
    downloads: 7480,
    rating: 4.9,
  },
  {
    id: 22,
    title: "The Economics of AI: Total Cost of Ownership Across the Model Lifecycle",
    category: "whitepapers",
    type: "whitepaper",
    author: "Karan Malhotra",
    date: "2025-10-27",
    readTime: "17 min read",
    tags: ["ROI", "MLOps", "Finance"],
    excerpt:
      "Build cost is usually less than a third of the total. This paper breaks down data preparation, inference, monitoring, retraining and support costs over a three-year horizon.",
    featured: false,
    downloads: 4330,
    rating: 4.6,
  },
  {
    id: 23,
    title: "Agentic AI in the Enterprise: Promise, Risks and Control Patterns",
    category: "whitepapers",
    type: "whitepaper",
    author: "Rohan Mehta",
    date: "2026-03-05",
    readTime: "19 min read",
    tags: ["Generative AI", "AI Agents", "Governance"],
    excerpt:
      "AI agents that call tools and take actions need tighter controls than chat assistants. We set out permission scopes, approval gates and audit trails that keep them safe.",
    featured: false,
    downloads: 3180,
    rating: 4.7,
  },
] satisfies ResourceSeed[];
