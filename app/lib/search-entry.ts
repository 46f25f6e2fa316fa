// One site-search result, and the limits: kept apart from site-search.ts so the /search page, which
// only shows results, does not ship MiniSearch to the browser.

export interface SearchEntry {
  id: string;
  path: string;
  /** The result's link text. */
  label: string;
  title: string;
  keywords: string;
  /** One or two sentences under the link. */
  summary: string;
  kind: "Page" | "Service" | "Outcome" | "Resource" | "Article";
}

export const MAX_RESULTS = 8;
export const MAX_QUERY_LENGTH = 100;
