/**
 * Knowledge Center resource model (categories, types, the resource shape) and page copy.
 * The 35 resources live in resources-part-1.ts / resources-part-2.ts, assembled in ./resources.
 * Components import from this module only, so the list itself reaches the page as loader data.
 */

/** Local image reference (ImageRef-like). */
export type ResourceImage = { src: string; alt: string };

export const RESOURCE_CATEGORIES = [
  { id: "all", label: "All Resources" },
  { id: "ai-readiness", label: "AI Readiness" },
  { id: "guides", label: "Guides" },
  { id: "case-studies", label: "Case Studies" },
  { id: "whitepapers", label: "Whitepapers" },
  { id: "videos", label: "Videos" },
  { id: "webinars", label: "Webinars" },
  { id: "tools", label: "Tools" },
  { id: "research", label: "Research" },
] as const satisfies readonly { id: string; label: string }[];

export type ResourceCategoryId = (typeof RESOURCE_CATEGORIES)[number]["id"];
/** A real category of a resource ("all" is only a filter value). */
export type ResourceCategory = Exclude<ResourceCategoryId, "all">;

export const RESOURCE_TYPES = [
  "assessment-guide",
  "maturity-model",
  "data-guide",
  "talent-guide",
  "ethics-framework",
  "infrastructure-guide",
  "roi-calculator",
  "change-management",
  "guide",
  "case-study",
  "whitepaper",
  "video",
  "webinar",
  "template",
  "checklist",
  "tool",
  "research-report",
] as const;

export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Display labels for resource types (badges on cards and in the modal). */
export const RESOURCE_TYPE_LABELS = {
  "assessment-guide": "Assessment Guide",
  "maturity-model": "Maturity Model",
  "data-guide": "Data Guide",
  "talent-guide": "Talent Guide",
  "ethics-framework": "Ethics Framework",
  "infrastructure-guide": "Infrastructure Guide",
  "roi-calculator": "ROI Calculator",
  "change-management": "Change Management",
  guide: "Guide",
  "case-study": "Case Study",
  whitepaper: "Whitepaper",
  video: "Video",
  webinar: "Webinar",
  template: "Template",
  checklist: "Checklist",
  tool: "Tool",
  "research-report": "Research Report",
} as const satisfies Record<ResourceType, string>;

export type Resource = {
  id: number;
  title: string;
  category: ResourceCategory;
  author: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  /** e.g. "12 min read" (videos and webinars use "min watch"). */
  readTime: string;
  tags: string[];
  image: ResourceImage;
  excerpt: string;
  featured: boolean;
  downloads: number;
  /** Average reader rating out of 5, e.g. 4.7. */
  rating: number;
  type: ResourceType;
};

const CATEGORY_IMAGE_ALT = {
  "ai-readiness": "Abstract illustration of rising bars and a target, representing AI readiness",
  guides: "Abstract illustration of a path with milestones, representing a practical guide",
  "case-studies": "Abstract illustration of an upward trend line, representing client results",
  whitepapers: "Abstract illustration of layered documents, representing a whitepaper",
  videos: "Abstract illustration of a play button on a gradient, representing a video",
  webinars: "Abstract illustration of connected speakers, representing a webinar",
  tools: "Abstract illustration of a grid of controls, representing an interactive tool",
  research: "Abstract illustration of scattered data points and a chart, representing research",
} as const satisfies Record<ResourceCategory, string>;

/** The local cover image of a category: /images/resources/<category>.svg. */
export function resourceImage(category: ResourceCategory): ResourceImage {
  return { src: `/images/resources/${category}.svg`, alt: CATEGORY_IMAGE_ALT[category] };
}

export function isResourceCategoryId(value: string): value is ResourceCategoryId {
  return RESOURCE_CATEGORIES.some((c) => c.id === value);
}

/** A resource as written in the content files; the cover image is derived from the category. */
export type ResourceSeed = Omit<Resource, "image">;

export function withImage(seed: ResourceSeed): Resource {
  return { ...seed, image: resourceImage(seed.category) };
}

/** Statistics strip: 500+ resources, 50K+ downloads, 4.8 average rating, 100+ authors (spec-2 §1). */
export const RESOURCE_STATS = [
  {
    id: "resources",
    value: "500+",
    label: "Resources",
    description: "Guides, tools, reports and recordings",
  },
  { id: "downloads", value: "50K+", label: "Downloads", description: "By leaders and delivery teams" },
  { id: "rating", value: "4.8", label: "Average Rating", description: "Rated by readers out of 5" },
  { id: "authors", value: "100+", label: "Authors", description: "Consultants, engineers and partners" },
] as const;

/** Search box in the page intro. */
export const KNOWLEDGE_CENTER_SEARCH = {
  label: "Search resources",
  placeholder: "Search resources, topics or authors...",
} as const;

/** Newsletter box: a real sign-up that stores a subscriber (the prototype's box sent nothing). */
export const RESOURCE_NEWSLETTER = {
  title: "Get new resources in your inbox",
  text: "One email a fortnight with our latest guides, case studies and research on AI readiness, data, MLOps and generative AI. No spam; unsubscribe at any time.",
} as const;

export const RESOURCE_CTA = {
  title: "Need help applying this to your business?",
  description:
    "Book a free 30-minute consultation with our AI strategy team. We will review your readiness, shortlist high-value use cases and outline a realistic 90-day plan.",
  primary: { label: "Book a Consultation", href: "/get-started" },
  secondary: { label: "Calculate Your AI ROI", href: "/roi-calculator" },
} as const;

/** The Knowledge Center's fixed copy, sent as loader data rather than bundled. */
export interface KnowledgeCenterCopy {
  stats: typeof RESOURCE_STATS;
  newsletter: typeof RESOURCE_NEWSLETTER;
  cta: typeof RESOURCE_CTA;
}

export const RESOURCE_EMPTY_STATE = {
  title: "No resources found",
  description: "Try adjusting your search or filter criteria",
} as const;
