import type { SeoCheck, SeoIssue, SeoRow, SeoSeverity } from "~/features/admin/seo/seo-types";
import { SEO_LENGTHS } from "~/lib/seo-lengths";
import { isNoindex, type PageHead } from "./page-head";

// The SEO Tools checks, as pure functions over what each page really sends (page-head.ts).

export interface AuditInput {
  path: string;
  kind: "page" | "post";
  postId?: string;
  httpStatus: number;
  head: PageHead;
  inSitemap: boolean;
  /** Whether the og:image address answers with an image (our /og/ cards), when it is ours. */
  ogImageServed: boolean;
}

const issue = (check: SeoCheck, severity: SeoIssue["severity"], message: string): SeoIssue => ({
  check,
  severity,
  message,
});

const FIELD_NAME = { title: "Title", description: "Description" } as const;

/** Missing: an error; outside the recommended lengths (SEO_LENGTHS): a warning. */
export function lengthIssue(field: "title" | "description", text: string | null): SeoIssue | undefined {
  const name = FIELD_NAME[field];
  if (!text?.trim()) return issue(field, "error", field === "title" ? "No <title>." : "No meta description.");
  const { min, max } = SEO_LENGTHS[field];
  const n = [...text].length;
  if (n > max) return issue(field, "warning", `${name} is ${n} characters: search results cut it after about ${max}.`);
  if (n < min) return issue(field, "warning", `${name} is ${n} characters: use ${min}–${max} to say more.`);
  return undefined;
}

/** The canonical link must be an absolute http(s) address of this very page. */
export function canonicalIssue(canonical: string | null, selfUrl: string): SeoIssue | undefined {
  if (!canonical) return issue("canonical", "error", "No canonical link.");
  let url: URL;
  try {
    url = new URL(canonical);
  } catch {
    return issue("canonical", "error", `Canonical “${canonical}” is not an absolute address.`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return issue("canonical", "error", `Canonical “${canonical}” is not an http(s) address.`);
  }
  if (canonical !== selfUrl) return issue("canonical", "error", `Canonical points at ${canonical}, not at ${selfUrl}.`);
  return undefined;
}

/** A page for search engines is in the sitemap; a noindex page is not. */
export function indexingIssue(noindex: boolean, inSitemap: boolean): SeoIssue | undefined {
  if (noindex && inSitemap) return issue("indexing", "error", "Marked noindex but listed in the sitemap.");
  if (!noindex && !inSitemap) return issue("indexing", "error", "Indexable but missing from the sitemap.");
  return undefined;
}

export function ogImageIssue(ogImage: string | null, served: boolean): SeoIssue | undefined {
  if (!ogImage) return issue("ogImage", "error", "No Open Graph image (og:image).");
  if (!/^https?:\/\//.test(ogImage))
    return issue("ogImage", "error", `og:image “${ogImage}” is not an absolute address.`);
  if (!served) return issue("ogImage", "error", `og:image ${ogImage} does not answer with an image.`);
  return undefined;
}

/**
 * Paths sharing one value (compared trimmed and case-insensitively), each mapped to the other paths.
 * Empty values are left to the "missing" check.
 */
export function duplicates(entries: readonly { path: string; value: string | null }[]): Map<string, string[]> {
  const byValue = new Map<string, string[]>();
  for (const { path, value } of entries) {
    const key = value?.trim().toLowerCase();
    if (!key) continue;
    byValue.set(key, [...(byValue.get(key) ?? []), path]);
  }
  const found = new Map<string, string[]>();
  for (const paths of byValue.values()) {
    if (paths.length < 2) continue;
    for (const p of paths)
      found.set(
        p,
        paths.filter((q) => q !== p),
      );
  }
  return found;
}

const RANK: Record<SeoSeverity, number> = { error: 0, warning: 1, ok: 2 };
const CHECKS_PER_PAGE = 5; // title, description, canonical, indexing, og:image

/**
 * One row per page: every issue found, worst first; rows with errors first, then warnings, then the
 * clean ones (in the input's order within each group). Lengths, duplicates and the image are judged
 * only on indexable pages: a noindex page never appears in search results or link previews.
 */
export function auditRows(inputs: readonly AuditInput[], siteUrl: string): SeoRow[] {
  const indexable = inputs.filter((i) => !isNoindex(i.head.robots) && i.httpStatus === 200);
  const sameTitle = duplicates(indexable.map((i) => ({ path: i.path, value: i.head.title })));
  const sameDescription = duplicates(indexable.map((i) => ({ path: i.path, value: i.head.description })));
  const rows = inputs.map((input): SeoRow => {
    const { head } = input;
    const noindex = isNoindex(head.robots);
    const issues: (SeoIssue | undefined)[] = [];
    if (input.httpStatus !== 200) issues.push(issue("status", "error", `Answers HTTP ${input.httpStatus}.`));
    if (noindex) {
      if (!head.title?.trim()) issues.push(issue("title", "error", "No <title>."));
      if (!head.description?.trim()) issues.push(issue("description", "error", "No meta description."));
    } else {
      issues.push(lengthIssue("title", head.title), lengthIssue("description", head.description));
      const t = sameTitle.get(input.path);
      if (t) issues.push(issue("title", "error", `Same title as ${t.join(", ")}.`));
      const d = sameDescription.get(input.path);
      if (d) issues.push(issue("description", "error", `Same description as ${d.join(", ")}.`));
      issues.push(ogImageIssue(head.ogImage, input.ogImageServed));
    }
    issues.push(canonicalIssue(head.canonical, `${siteUrl}${input.path}`), indexingIssue(noindex, input.inSitemap));
    const found = issues.filter((i): i is SeoIssue => Boolean(i)).sort((a, b) => RANK[a.severity] - RANK[b.severity]);
    return {
      path: input.path,
      kind: input.kind,
      ...(input.postId ? { postId: input.postId } : {}),
      httpStatus: input.httpStatus,
      title: head.title,
      description: head.description,
      canonical: head.canonical,
      noindex,
      inSitemap: input.inSitemap,
      ogImage: head.ogImage,
      severity: found[0]?.severity ?? "ok",
      issues: found,
    };
  });
  return rows
    .map((row, order) => ({ row, order }))
    .sort((a, b) => RANK[a.row.severity] - RANK[b.row.severity] || a.order - b.order)
    .map(({ row }) => row);
}

/** The share of checks passed, 0–100: a check with a warning counts half, one with an error nothing. */
export function seoScore(rows: readonly SeoRow[]): number {
  if (rows.length === 0) return 100;
  let lost = 0;
  for (const row of rows) {
    const worst = new Map<SeoCheck, SeoIssue["severity"]>();
    for (const i of row.issues) if (worst.get(i.check) !== "error") worst.set(i.check, i.severity);
    for (const severity of worst.values()) lost += severity === "error" ? 1 : 0.5;
  }
  const total = rows.length * CHECKS_PER_PAGE;
  return Math.max(0, Math.round((100 * (total - Math.min(lost, total))) / total));
}
