/**
 * Knowledge Center content: the 35 static resources (spec section 3, one file per category in
 * ./resource-library), plus re-exports of the model and page copy. The page receives the list through its loader, so it never ships in the bundle:
 * components import from ./resource-model only.
 */
import { AI_READINESS } from "./resource-library/ai-readiness";
import { GUIDES } from "./resource-library/guides";
import { CASE_STUDIES } from "./resource-library/case-studies";
import { WHITEPAPERS } from "./resource-library/whitepapers";
import { VIDEOS } from "./resource-library/videos";
import { WEBINARS } from "./resource-library/webinars";
import { TOOLS } from "./resource-library/tools";
import { RESEARCH } from "./resource-library/research";
import { type Resource, withImage } from "./resource-model";

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
export type {
  Resource,
  ResourceCategory,
  ResourceCategoryId,
  ResourceImage,
  ResourceType,
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
