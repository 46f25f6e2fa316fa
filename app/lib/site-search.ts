import MiniSearch from "minisearch";
import { MAX_QUERY_LENGTH, MAX_RESULTS, type SearchEntry } from "./search-entry";

export { MAX_QUERY_LENGTH, MAX_RESULTS, type SearchEntry };

// The site search (header dialog and /search page): one ranking for both, so a search without
// JavaScript finds what the dialog finds. The entries come from the server (site-documents.server.ts).

/** Lower case and a naive singular ("chatbots" → "chatbot"), so a word and its plural match equally. */
export function normalizeTerm(term: string): string {
  const t = term.toLowerCase();
  return t.length > 3 && t.endsWith("s") && !/(ss|us|is)$/.test(t) ? t.slice(0, -1) : t;
}

export type SiteSearch = (query: string, limit?: number) => SearchEntry[];

export function createSiteSearch(entries: readonly SearchEntry[]): SiteSearch {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const index = new MiniSearch<SearchEntry>({
    fields: ["label", "title", "keywords", "summary"],
    processTerm: normalizeTerm,
    searchOptions: {
      boost: { label: 4, title: 3, keywords: 1.5 },
      // Visitors type a word's start ("chat", "roi"): prefixes match; typos only in longer words.
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: "AND",
    },
  });
  index.addAll(entries);
  return (query, limit = MAX_RESULTS) => {
    const q = query.trim().slice(0, MAX_QUERY_LENGTH);
    if (!q) return [];
    // Every word first; when that finds nothing, any word.
    let results = index.search(q);
    if (results.length === 0) results = index.search(q, { combineWith: "OR" });
    // One result per page: the best-scoring entry wins (service cards and pages can share a path).
    const seen = new Set<string>();
    const out: SearchEntry[] = [];
    for (const r of results) {
      const entry = byId.get(String(r.id));
      if (!entry || seen.has(`${entry.path}|${entry.label}`)) continue;
      seen.add(`${entry.path}|${entry.label}`);
      out.push(entry);
      if (out.length >= limit) break;
    }
    return out;
  };
}
