/**
 * Pure display helpers for the Knowledge Center: labels, counts, dates, tag toggles and where a
 * resource's call to action leads (always a real page, never a dead download button).
 */
import type { Resource, ResourceCategoryId } from "~/content/resource-model";
import { isoDateParts } from "~/lib/iso-date";

/** Announced politely after every filter change, e.g. "12 resources found". */
export function resultCountLabel(count: number): string {
  return `${count} ${count === 1 ? "resource" : "resources"} found`;
}

export function loadMoreLabel(remaining: number): string {
  return `Load More (${remaining} remaining)`;
}

/** How many resources each category holds; "all" counts every resource. */
export function countByCategory(resources: readonly Resource[]): Record<ResourceCategoryId, number> {
  const counts: Record<ResourceCategoryId, number> = {
    all: resources.length,
    "ai-readiness": 0,
    guides: 0,
    "case-studies": 0,
    whitepapers: 0,
    videos: 0,
    webinars: 0,
    tools: 0,
    research: 0,
  };
  for (const r of resources) counts[r.category] += 1;
  return counts;
}

/** Adds the tag if absent, removes it if present; keeps the order tags were chosen in. */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}

/** "2026-03-02" -> "2 March 2026". Done by hand so server and browser always agree. */
export function formatResourceDate(iso: string): string {
  const d = isoDateParts(iso);
  return d ? `${d.day} ${d.month} ${d.year}` : iso;
}

/** 9840 -> "9,840" (Indian and Western grouping agree below 1 lakh, which covers our counts). */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A statistic such as "50K+" split for the animated counter: 50, suffix "K+", no decimals. */
export function statParts(text: string): { value: number; suffix: string; decimals: number } {
  const match = /^(\d+)(?:\.(\d+))?(.*)$/.exec(text);
  if (!match) return { value: 0, suffix: text, decimals: 0 };
  const decimals = match[2]?.length ?? 0;
  return { value: Number(`${match[1]}.${match[2] ?? "0"}`), suffix: match[3], decimals };
}

/** A contact-form link with the service and message already filled in. */
export function contactHref(message: string): string {
  return `/contact?service=${encodeURIComponent("AI Integration")}&message=${encodeURIComponent(message)}`;
}

export type ResourceAction = { label: string; href: string };

/**
 * Where a resource's main button goes: the live tool when the site has one, otherwise the contact
 * form asking our team to send it (there are no files to hand out anonymously).
 */
export function resourceAction(resource: Resource): ResourceAction {
  if (resource.type === "roi-calculator") return { label: "Open the ROI Calculator", href: "/roi-calculator" };
  if (resource.type === "assessment-guide")
    return { label: "Start the AI Readiness Assessment", href: "/resources/ai-readiness" };
  if (resource.category === "videos" || resource.category === "webinars")
    return {
      label: "Request the recording",
      href: contactHref(`Please send me the recording of "${resource.title}".`),
    };
  return { label: "Get this resource", href: contactHref(`Please send me a copy of "${resource.title}".`) };
}
