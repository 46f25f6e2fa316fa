/**
 * Copy of the blog pages: categories, search, empty state, newsletter box, article and not-found texts.
 * The articles themselves live in the database
 * (seeded from ./blog-seed.ts), so this module stays small enough for the page bundle.
 */

/** Category tabs; "All Topics" is the filter value that shows everything and the featured section. */
export const BLOG_CATEGORIES = [
  "All Topics",
  "AI Insights",
  "Case Studies",
  "Industry Trends",
  "How-To Guides",
  "Expert Insights",
  "Technical",
  "Business",
] as const;

export type BlogCategoryFilter = (typeof BLOG_CATEGORIES)[number];
export type BlogCategory = Exclude<BlogCategoryFilter, "All Topics">;
export const ALL_TOPICS = "All Topics" satisfies BlogCategoryFilter;

export const BLOG_SEARCH = {
  label: "Search articles",
  placeholder: "Search by title, topic or tag...",
  button: "Search",
  categoriesLabel: "Filter articles by topic",
} as const;

export const BLOG_SECTIONS = {
  featured: "Featured articles",
  latest: "Latest articles",
} as const;

export const BLOG_EMPTY_STATE = {
  title: "No articles found",
  description: "Try adjusting your search or filter criteria",
  reset: "Show all articles",
} as const;

/** The newsletter box under the article grid (a real sign-up, source "blog"). */
export const BLOG_NEWSLETTER = {
  title: "Stay ahead with AI insights",
  text: "Get our latest articles, case studies and playbooks in your inbox every fortnight. Written for business leaders, not just engineers.",
} as const;

/** The article page: labels and the closing call to action. */
export const BLOG_ARTICLE_COPY = {
  back: "All articles",
  by: "By",
  related: "Related articles",
  readMore: "Read article",
  ctaTitle: "Want results like these in your business?",
  ctaText:
    "Book a free 30-minute strategy call. A senior consultant will review your goals and suggest where AI can pay back first.",
  ctaPrimary: { label: "Book a strategy call", to: "/get-started" },
  ctaSecondary: { label: "Talk to an expert", to: "/contact" },
} as const;

/** An unknown or unpublished article (answered with status 404). */
export const BLOG_NOT_FOUND = {
  title: "Page not found",
  text: "We could not find that article. It may have been renamed or unpublished.",
  errorTitle: "Something went wrong",
  errorText: "We could not show this article right now. Please try again in a moment.",
  back: "Browse all articles",
  home: "Go to the home page",
} as const;
