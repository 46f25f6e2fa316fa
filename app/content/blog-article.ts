import type { BlogCategory } from "./blog";

// The shape of a seed article, apart from ./blog-seed.ts so the article files in ./blog-articles/ and the
// list that gathers them do not import each other.

export type BlogImage = { src: string; alt: string };

/**
 * A seed article as the posts table receives it. No views, likes, comments or shares: a new site's
 * counters start at zero (the column defaults), so every number the team sees was counted.
 */
export type BlogArticle = {
  id: number;
  slug: string;
  title: string;
  /** The <title> in search results when the title runs past 60 characters with the brand (SEO Tools). */
  seoTitle?: string;
  excerpt: string;
  category: BlogCategory;
  /** Display text, e.g. "March 12, 2026". */
  date: string;
  /** e.g. "9 min read" (content length / 500, rounded up). */
  readTime: string;
  featured: boolean;
  /** Local cover image: /images/blog/<slug>.svg. */
  image: BlogImage;
  tags: string[];
  /** Plain text: paragraphs separated by blank lines, subheadings start with "## ". */
  content: string;
  author: string;
  status: "published";
  /** ISO date, yyyy-mm-dd. */
  publishDate: string;
};

/** What an article file provides; date, readTime, image and status are derived in ./blog-seed.ts. */
export type BlogArticleSeed = Omit<BlogArticle, "date" | "readTime" | "image" | "status"> & {
  imageAlt: string;
};
