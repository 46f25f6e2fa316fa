import { RotateCcw, SearchX, SlidersHorizontal } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { SelectField } from "~/components/ui/field-core";
import { RESOURCE_CATEGORIES, RESOURCE_EMPTY_STATE, type ResourceCategoryId } from "~/content/resource-model";
import { cn } from "~/lib/cn";
import { ResourceCard } from "./resource-card";
import { DEFAULT_RESOURCE_FILTERS, isResourceSort, RESOURCE_SORT_LABELS, RESOURCE_SORTS } from "./resource-filters";
import { loadMoreLabel, resultCountLabel, toggleTag } from "./resource-view";
import type { ResourceLibrary } from "./use-resource-library";

const SORT_OPTIONS = RESOURCE_SORTS.map((s) => ({ id: s, label: RESOURCE_SORT_LABELS[s] }));

/** Filter panel, live result count, the card grid and Load More. */
export function ResourceLibrarySection({
  library,
  descriptions,
}: {
  library: ResourceLibrary;
  descriptions: Readonly<Record<ResourceCategoryId, string>>;
}) {
  const { filters, update, results, shown, remaining } = library;
  const [panelOpen, setPanelOpen] = useState(false);
  const category = RESOURCE_CATEGORIES.find((c) => c.id === filters.category) ?? RESOURCE_CATEGORIES[0];
  const panelFilters = filters.tags.length + (filters.sort === DEFAULT_RESOURCE_FILTERS.sort ? 0 : 1);
  const filtered =
    filters.search.trim() !== "" || filters.category !== DEFAULT_RESOURCE_FILTERS.category || panelFilters > 0;

  // After Load More, move focus to the first new card so keyboard users continue where they were
  // (the button itself disappears once everything is shown).
  const grid = useRef<HTMLUListElement>(null);
  const showMore = () => {
    const firstNew = shown.length;
    flushSync(library.showMore);
    grid.current?.querySelectorAll<HTMLButtonElement>("[data-read-more]")[firstNew]?.focus();
  };

  return (
    <section aria-labelledby="kc-library" className="container-page py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="kc-library" className="text-2xl font-bold text-slate-900">
            {category.label}
          </h2>
          <p className="mt-1 text-slate-700">{descriptions[category.id]}</p>
        </div>
        <button
          type="button"
          aria-expanded={panelOpen}
          aria-controls="kc-filters"
          onClick={() => setPanelOpen((o) => !o)}
          className="btn-secondary"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters
          {panelFilters > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{panelFilters}</span>
          )}
        </button>
      </div>

      <div id="kc-filters" hidden={!panelOpen} className="mt-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
        <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <SelectField
            id="kc-sort"
            label="Sort by"
            options={SORT_OPTIONS}
            value={filters.sort}
            onChange={(e) => isResourceSort(e.target.value) && update({ sort: e.target.value })}
          />
          <fieldset>
            <legend className="field-label">Tags</legend>
            <p className="text-xs text-slate-600">Shows resources that carry any of the selected tags.</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {library.filterTags.map((tag) => {
                const pressed = filters.tags.includes(tag);
                return (
                  <button
                    key={tag}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => update({ tags: toggleTag(filters.tags, tag) })}
                    className={cn(
                      "rounded-full px-3 py-1.5 text-sm font-medium transition-colors",
                      pressed
                        ? "bg-brand-700 text-white"
                        : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50",
                    )}
                  >
                    {tag}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </div>
      </div>

      <div className="mt-6 flex min-h-10 flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium text-slate-800">
          {resultCountLabel(results.length)}
        </p>
        {filtered && (
          <button
            type="button"
            onClick={library.reset}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <RotateCcw aria-hidden="true" className="size-4" /> Clear all filters
          </button>
        )}
      </div>

      {results.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-12 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{RESOURCE_EMPTY_STATE.title}</h3>
          <p className="mt-2 text-slate-700">{RESOURCE_EMPTY_STATE.description}</p>
        </div>
      ) : (
        <ul ref={grid} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((r, i) => (
            <li key={r.id} className="flex">
              <ResourceCard resource={r} onOpen={library.open} lazy={i >= 3} />
            </li>
          ))}
        </ul>
      )}

      {remaining > 0 && (
        <div className="mt-10 text-center">
          <button type="button" className="btn-primary" onClick={showMore}>
            {loadMoreLabel(remaining)}
          </button>
        </div>
      )}
    </section>
  );
}
