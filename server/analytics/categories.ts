/** The blog split of the Analytics tab: four fixed categories, into which the posts' seven are folded. */
export const ANALYTICS_CATEGORIES = ["AI Insights", "Technical", "Business", "Industry News"] as const;
export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];

// The Post form's seven categories folded into the four analytics ones (docs/decisions/085):
// insight pieces are AI Insights, practical pieces Technical, customer stories Business, and
// market trends Industry News.
const MAP: Record<string, AnalyticsCategory> = {
  "AI Insights": "AI Insights",
  "Expert Insights": "AI Insights",
  Technical: "Technical",
  "How-To Guides": "Technical",
  Business: "Business",
  "Case Studies": "Business",
  "Industry Trends": "Industry News",
  "Industry News": "Industry News",
};

/** The analytics category of a post's category; an unknown one (an old or hand-edited row) is null. */
export function analyticsCategory(postCategory: string): AnalyticsCategory | null {
  return MAP[postCategory.trim()] ?? null;
}
