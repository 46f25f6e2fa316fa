import type { Generated } from "kysely";

// Columns are portable between SQLite and PostgreSQL: ids are UUID text, times are ISO-8601 text
// (they sort correctly as strings), JSON payloads are text.

export interface LeadsTable {
  id: string;
  type: string;
  name: string | null;
  email: string | null;
  company: string | null;
  phone: string | null;
  payload: string;
  status: Generated<string>;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** Blog posts (public blog and admin). Booleans are 0/1 integers, tags a JSON array as text. */
export interface PostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  author: string;
  /** "draft" | "published" */
  status: string;
  featured: number;
  /** A site path such as /images/blog/<slug>.svg, or a data URL chosen in the admin area. */
  image: string | null;
  image_alt: string | null;
  /** ISO date, yyyy-mm-dd. */
  publish_date: string;
  views: Generated<number>;
  likes: Generated<number>;
  comments: Generated<number>;
  shares: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface Database {
  leads: LeadsTable;
  rate_limits: RateLimitsTable;
  posts: PostsTable;
}
