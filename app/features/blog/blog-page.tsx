import { SearchX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PageIntro } from "~/components/ui/page-intro";
import { NewsletterBox } from "~/components/widgets/newsletter-box";
import { ALL_TOPICS, BLOG_EMPTY_STATE, BLOG_NEWSLETTER, BLOG_SECTIONS, type BlogCategoryFilter } from "~/content/blog";
import type { BlogPostSummary } from "~/lib/blog-types";
import { blogFilterParams, DEFAULT_BLOG_FILTER, filterPosts, parseBlogFilter, splitFeatured } from "./blog-filter";
import { BlogFilters } from "./blog-filters";
import { PostGrid } from "./post-card";

interface Props {
  heading: string;
  intro: string;
  posts: readonly BlogPostSummary[];
  /** Posts shown before "Load more articles" (admin Settings: posts per page). */
  pageSize?: number;
}

/** Insights & Stories: search, topic buttons, featured section (All Topics only), grid, newsletter. */
export function BlogPage({ heading, intro, posts, pageSize = 10 }: Props) {
  const [shown, setShown] = useState(pageSize);
  const [params, setParams] = useSearchParams();
  const fromUrl = parseBlogFilter(params);
  // The text box answers every keystroke from local state; the URL follows so a reload keeps the view.
  const [query, setQuery] = useState(fromUrl.query);
  // Queries sent to the URL whose echo has not come back yet; any other change of ?q= came from
  // outside (a link to /blog, the back button) and replaces the text in the box.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const i = pending.current.lastIndexOf(fromUrl.query);
    if (i === -1) setQuery(fromUrl.query);
    pending.current = i === -1 ? [] : pending.current.slice(i + 1);
  }, [fromUrl.query]);

  const filter = { query, category: fromUrl.category };
  const matches = filterPosts(posts, filter);
  const { featured, rest } = splitFeatured(matches, filter.category);

  const update = (next: { query: string; category: BlogCategoryFilter }) => {
    setQuery(next.query);
    const nextParams = blogFilterParams(next);
    const q = nextParams.get("q") ?? "";
    if (q !== fromUrl.query) pending.current.push(q);
    setParams(nextParams, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <BlogFilters
        query={query}
        category={filter.category}
        onQuery={(q) => update({ ...filter, query: q })}
        onCategory={(category) => update({ ...filter, category })}
      />
      <div className="container-page py-12">
        <p role="status" className="text-sm text-slate-700">
          {matches.length === 1 ? "1 article" : `${matches.length} articles`}
          {filter.category !== ALL_TOPICS && ` in ${filter.category}`}
          {query.trim() && ` matching “${query.trim()}”`}
        </p>
        {featured.length > 0 && (
          <section aria-labelledby="blog-featured" className="mt-8">
            <h2 id="blog-featured" className="text-2xl font-bold text-slate-900">
              {BLOG_SECTIONS.featured}
            </h2>
            <PostGrid posts={featured} featured />
          </section>
        )}
        {matches.length === 0 ? (
          <EmptyState onReset={() => update(DEFAULT_BLOG_FILTER)} />
        ) : (
          rest.length > 0 && (
            <section aria-labelledby="blog-latest" className="mt-12">
              <h2 id="blog-latest" className="text-2xl font-bold text-slate-900">
                {filter.category === ALL_TOPICS ? BLOG_SECTIONS.latest : filter.category}
              </h2>
              <PostGrid posts={rest.slice(0, shown)} />
              {rest.length > shown && (
                <button type="button" className="btn-secondary mt-8" onClick={() => setShown((n) => n + pageSize)}>
                  Load more articles
                </button>
              )}
            </section>
          )
        )}
        <div className="mt-16">
          <NewsletterBox title={BLOG_NEWSLETTER.title} text={BLOG_NEWSLETTER.text} source="blog" />
        </div>
      </div>
    </>
  );
}

function EmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className="mt-8 rounded-2xl bg-slate-50 px-6 py-16 text-center ring-1 ring-slate-200">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{BLOG_EMPTY_STATE.title}</h2>
      <p className="mt-2 text-slate-700">{BLOG_EMPTY_STATE.description}</p>
      <a
        href="/blog"
        onClick={(e) => {
          e.preventDefault();
          onReset();
        }}
        className="btn-secondary mt-6"
      >
        {BLOG_EMPTY_STATE.reset}
      </a>
    </div>
  );
}
