/** Pure search and category logic of the blog list: search and category combine; All Topics shows everything. */
import { ALL_TOPICS, BLOG_CATEGORIES, type BlogCategoryFilter } from "~/content/blog";
import type { BlogPostSummary } from "~/lib/blog-types";

export interface BlogFilter {
  query: string;
  category: BlogCategoryFilter;
}

export const DEFAULT_BLOG_FILTER: BlogFilter = { query: "", category: ALL_TOPICS };

type Searchable = Pick<BlogPostSummary, "title" | "excerpt" | "tags" | "author" | "category">;

const isCategory = (value: string | undefined): value is BlogCategoryFilter =>
  (BLOG_CATEGORIES as readonly string[]).includes(value ?? "");

/**
 * The filter kept in the URL (?q=…&category=…). Unknown topics mean All Topics. When the form is sent
 * without JavaScript, a hidden field carries the current topic and a pressed topic button comes after
 * it, so the last value wins.
 */
export function parseBlogFilter(params: URLSearchParams): BlogFilter {
  const category = params.getAll("category").at(-1);
  return {
    query: (params.get("q") ?? "").slice(0, 100),
    category: isCategory(category) ? category : ALL_TOPICS,
  };
}

/** The same filter as URL parameters, leaving defaults out so the plain /blog stays clean. */
export function blogFilterParams({ query, category }: BlogFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (query.trim() !== "") params.set("q", query);
  if (category !== ALL_TOPICS) params.set("category", category);
  return params;
}

/**
 * Case-insensitive; every word of the query must appear in the title, excerpt, tags, author or
 * category (so "computer vision" finds an article with both words anywhere in it).
 */
export function matchesQuery(post: Searchable, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [post.title, post.excerpt, post.author, post.category, ...post.tags].join("\n").toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** Posts matching both the search text and the topic, in their original order. */
export function filterPosts<T extends Searchable>(posts: readonly T[], filter: BlogFilter): T[] {
  return posts.filter(
    (p) => (filter.category === ALL_TOPICS || p.category === filter.category) && matchesQuery(p, filter.query),
  );
}

/**
 * The featured section appears only on All Topics and takes the featured matches; the grid shows the
 * rest, so no article is listed twice. On any other topic every match goes to the grid.
 */
export function splitFeatured<T extends Pick<BlogPostSummary, "featured">>(
  matches: readonly T[],
  category: BlogCategoryFilter,
): { featured: T[]; rest: T[] } {
  if (category !== ALL_TOPICS) return { featured: [], rest: [...matches] };
  return { featured: matches.filter((p) => p.featured), rest: matches.filter((p) => !p.featured) };
}
