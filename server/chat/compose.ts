import type { SiteDocument } from "~/content/site-documents.server";
import type { ScoredDocument, SiteIndex } from "./site-index";

// The wording of the built-in replies: a short answer from one or two pages, the links, and the
// honest reply when the site has nothing on the question.

export const MAX_LINKS = 3;

export const INVITE = "Leave your name and e-mail here and a consultant will reply within 24 hours.";

export const NOT_SURE = "I'm not sure I have that on the site.";

export type Link = Pick<SiteDocument, "path" | "label">;

/** The first `max` sentences of a text. */
export function firstSentences(text: string, max: number): string {
  const sentences = text.match(/(?:[^.!?]|[.!?](?!\s|$))+(?:[.!?]+|$)/g) ?? [text];
  return sentences.slice(0, max).join("").trim();
}

/** Up to three links, one per path, as a Markdown list after a blank line. */
export function linkLines(links: readonly Link[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const link of links) {
    if (seen.has(link.path) || lines.length >= MAX_LINKS) continue;
    seen.add(link.path);
    lines.push(`- [${link.label}](${link.path})`);
  }
  return lines.length ? `\n\n${lines.join("\n")}` : "";
}

/** The site's e-mail address and phone number, as the contact details document states them. */
export function contactFacts(index: SiteIndex): { email: string; phone: string } {
  const body = index.byId.get("contact-details")?.body ?? "";
  return {
    email: body.match(/[^\s@]+@[^\s@]+\.[a-z]{2,}/i)?.[0] ?? "",
    phone: body.match(/\+?\d[\d -]{7,}\d/)?.[0] ?? "",
  };
}

/** "You can also write to … or call …." (what there is of it). */
export function reachUs(index: SiteIndex): string {
  const { email, phone } = contactFacts(index);
  const ways = [email && `write to ${email}`, phone && `call ${phone}`].filter(Boolean);
  return ways.length ? `You can also ${ways.join(" or ")}.` : "";
}

/**
 * The reply when the site has nothing on the question: says so, invites contact details, and names no
 * page (a link would suggest the page answers the question).
 */
export function honestReply(index: SiteIndex): string {
  return `${NOT_SURE} I can help with our services, pricing, case studies and how a project starts. ${INVITE} ${reachUs(index)}`.trim();
}

/** Job seekers: no careers page, so the same honesty, and where to send a CV. */
export function careersReply(index: SiteIndex): string {
  const { email } = contactFacts(index);
  return `${NOT_SURE} There is no careers page${email ? `, but you can send your CV to ${email}` : ""}. I can help with our services, pricing, case studies and how a project starts.`;
}

/**
 * Whether a second page adds to the first: it answers words of the question the first does not,
 * and those words weigh at least a quarter of the question.
 */
export function addsToFirst(
  first: ScoredDocument,
  second: ScoredDocument,
  weightOf: (terms: readonly string[]) => number,
): boolean {
  const rest = second.terms.filter((t) => !first.terms.includes(t));
  return rest.length > 0 && weightOf(rest) >= 0.25;
}

/**
 * A reply from one or two pages: the first page's summary (two sentences, or one when a second page
 * adds its own), the invitation (or another closing), and the links (the sources first).
 */
export function pageReply(sources: readonly SiteDocument[], more: readonly Link[], closing = INVITE): string {
  const [first, second] = sources;
  if (!first) return "";
  const text = second
    ? `${firstSentences(first.summary, 1)} ${firstSentences(second.summary, 1)}`
    : firstSentences(first.summary, 2);
  return `${text} ${closing}${linkLines([...sources, ...more])}`;
}
