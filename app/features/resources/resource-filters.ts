/**
 * Pure filtering, paging and URL-state logic for the Knowledge Center: 9 cards first, 9 more per
 * Load More, at most 3 tags per card, the first 10 distinct tags in the filter.
 */
import { isResourceCategoryId, type Resource, type ResourceCategoryId } from "~/content/resource-model";

/** First page shows 9 resources. */
export const PAGE_SIZE = 9;
/** Each Load More click adds 9. */
export const LOAD_MORE_STEP = 9;
/** A card shows at most 3 tags. */
export const MAX_CARD_TAGS = 3;
/** The tag filter lists the first 10 distinct tags. */
export const MAX_FILTER_TAGS = 10;
/** The modal shows at most 2 related resources. */
export const MAX_RELATED = 2;

export const RESOURCE_SORTS = ["latest", "popular", "rating"] as const;
export type ResourceSort = (typeof RESOURCE_SORTS)[number];

export const RESOURCE_SORT_LABELS = {
  latest: "Latest",
  popular: "Most Popular",
  rating: "Highest Rated",
} as const satisfies Record<ResourceSort, string>;

export type ResourceFilterState = {
  search: string;
  category: ResourceCategoryId;
  tags: string[];
  sort: ResourceSort;
};

export const DEFAULT_RESOURCE_FILTERS: ResourceFilterState = {
  search: "",
  category: "all",
  tags: [],
  sort: "latest",
};

export function isResourceSort(value: string): value is ResourceSort {
  return (RESOURCE_SORTS as readonly string[]).includes(value);
}

function matchesSearch(resource: Resource, needle: string): boolean {
  if (needle === "") return true;
  const haystack = [resource.title, resource.excerpt, resource.author, ...resource.tags];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

function byTitle(a: Resource, b: Resource): number {
  return a.title.localeCompare(b.title, "en");
}

const COMPARATORS: Record<ResourceSort, (a: Resource, b: Resource) => number> = {
  // ISO yyyy-mm-dd strings sort chronologically as plain strings.
  latest: (a, b) => (a.date === b.date ? byTitle(a, b) : a.date < b.date ? 1 : -1),
  popular: (a, b) => b.downloads - a.downloads || byTitle(a, b),
  rating: (a, b) => b.rating - a.rating || byTitle(a, b),
};

/**
 * Filters and sorts resources. Returns a new array; the input is not modified.
 * - search: trimmed, case-insensitive substring over title, excerpt, author and tags.
 * - category: "all" matches any category.
 * - tags: OR semantics. When tags are selected, a resource must carry AT LEAST ONE of them
 *   (selecting more tags widens the result). No tags selected = no tag restriction.
 * - sort: latest = newest date first, popular = most downloads first, rating = highest rating
 *   first; ties in every sort are broken by title (A to Z).
 */
export function filterResources(
  resources: readonly Resource[],
  { search, category, tags, sort }: ResourceFilterState,
): Resource[] {
  const needle = search.trim().toLowerCase();
  const selected = new Set(tags);
  return resources
    .filter((r) => category === "all" || r.category === category)
    .filter((r) => selected.size === 0 || r.tags.some((t) => selected.has(t)))
    .filter((r) => matchesSearch(r, needle))
    .sort(COMPARATORS[sort]);
}

/** The first `limit` distinct tags, in the order they first appear in the list. */
export function firstDistinctTags(resources: readonly Resource[], limit = MAX_FILTER_TAGS): string[] {
  const seen = new Set<string>();
  for (const tag of resources.flatMap((r) => r.tags)) {
    if (seen.size >= limit) break;
    seen.add(tag);
  }
  return [...seen];
}

/** Up to `limit` other resources of the same category, in list order. */
export function relatedResources(resources: readonly Resource[], resource: Resource, limit = MAX_RELATED): Resource[] {
  return resources.filter((r) => r.category === resource.category && r.id !== resource.id).slice(0, limit);
}

/** Tags shown on a card (at most 3). */
export function cardTags(resource: Resource, limit = MAX_CARD_TAGS): string[] {
  return resource.tags.slice(0, limit);
}

/** The first `visibleCount` items (negative counts show nothing). */
export function visibleSlice<T>(list: readonly T[], visibleCount: number): T[] {
  return list.slice(0, Math.max(0, visibleCount));
}

/** How many items are hidden behind Load More (never negative). */
export function remainingCount(list: readonly unknown[], visibleCount: number): number {
  return Math.max(0, list.length - Math.max(0, visibleCount));
}

/** Visible count after one Load More click. */
export function loadMore(visibleCount: number): number {
  return visibleCount + LOAD_MORE_STEP;
}

/**
 * Reads the filter state from the URL query: q, category, tags (comma-separated), sort.
 * Invalid values fall back to the defaults: an unknown category -> "all", an unknown sort ->
 * "latest". Tags are trimmed, de-duplicated and empty entries dropped; when `knownTags` is given,
 * tags not in that list are dropped too.
 */
export function parseResourceQuery(params: URLSearchParams, knownTags?: readonly string[]): ResourceFilterState {
  const category = params.get("category") ?? "";
  const sort = params.get("sort") ?? "";
  const rawTags = (params.get("tags") ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter((t) => t !== "" && (knownTags === undefined || knownTags.includes(t)));
  return {
    search: params.get("q") ?? DEFAULT_RESOURCE_FILTERS.search,
    category: isResourceCategoryId(category) ? category : DEFAULT_RESOURCE_FILTERS.category,
    tags: [...new Set(rawTags)],
    sort: isResourceSort(sort) ? sort : DEFAULT_RESOURCE_FILTERS.sort,
  };
}

/**
 * Writes the filter state to a query, omitting defaults so the plain page URL stays clean.
 * Tags are joined with commas (tag names must not contain commas).
 */
export function toResourceQuery(state: ResourceFilterState): URLSearchParams {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search !== "") params.set("q", search);
  if (state.category !== DEFAULT_RESOURCE_FILTERS.category) params.set("category", state.category);
  if (state.tags.length > 0) params.set("tags", state.tags.join(","));
  if (state.sort !== DEFAULT_RESOURCE_FILTERS.sort) params.set("sort", state.sort);
  return params;
}
