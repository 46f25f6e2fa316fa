import type { ScoredDocument, SiteIndex } from "./site-index";

/** The site's documents for a question, best first. */
export function rankDocuments(index: SiteIndex, question: string): ScoredDocument[] {
  return index.scored(question);
}
