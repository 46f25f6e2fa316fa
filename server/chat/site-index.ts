import MiniSearch from "minisearch";
import type { SiteDocument } from "~/content/site-documents.server";
import { contentTerms, STOP_WORDS } from "./text";

// The search over the site's documents (pages, services, pricing, contact details, resources, posts).
// MiniSearch ranks by BM25 over title, keywords and body; the answerer adds intents and a threshold.

export interface ScoredDocument {
  doc: SiteDocument;
  score: number;
  /** The question's words this document matched (exactly, by prefix or with a typo). */
  terms: readonly string[];
  /** Of those, the ones matched only by prefix or with a typo ("tall" in "tally"). */
  partial?: readonly string[];
}

export interface SiteIndex {
  /** Documents that match the question, best first, weak matches next to a strong one left out. */
  search(question: string): SiteDocument[];
  /** Every matching document with its score, best first. */
  scored(question: string): ScoredDocument[];
  /** The documents, by id. */
  byId: ReadonlyMap<string, SiteDocument>;
  /** How telling a word is: high for words few documents use or none, low for words most use. */
  idf(term: string): number;
}

export function buildSiteIndex(documents: SiteDocument[]): SiteIndex {
  const byId = new Map(documents.map((d) => [d.id, d]));
  const index = new MiniSearch<SiteDocument>({
    fields: ["title", "keywords", "body"],
    processTerm: (term) => {
      const t = term.toLowerCase();
      return t.length < 2 || STOP_WORDS.has(t) ? null : t;
    },
    searchOptions: {
      boost: { title: 3, keywords: 2 },
      // Typos in longer words only: short words with one edit match too much.
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      prefix: (term) => term.length >= 4,
      combineWith: "OR",
    },
  });
  index.addAll(documents);
  const documentFrequency = new Map<string, number>();
  for (const d of documents) {
    for (const t of new Set(contentTerms(`${d.title} ${d.keywords} ${d.body}`))) {
      documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
    }
  }
  const n = documents.length;

  function scored(question: string): ScoredDocument[] {
    return index.search(question).flatMap((r) => {
      const doc = byId.get(String(r.id));
      if (!doc) return [];
      const partial = r.queryTerms.filter((t) => !(t in r.match));
      return [{ doc, score: r.score, terms: r.queryTerms, partial }];
    });
  }

  return {
    scored,
    search(question) {
      const results = scored(question);
      // Weak matches next to a strong one are noise: keep those within a quarter of the best score.
      const floor = (results[0]?.score ?? 0) * 0.25;
      return results.filter((r) => r.score >= floor).map((r) => r.doc);
    },
    byId,
    idf: (term) => Math.log((n + 1) / ((documentFrequency.get(term) ?? 0) + 0.5)),
  };
}
