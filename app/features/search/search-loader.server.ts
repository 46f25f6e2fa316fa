import type { AppLoadContext } from "react-router";
import { pageLoader } from "~/content/page-info.server";
import { postSearchEntries, staticSearchEntries } from "~/content/site-documents.server";
import { getSettings, toPublicSettings } from "~/lib/settings.server";
import { createSiteSearch, MAX_QUERY_LENGTH, type SearchEntry } from "~/lib/site-search";

// /search?q=: the same entries and ranking as the header dialog, answered on the server so the page
// works without JavaScript.

declare module "react-router" {
  interface AppLoadContext {
    /** The site search over pages and published posts, its index built once per content version (server/seo/site-search.ts). */
    siteSearch?: (query: string, limit: number) => Promise<SearchEntry[]>;
  }
}

export const PAGE_RESULTS = 20;

let statics: SearchEntry[] | undefined;

export async function searchLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  const { page } = pageLoader({ request });
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  if (!q) return { page, q, results: [] as SearchEntry[] };
  if (context.siteSearch) return { page, q, results: await context.siteSearch(q, PAGE_RESULTS) };
  // Without the server's index (no server running): built here, for this request.
  statics ??= staticSearchEntries(toPublicSettings(getSettings()));
  const posts = context.blog ? await context.blog.listPublished() : [];
  const search = createSiteSearch([...statics, ...postSearchEntries(posts)]);
  return { page, q, results: search(q, PAGE_RESULTS) };
}
