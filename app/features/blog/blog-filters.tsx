import { SearchField } from "~/components/ui/search-field";
import { ALL_TOPICS, BLOG_CATEGORIES, BLOG_SEARCH, type BlogCategoryFilter } from "~/content/blog";
import { cn } from "~/lib/cn";

interface Props {
  query: string;
  category: BlogCategoryFilter;
  onQuery: (query: string) => void;
  onCategory: (category: BlogCategoryFilter) => void;
}

/**
 * Search box and topic buttons. With JavaScript they filter at once (the filter lives in the URL);
 * without it the same controls submit a GET form to /blog, which the server renders filtered.
 */
export function BlogFilters({ query, category, onQuery, onCategory }: Props) {
  return (
    <search className="container-page relative -mt-8 block">
      <form
        method="get"
        action="/blog"
        onSubmit={(e) => e.preventDefault()}
        className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200"
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchField
            id="blog-search"
            name="q"
            label={BLOG_SEARCH.label}
            placeholder={BLOG_SEARCH.placeholder}
            value={query}
            onChange={onQuery}
          />
          {/* First submit button in the form, so Enter searches without changing the topic. */}
          <button type="submit" className="btn-primary">
            {BLOG_SEARCH.button}
          </button>
        </div>
        {category !== ALL_TOPICS && <input type="hidden" name="category" value={category} />}
        <fieldset className="mt-5 flex flex-wrap gap-2">
          <legend className="sr-only">{BLOG_SEARCH.categoriesLabel}</legend>
          {BLOG_CATEGORIES.map((c) => {
            const pressed = c === category;
            return (
              <button
                key={c}
                type="submit"
                name="category"
                value={c}
                aria-pressed={pressed}
                onClick={(e) => {
                  e.preventDefault();
                  onCategory(c);
                }}
                className={cn(
                  "rounded-full px-4 py-2 text-sm font-semibold transition-colors",
                  pressed ? "bg-brand-700 text-white shadow" : "bg-slate-100 text-slate-800 hover:bg-slate-200",
                )}
              >
                {c}
              </button>
            );
          })}
        </fieldset>
      </form>
    </search>
  );
}
