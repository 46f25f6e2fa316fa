// What the Blog Posts tab receives from the server (context.admin.blog; server/blog/admin-posts.ts builds
// it). Plain types only: the browser bundle never imports the server code.

import type { Result } from "~/lib/result";
import type { PostStatus } from "~/lib/statuses";

/** A row of the Blog Posts tab, with everything the Edit Post form fills in. */
export interface AdminPost {
  id: string;
  slug: string;
  title: string;
  author: string;
  content: string;
  excerpt: string;
  category: string;
  tags: string[];
  featured: boolean;
  status: PostStatus;
  image: string;
  imageAlt: string;
  /** Empty: the article uses its title and excerpt in search results. */
  seoTitle: string;
  seoDescription: string;
  /** yyyy-mm-dd of the first publish; null while the post was never published. */
  publishDate: string | null;
  readTimeMinutes: number;
  views: number;
  likes: number;
  /** Approved comments: the count the article shows. */
  comments: number;
  shares: number;
  updatedAt: string;
}

/** The Blog Posts tab's reads and changes, acting as the signed-in user; each change is audited. */
export interface BlogApi {
  /** Every post, drafts included. */
  list(): Promise<AdminPost[]>;
  /** Creates (id null) or updates a post from the Post form's fields. */
  save(id: string | null, input: Record<string, string>): Promise<Result>;
  setStatus(id: string, status: string): Promise<Result>;
  remove(id: string): Promise<Result>;
}
