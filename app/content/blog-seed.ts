import { isoDateParts } from "~/lib/iso-date";
/**
 * Public blog seed data: six published articles (spec-2 §3), inserted into the posts table at
 * start (server/blog/posts.ts). Long bodies live in ./blog-articles/<slug>.ts. Server-only: pages get
 * articles from the database, and the page copy lives in ./blog.ts.
 */
import { readTimeLabel } from "~/lib/read-time";
import type { BlogArticle, BlogArticleSeed } from "./blog-article";
import { dataReadinessChecklist } from "./blog-articles/data-readiness-checklist";
import { genaiGovernanceIndianEnterprises } from "./blog-articles/genai-governance-indian-enterprises";
import { measuringAiRoi } from "./blog-articles/measuring-ai-roi";
import { ninetyDayAiPilotPlaybook } from "./blog-articles/ninety-day-ai-pilot-playbook";
import { pithampurComputerVisionCaseStudy } from "./blog-articles/pithampur-computer-vision-case-study";
import { ragOverEnterpriseDocuments } from "./blog-articles/rag-over-enterprise-documents";

/** "2026-03-12" -> "March 12, 2026" (no time zone involved). Returns the input if it is not ISO. */
export function formatBlogDate(isoDate: string): string {
  const d = isoDateParts(isoDate);
  return d ? `${d.month} ${d.day}, ${d.year}` : isoDate;
}

function toArticle({ imageAlt, ...seed }: BlogArticleSeed): BlogArticle {
  return {
    ...seed,
    date: formatBlogDate(seed.publishDate),
    readTime: readTimeLabel(seed.content),
    image: { src: `/images/blog/${seed.slug}.svg`, alt: imageAlt },
    status: "published",
  };
}

/** The six seed articles, newest first. */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  ninetyDayAiPilotPlaybook,
  ragOverEnterpriseDocuments,
  pithampurComputerVisionCaseStudy,
  measuringAiRoi,
  dataReadinessChecklist,
  genaiGovernanceIndianEnterprises,
].map(toArticle);
