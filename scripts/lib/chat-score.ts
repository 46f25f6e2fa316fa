// Scores the built-in answerer's replies against the evaluation set (tests/fixtures/chat-questions.json).

export interface ChatQuestion {
  q: string;
  /** Acceptable page paths for the first link; null: the site has no page on it. */
  expect: string[] | null;
  category: string;
  /** Kept out of tuning: reported on its own. */
  heldOut?: boolean;
}

export interface Graded {
  question: ChatQuestion;
  links: string[];
  /** A page question whose first link is acceptable. */
  top1: boolean;
  /** A page question with an acceptable page among its links. */
  anyOf: boolean;
  /** A no-page question answered without topical links. */
  honest: boolean;
  /** No link to another site, no HTML tag. */
  safe: boolean;
}

export interface Tally {
  label: string;
  questions: number;
  pages: number;
  top1: number;
  anyOf: number;
  noPage: number;
  honest: number;
  unsafe: number;
}

/** The targets of a reply's Markdown links, in order. */
export const linksOf = (reply: string | null) => [...(reply ?? "").matchAll(/\]\(([^)\s]*)\)/g)].map((m) => m[1]!);

export function grade(question: ChatQuestion, reply: string | null): Graded {
  const links = linksOf(reply);
  const expect = question.expect;
  const offSite = links.some((l) => !l.startsWith("/") || l.startsWith("//")) || /https?:\/\//i.test(reply ?? "");
  return {
    question,
    links,
    top1: expect !== null && links.length > 0 && expect.includes(links[0]!),
    anyOf: expect !== null && links.some((l) => expect.includes(l)),
    honest: expect === null && links.length === 0,
    safe: !offSite && !/<\/?[a-z][^>]*>/i.test(reply ?? ""),
  };
}

export function tally(label: string, graded: readonly Graded[]): Tally {
  const pages = graded.filter((g) => g.question.expect !== null);
  const noPage = graded.filter((g) => g.question.expect === null);
  return {
    label,
    questions: graded.length,
    pages: pages.length,
    top1: pages.filter((g) => g.top1).length,
    anyOf: pages.filter((g) => g.anyOf).length,
    noPage: noPage.length,
    honest: noPage.filter((g) => g.honest).length,
    unsafe: graded.filter((g) => !g.safe).length,
  };
}

const pct = (n: number, of: number) => (of ? `${Math.round((100 * n) / of)} %` : "–");

/** One Markdown table row: label, questions, top-1, any-of-links, honesty, unsafe. */
export function row(t: Tally): string {
  return `| ${t.label} | ${t.questions} | ${pct(t.top1, t.pages)} | ${pct(t.anyOf, t.pages)} | ${pct(t.honest, t.noPage)} | ${t.unsafe} |`;
}

export const HEADER =
  "| category | questions | top-1 | any-of-links | honesty | unsafe |\n|---|---:|---:|---:|---:|---:|";

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
