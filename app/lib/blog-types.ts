import type { PostStatus } from "./statuses";

/** An approved comment as the article page shows it (never the author's e-mail). */
export interface PublicComment {
  id: string;
  name: string;
  body: string;
  createdAt: string;
  likes: number;
}

export type CommentResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fields?: Record<string, string> };

// What the blog pages receive from the server (through the load context): plain, serialisable data.
// The React bundle imports only these types, never the server module that produces them.

export interface BlogImage {
  src: string;
  alt: string;
}

/** A card in a list: everything except the body and the counters. */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  featured: boolean;
  image: BlogImage | null;
  /** ISO date, yyyy-mm-dd. */
  publishDate: string;
  /** Display text, e.g. "March 12, 2026". */
  date: string;
  /** e.g. "9 min read": content length / 500, rounded up. */
  readTime: string;
}

export interface BlogPost extends BlogPostSummary {
  /** Markdown as written in the admin area. */
  content: string;
  /** The content rendered on the server (server/blog/markdown.ts): escaped HTML, no script, no javascript: links. */
  html: string;
  status: PostStatus;
  /** The post form's SEO title and description; null: the title and excerpt stand in. */
  seoTitle: string | null;
  seoDescription: string | null;
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/** The read side of the blog, as route loaders see it (context.blog). */
export interface BlogReader {
  /** Published posts, newest first. */
  listPublished(): Promise<BlogPostSummary[]>;
  listFeatured(): Promise<BlogPostSummary[]>;
  /** A published post, or undefined. */
  getBySlug(slug: string): Promise<BlogPost | undefined>;
  /** Up to `limit` other published posts: same category first, then the newest of the rest. */
  related(post: Pick<BlogPostSummary, "slug" | "category">, limit?: number): Promise<BlogPostSummary[]>;
  /**
   * Counts one view of a published article unless the request is a bot's, a HEAD or a prefetch, or this
   * client's view of it was counted a short while ago; no cookie.
   */
  recordView(post: Pick<BlogPostSummary, "id">, request: Pick<Request, "method" | "headers">): Promise<boolean>;
  /** A visitor's comment (pending until approved); the honeypot field is `website`. */
  addComment(slug: string, input: Record<string, string>): Promise<CommentResult>;
  /** Approved comments of a post, oldest first (no e-mail). */
  comments(postId: string): Promise<PublicComment[]>;
  /** The blog's heading, description, default author and posts per page (admin Settings tab). */
  settings(): Promise<{ title: string; description: string; defaultAuthor: string; postsPerPage: number }>;
}
