/**
 * Knowledge Center content: the 35 static resources (spec section 3), plus re-exports of the model
 * and page copy. The page receives the list through its loader, so it never ships in the bundle:
 * components import from ./resource-model only.
 */
import type { Resource } from "./resource-model";
import { RESOURCES_PART_1 } from "./resources-part-1";
import { RESOURCES_PART_2 } from "./resources-part-2";

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
export const RESOURCES: readonly Resource[] = [...RESOURCES_PART_1, ...RESOURCES_PART_2];

export function getResourceById(id: number): Resource | undefined {
  return RESOURCES.find((r) => r.id === id);
}
