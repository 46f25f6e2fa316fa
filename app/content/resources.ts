/**
 * Knowledge Center content: the 35 static resources (spec section 3), the statistics strip
 * (spec section 1) and the newsletter / call-to-action copy.
 */
import type { Resource } from "./resource-model";
import { RESOURCES_PART_1 } from "./resources-part-1";
import { RESOURCES_PART_2 } from "./resources-part-2";

export {
  RESOURCE_CATEGORIES,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
  isResourceCategoryId,
  resourceImage,
} from "./resource-model";
export type {
  Resource,
  ResourceCategory,
  ResourceCategoryId,
  ResourceImage,
  ResourceType,
} from "./resource-model";

/** All 35 resources, in library order (this order also decides the first 10 distinct tags). */
export const RESOURCES: readonly Resource[] = [...RESOURCES_PART_1, ...RESOURCES_PART_2];

export function getResourceById(id: number): Resource | undefined {
  return RESOURCES.find((r) => r.id === id);
}

/** Statistics strip; values exactly as claimed in spec section 1. */
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

export const KNOWLEDGE_CENTER_HERO = {
  eyebrow: "Knowledge Center",
  title: "Practical AI know-how, free for business leaders",
  description:
    "Assessments, playbooks, case studies and research from the consultants and engineers who deliver AI programmes every day. Search the library or browse by category.",
  searchPlaceholder: "Search resources, topics or authors...",
} as const;

/** Newsletter box (spec section 5: no submit logic). */
export const RESOURCE_NEWSLETTER = {
  title: "Get new resources in your inbox",
  description:
    "One email a fortnight with our latest guides, case studies and research on AI readiness, data, MLOps and generative AI.",
  emailLabel: "Work email",
  placeholder: "you@company.com",
  buttonLabel: "Subscribe",
  note: "No spam. Unsubscribe at any time.",
} as const;

export const RESOURCE_CTA = {
  title: "Need help applying this to your business?",
  description:
    "Book a free 30-minute consultation with our AI strategy team. We will review your readiness, shortlist high-value use cases and outline a realistic 90-day plan.",
  primary: { label: "Book a Consultation", href: "/contact" },
  secondary: { label: "Calculate Your AI ROI", href: "/roi-calculator" },
} as const;

export const RESOURCE_EMPTY_STATE = {
  title: "No resources found",
  description: "Try adjusting your search or filter criteria",
} as const;
