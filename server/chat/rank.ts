import type { SiteDocument } from "~/content/site-documents.server";
import { isInjection, isOffTopic, withoutInjection } from "./guard";
import { type IntentMatch, matchIntents } from "./intents";
import type { ScoredDocument, SiteIndex } from "./site-index";
import { type SpecialIntent, specialIntents } from "./special-intents";
import { contentTerms, normalize, withoutMarkup } from "./text";

// How sure the answerer is, and of which pages: intents name a page outright; otherwise the search's
// best document must cover most of what the question asks (its telling words, weighted by how rare
// they are on the site), or the reply says it is not sure.

/** Below this share of the question's weight covered by the best document, the reply is honest. */
export const CONFIDENCE_THRESHOLD = 0.6;

/** A page intent outranks any search-only match (search scores are scaled to at most 1). */
const INTENT_SCORE = 2;

/**
 * Among several intents the first named is usually the subject ("a vulnerability assessment of our
 * mobile app", "a chatbot for our support team"): it leads unless the search clearly prefers another.
 */
const FIRST_NAMED = 0.75;

export interface Analysis {
  /** The question as searched: normalized, without an injection attempt's parts. */
  text: string;
  injection: boolean;
  offTopic: boolean;
  special: Set<SpecialIntent>;
  intents: IntentMatch[];
  /** The documents, best first, one per page. */
  ranked: ScoredDocument[];
  /** 0 to 1: 1 when an intent names the page, else the share of the question the best document covers. */
  confidence: number;
}

/**
 * The share of the question's weight (inverse document frequency of its words) that `covered` matches;
 * a word matched only by prefix or with a typo (`partial`) counts half.
 */
export function coverage(
  index: Pick<SiteIndex, "idf">,
  terms: readonly string[],
  covered: Iterable<string>,
  partial: Iterable<string> = [],
): number {
  const unique = [...new Set(terms)];
  const total = unique.reduce((sum, t) => sum + index.idf(t), 0);
  if (!total) return 0;
  const hit = new Set(covered);
  const half = new Set(partial);
  const weight = (t: string) => (hit.has(t) ? (half.has(t) ? 0.5 : 1) * index.idf(t) : 0);
  return unique.reduce((sum, t) => sum + weight(t), 0) / total;
}

/** A word rare enough on the site (used by about seven documents or fewer) to say what a question is about. */
const TELLING_IDF = 2.5;

/**
 * How sure a search-only answer is: the share of the question its best document covers, or, for a long
 * question whose context words the site never uses ("our 200 trucks in Nagpur"), just enough when the
 * document matches at least two telling words exactly and a third of the question.
 */
export function searchConfidence(index: Pick<SiteIndex, "idf">, terms: readonly string[], top: ScoredDocument): number {
  const share = coverage(index, terms, top.terms, top.partial);
  const partial = new Set(top.partial);
  const telling = top.terms.filter((t) => !partial.has(t) && index.idf(t) >= TELLING_IDF).length;
  return telling >= 2 && share >= 0.35 ? Math.max(share, CONFIDENCE_THRESHOLD) : share;
}

/** The search's documents re-ranked: intent pages first (the page's own document), one document per path. */
export function rankWithIntents(
  index: SiteIndex,
  searched: readonly ScoredDocument[],
  intents: readonly IntentMatch[],
): ScoredDocument[] {
  const best = searched[0]?.score ?? 0;
  const scaled = new Map<string, ScoredDocument>();
  for (const r of searched) {
    if (!scaled.has(r.doc.path)) scaled.set(r.doc.path, { ...r, score: best ? r.score / best : 0 });
  }
  const ranked = new Map<string, ScoredDocument>();
  intents.forEach(({ intent }, order) => {
    if (ranked.has(intent.path)) return;
    const found = scaled.get(intent.path);
    const doc: SiteDocument | undefined =
      index.byId.get(intent.docId ?? `page:${intent.path}`) ?? found?.doc ?? undefined;
    if (!doc) return;
    const score = INTENT_SCORE + (found?.score ?? 0) + (order === 0 ? FIRST_NAMED : 0);
    ranked.set(intent.path, { doc, score, terms: found?.terms ?? [] });
  });
  for (const [path, r] of scaled) if (!ranked.has(path)) ranked.set(path, r);
  return [...ranked.values()].sort((a, b) => b.score - a.score);
}

export function analyse(index: SiteIndex, question: string): Analysis {
  const normalized = normalize(question);
  const injection = isInjection(normalized);
  const text = withoutMarkup(injection ? withoutInjection(normalized) : normalized);
  const offTopic = isOffTopic(text);
  const intents = offTopic ? [] : matchIntents(text);
  const special = specialIntents(text, intents);
  const searched = contentTerms(text).length ? index.scored(text) : [];
  const ranked = rankWithIntents(index, searched, intents);
  const named = intents.length > 0 || [...special].some((s) => s !== "careers");
  const confidence = offTopic
    ? 0
    : named
      ? 1
      : searched[0]
        ? searchConfidence(index, contentTerms(text), searched[0])
        : 0;
  return { text, injection, offTopic, special, intents, ranked, confidence };
}

/** The documents that hold the facts a special intent's reply quotes (the plans' prices, the contact details). */
const FACTS: Partial<Record<SpecialIntent, string>> = {
  pricing: "pricing",
  contact: "contact-details",
  location: "contact-details",
  booking: "contact-details",
};

/**
 * The site's documents for a question, best first, one per document; the prices or contact details
 * first when the question asks for them; nothing for off-topic questions.
 */
export function rankDocuments(index: SiteIndex, question: string): ScoredDocument[] {
  const a = analyse(index, question);
  if (a.confidence <= 0) return [];
  const first = new Map<string, ScoredDocument>();
  const score = (a.ranked[0]?.score ?? 0) + 1;
  for (const special of a.special) {
    const doc = index.byId.get(FACTS[special] ?? "");
    if (doc) first.set(doc.id, { doc, score, terms: [] });
  }
  return [...first.values(), ...a.ranked.filter((r) => !first.has(r.doc.id))];
}
