import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import type { Resource } from "~/content/resource-model";
import {
  DEFAULT_RESOURCE_FILTERS,
  filterResources,
  firstDistinctTags,
  loadMore,
  PAGE_SIZE,
  parseResourceQuery,
  type ResourceFilterState,
  remainingCount,
  toResourceQuery,
  visibleSlice,
} from "./resource-filters";
import { countByCategory } from "./resource-view";

const noSubscribe = () => () => {};

/** Typing reaches the URL once the visitor pauses: every URL change also revalidates the root data. */
export const SEARCH_URL_DELAY_MS = 300;

/**
 * False while the prerendered HTML is being hydrated, true afterwards (and on client navigations).
 * The HTML was rendered without a query, so the query may only be applied once hydration is done.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/**
 * Knowledge Center state. Search, category, tags and sort live in the URL query (shareable,
 * survive reload); the visible count and the open resource are per visit. The local copy keeps
 * typing smooth while the URL follows with `replace`, so filtering never floods history.
 * Category, tag and sort changes reach the URL at once; search text after a short pause.
 */
export function useResourceLibrary(resources: readonly Resource[]) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  // The tags offered as filters: the first 10 distinct tags of the library.
  const filterTags = useMemo(() => firstDistinctTags(resources), [resources]);
  const categoryCounts = useMemo(() => countByCategory(resources), [resources]);
  const [filters, setFilters] = useState<ResourceFilterState>(() =>
    hydrated ? parseResourceQuery(params, filterTags) : DEFAULT_RESOURCE_FILTERS,
  );
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The query this page wrote last: a different one came from outside (reload, link, back button).
  const written = useRef<string | null>(hydrated ? params.toString() : null);
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);

  useEffect(() => {
    if (!hydrated) return;
    const query = params.toString();
    if (query === written.current) return;
    window.clearTimeout(pending.current);
    written.current = query;
    setFilters(parseResourceQuery(params, filterTags));
    setVisible(PAGE_SIZE);
  }, [hydrated, params, filterTags]);

  const writeQuery = (state: ResourceFilterState) => {
    window.clearTimeout(pending.current);
    const query = toResourceQuery(state).toString();
    if (query === written.current) return;
    written.current = query;
    setParams(query, { replace: true, preventScrollReset: true });
  };

  const update = (patch: Partial<ResourceFilterState>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    setVisible(PAGE_SIZE);
    if (Object.keys(patch).length === 1 && "search" in patch) {
      window.clearTimeout(pending.current);
      pending.current = window.setTimeout(() => writeQuery(next), SEARCH_URL_DELAY_MS);
    } else {
      writeQuery(next);
    }
  };

  const results = useMemo(() => filterResources(resources, filters), [resources, filters]);

  return {
    filterTags,
    categoryCounts,
    filters,
    update,
    reset: () => update(DEFAULT_RESOURCE_FILTERS),
    results,
    shown: visibleSlice(results, visible),
    remaining: remainingCount(results, visible),
    visible,
    showMore: () => setVisible(loadMore),
    selected: selectedId === null ? undefined : resources.find((r) => r.id === selectedId),
    open: (id: number) => setSelectedId(id),
    close: () => setSelectedId(null),
  };
}

export type ResourceLibrary = ReturnType<typeof useResourceLibrary>;
