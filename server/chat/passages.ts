import type { SiteDocument } from "~/content/site-documents.server";
import { rankDocuments } from "./rank";
import type { SiteIndex } from "./site-index";
import { contentTerms } from "./text";

// The site passages a language model is given to answer from: the best documents for the question,
// each cut to its summary and the body's sentences that share the most words with the question.

export interface Passage {
  /** The site path the passage comes from (the only links a grounded reply may use). */
  path: string;
  /** The page's link text. */
  title: string;
  text: string;
  /** The ranking score, best first; comparable only within one call. */
  score: number;
}

const MAX_PASSAGE_CHARS = 700;

const sentencesOf = (text: string) =>
  text
    .match(/[^.!?]+[.!?]*/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [];

/** The document's summary, then its sentences richest in the question's words, in their order, up to `max` characters. */
export function passageText(doc: SiteDocument, question: string, max = MAX_PASSAGE_CHARS): string {
  const wanted = new Set(contentTerms(question));
  const sentences = sentencesOf(doc.body);
  const overlap = (s: string) => contentTerms(s).filter((t) => wanted.has(t)).length;
  const ranked = sentences
    .map((s, i) => ({ s, i, n: overlap(s) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i);
  let text = doc.summary.trim();
  const picked: { s: string; i: number }[] = [];
  let length = text.length;
  for (const x of ranked) {
    if (length + x.s.length + 1 > max) continue;
    picked.push(x);
    length += x.s.length + 1;
  }
  // Nothing in the body names the question's words: its opening still says what the page is about.
  if (!picked.length) {
    for (const [i, s] of sentences.entries()) {
      if (length + s.length + 1 > max) break;
      picked.push({ s, i });
      length += s.length + 1;
    }
  }
  picked.sort((a, b) => a.i - b.i);
  for (const p of picked) text += ` ${p.s}`;
  return text.slice(0, max).trim();
}

/** The best `limit` passages for a question, one per document, best first. */
export function retrievePassages(index: SiteIndex, question: string, limit: number): Passage[] {
  return rankDocuments(index, question)
    .slice(0, Math.max(0, limit))
    .map(({ doc, score }) => ({ path: doc.path, title: doc.label, text: passageText(doc, question), score }));
}
