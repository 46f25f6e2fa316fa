/**
 * Knowledge Center content: the 35 static resources (one file per category in ./resource-library),
 * plus re-exports of the model and page copy. The page receives the list through its loader, so it
 * never ships in the bundle: components import from ./resource-model only.
 */
import { AI_READINESS } from "./resource-library/ai-readiness";
import { CASE_STUDIES } from "./resource-library/case-studies";
import { GUIDES } from "./resource-library/guides";
import { RESEARCH } from "./resource-library/research";
import { TOOLS } from "./resource-library/tools";
import { VIDEOS } from "./resource-library/videos";
import { WEBINARS } from "./resource-library/webinars";
import { WHITEPAPERS } from "./resource-library/whitepapers";
import { type Resource, type ResourceCategoryId, withImage } from "./resource-model";

export type {
  Resource,
  ResourceCategory,
  ResourceCategoryId,
  ResourceImage,
  ResourceType,
} from "./resource-model";
export {
  isResourceCategoryId,
  KNOWLEDGE_CENTER_SEARCH,
  RESOURCE_CATEGORIES,
  RESOURCE_CTA,
  RESOURCE_EMPTY_STATE,
  RESOURCE_NEWSLETTER,
  RESOURCE_STATS,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
  resourceImage,
} from "./resource-model";

/** All 35 resources, in library order (this order also decides the first 10 distinct tags). */
export const RESOURCES: readonly Resource[] = [
  ...AI_READINESS,
  ...GUIDES,
  ...CASE_STUDIES,
  ...WHITEPAPERS,
  ...VIDEOS,
  ...WEBINARS,
  ...TOOLS,
  ...RESEARCH,
].map(withImage);

/**
 * One line under the library's heading per category. Page data, not JavaScript: the Knowledge
 * Center's loader sends it with the resources (the route's bundle stays within its budget).
 */
export const RESOURCE_CATEGORY_DESCRIPTIONS: Record<ResourceCategoryId, string> = {
  all: "Every guide, case study, tool and report in the library.",
  "ai-readiness": "Assess data, talent, infrastructure and governance before you invest in AI.",
  guides: "Step-by-step playbooks, templates and checklists for delivery teams.",
  "case-studies": "Measured outcomes from AI programmes in manufacturing, finance, retail and more.",
  whitepapers: "In-depth analysis of architectures, operating models and regulation.",
  videos: "Short explainers and walkthroughs from our consultants and engineers.",
  webinars: "Recorded panel sessions with practitioners, with slides and Q&A.",
  tools: "Calculators, scorecards and worksheets you can use with your team today.",
  research: "Original survey data and benchmarks on enterprise AI adoption.",
};
