import type { AppLoadContext } from "react-router";
import { pageLoader } from "~/content/page-info.server";
import { postSearchEntries, staticSearchEntries } from "~/content/site-documents.server";
import { getSettings, toPublicSettings } from "~/lib/settings.server";
import { createSiteSearch, MAX_QUERY_LENGTH, type SearchEntry } from "~/lib/site-search";

// /search?q=: the same entries and ranking as the header dialog, answered on the server so the page
// works without JavaScript.

export const PAGE_RESULTS = 20;

let statics: SearchEntry[] | undefined;

export async function searchLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  const { page } = pageLoader({ request });
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  if (!q) return { page, q, results: [] as SearchEntry[] };
  statics ??= staticSearchEntries(toPublicSettings(getSettings()));
  const posts = context.blog ? await context.blog.listPublished() : [];
  const search = createSiteSearch([...statics, ...postSearchEntries(posts)]);
  return { page, q, results: search(q, PAGE_RESULTS) };
}
