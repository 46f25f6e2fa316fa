import type { ContactInfo } from "~/features/chat/chat-text";
import { pricingFacts, type SiteDocument } from "~/content/site-documents.server";
import type { SiteIndex } from "./site-index";

export { buildSiteIndex, type SiteIndex } from "./site-index";

// The built-in assistant: answers a visitor's question from the site's own content, with a short
// summary and up to three links to our pages. It never invents: no match means no answer (the caller
// then sends the offline text).

export const MAX_LINKS = 3;

/** Questions that get the pricing facts and an invitation to leave contact details. */
const PRICING =
  /\b(pric(e|es|ing|ed)|quotes?|quotation|estimate|how much|budget|fees?|rates|charges?|cost (of|for|to)|(does|would|will|do)\b.{0,40}\bcost|calls?|meeting|meet|book(ing)?|schedule|appointment|consultation|demo)\b/i;
const GREETING = /^\s*(hi|hello|hey|namaste|good (morning|afternoon|evening))\b[\s!.,]*$/i;
const THANKS = /^\s*(thanks|thank you|thx|ok|okay|great|cool)\b[\s!.,]*$/i;

const INVITE = "Leave your name and e-mail here and a consultant will reply within 24 hours.";

/** The first `max` sentences of a text. */
export function firstSentences(text: string, max: number): string {
  const sentences = text.match(/(?:[^.!?]|[.!?](?!\s|$))+(?:[.!?]+|$)/g) ?? [text];
  return sentences.slice(0, max).join("").trim();
}

function linkLines(docs: SiteDocument[]): string {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const doc of docs) {
    if (seen.has(doc.path) || links.length >= MAX_LINKS) continue;
    seen.add(doc.path);
    links.push(`- [${doc.label}](${doc.path})`);
  }
  return links.length ? `\n\n${links.join("\n")}` : "";
}

const PRICING_PAGE: Pick<SiteDocument, "path" | "label"> = { path: "/services", label: "Services and pricing" };
const CONTACT_PAGE: Pick<SiteDocument, "path" | "label"> = { path: "/contact", label: "Contact us" };

function acknowledge(contact: ContactInfo): string {
  const name = contact.name ? `, ${contact.name}` : "";
  const where = contact.email ? ` at ${contact.email}` : contact.phone_number ? ` on ${contact.phone_number}` : "";
  return `Thank you${name}! A consultant will reply within 24 hours${where}.`;
}

/** The message without the contact details in it, so "priya@malwa.in" does not search for "malwa". */
function withoutContact(question: string, contact: ContactInfo): string {
  let rest = question.replace(/\S+@\S+/g, " ").replace(/[+(\d][\d\s()+-]{8,}[\d)]/g, " ");
  if (contact.name) rest = rest.split(contact.name).join(" ");
  return rest.replace(/\b(my name is|name|i am|i'm|this is|call me|email|e-mail|phone|number|mobile)\b/gi, " ");
}

/**
 * The reply to one message, or null when the site has nothing on it. `newContact` is set when the
 * message itself carried contact details, which the reply acknowledges.
 */
export function answerQuestion(index: SiteIndex, question: string, newContact?: ContactInfo | null): string | null {
  const ack = newContact && (newContact.email || newContact.phone_number) ? acknowledge(newContact) : null;
  if (GREETING.test(question)) {
    return "Hello! Ask me about our services, pricing, case studies or how a project starts, and I will point you to the right page.";
  }
  if (THANKS.test(question)) return "You're welcome! Anything else I can help you find?";

  const hits = index.search(ack && newContact ? withoutContact(question, newContact) : question);
  if (PRICING.test(question)) {
    const text = `**Pricing:** ${pricingFacts()} ${ack ?? INVITE}`;
    return text + linkLines([PRICING_PAGE, ...hits.slice(0, 1), CONTACT_PAGE] as SiteDocument[]);
  }
  if (ack) return ack + linkLines(hits);
  const top = hits[0];
  if (!top) return null;
  return `${firstSentences(top.summary, 2)} ${INVITE}${linkLines(hits)}`;
}
