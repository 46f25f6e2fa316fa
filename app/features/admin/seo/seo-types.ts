// What the SEO Tools tab receives from the server's audit (server/seo/site-audit.ts) through the
// load context (context.admin.seo). Plain types only: the browser bundle never imports the server code.

export type SeoCheck = "status" | "title" | "description" | "canonical" | "indexing" | "ogImage";
export type SeoSeverity = "error" | "warning" | "ok";

export interface SeoIssue {
  check: SeoCheck;
  severity: "error" | "warning";
  message: string;
}

/** One public page or published post, as a visitor's browser receives its <head>. */
export interface SeoRow {
  path: string;
  kind: "page" | "post";
  /** A post's id, for the link to its edit form. */
  postId?: string;
  httpStatus: number;
  title: string | null;
  description: string | null;
  canonical: string | null;
  noindex: boolean;
  inSitemap: boolean;
  ogImage: string | null;
  /** The worst of the issues. */
  severity: SeoSeverity;
  issues: SeoIssue[];
}

export interface SeoReport {
  /** Errors first, then warnings, then the rows without problems. */
  rows: SeoRow[];
  counts: Record<SeoSeverity, number>;
  /** 0–100: the share of checks passed (a warning counts half). */
  score: number;
  checkedAt: string;
}

/** The SEO Tools tab (context.admin.seo; server/seo/site-audit.ts). */
export interface SeoApi {
  /** Audits every public page and published post as served. */
  audit(): Promise<SeoReport>;
}
