import { pricingFacts, type SiteDocument } from "~/content/site-documents.server";
import type { ContactInfo } from "~/features/chat/chat-text";
import { addsToFirst, careersReply, honestReply, INVITE, type Link, linkLines, pageReply, reachUs } from "./compose";
import { type Analysis, analyse, CONFIDENCE_THRESHOLD, coverage } from "./rank";
import type { SiteIndex } from "./site-index";
import { contentTerms } from "./text";

export { firstSentences, MAX_LINKS } from "./compose";
export { buildSiteIndex, type SiteIndex } from "./site-index";

// The built-in assistant: answers a visitor's question from the site's own content, with a short
// summary from one or two pages and up to three links to our pages. It never invents: below the
// confidence threshold it says it is not sure and invites contact details; a message with no word
// the site knows gets no answer (the caller then sends the offline text).

const GREETING = /^\s*(hi|hello|hey|namaste|good (morning|afternoon|evening))\b[\s!.,]*$/i;
const THANKS = /^\s*(thanks|thank you|thx|ok|okay|great|cool)\b[\s!.,]*$/i;

const PRICING_PAGE: Link = { path: "/services", label: "Services and pricing" };
const CONTACT_PAGE: Link = { path: "/contact", label: "Contact us" };
const GET_STARTED_PAGE: Link = { path: "/get-started", label: "Get started" };

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

/** The pages a confident answer draws on: the best one and, when it adds to it, the next. */
export function sourcesOf(index: SiteIndex, a: Analysis): SiteDocument[] {
  const [first, second] = a.ranked;
  if (!first) return [];
  if (!second) return [first.doc];
  // Two named pages ("a chatbot and a mobile app"): both. Otherwise the second must answer more of the question.
  const namedPaths = new Set(a.intents.map((m) => m.intent.path));
  const bothNamed = namedPaths.has(first.doc.path) && namedPaths.has(second.doc.path);
  const terms = contentTerms(a.text);
  const weightOf = (covered: readonly string[]) => coverage(index, terms, covered);
  return bothNamed || (!namedPaths.size && addsToFirst(first, second, weightOf))
    ? [first.doc, second.doc]
    : [first.doc];
}

function pricingReply(a: Analysis, ack: string | null): string {
  // The page the price is for ("a chatbot"), when the question names one; the search's words are about prices.
  const named = new Set(a.intents.map((m) => m.intent.path));
  const related = a.ranked
    .map((r) => r.doc)
    .filter((d) => named.has(d.path) && d.path !== "/services" && d.path !== "/contact");
  const text = `**Pricing:** ${pricingFacts()} ${ack ?? INVITE}`;
  return text + linkLines([PRICING_PAGE, ...related.slice(0, 1), CONTACT_PAGE]);
}

/** Contact, location and booking questions: the contact details (or the booking page first) and those pages only. */
function contactReply(index: SiteIndex, a: Analysis): string {
  const named = a.intents.flatMap((m) => a.ranked.find((r) => r.doc.path === m.intent.path)?.doc ?? []);
  if (a.special.has("booking")) {
    const text = `Book a 30-minute strategy call on the Get started page: tell us about you, pick a focus and choose a slot, and a senior consultant confirms it by e-mail. ${reachUs(index)}`;
    return text + linkLines([GET_STARTED_PAGE, CONTACT_PAGE, ...named]);
  }
  const details = index.byId.get("contact-details")?.summary ?? reachUs(index);
  return `${details} ${INVITE}${linkLines([CONTACT_PAGE, ...named])}`;
}

/**
 * The reply to one message, or null when the site knows none of its words. `newContact` is set when
 * the message itself carried contact details, which the reply acknowledges.
 */
export function answerQuestion(index: SiteIndex, question: string, newContact?: ContactInfo | null): string | null {
  const ack = newContact && (newContact.email || newContact.phone_number) ? acknowledge(newContact) : null;
  if (GREETING.test(question)) {
    return "Hello! Ask me about our services, pricing, case studies or how a project starts, and I will point you to the right page.";
  }
  if (THANKS.test(question)) return "You're welcome! Anything else I can help you find?";

  const a = analyse(index, ack && newContact ? withoutContact(question, newContact) : question);
  if (a.special.has("pricing") && !a.offTopic) return pricingReply(a, ack);
  if (ack) return a.confidence >= CONFIDENCE_THRESHOLD ? ack + linkLines(a.ranked.map((r) => r.doc)) : ack;
  if (a.offTopic) return honestReply(index);
  if (a.special.has("careers") && !a.intents.length) return careersReply(index);
  // "Can your bot answer on WhatsApp?" is about the bot: contact words alongside a page get the page, then how to reach us.
  const contactish = a.special.has("contact") || a.special.has("location");
  if (a.special.has("booking") || (contactish && !a.intents.length)) return contactReply(index, a);
  if (a.confidence < CONFIDENCE_THRESHOLD) {
    // Nothing recognised at all (and no attempt to instruct the assistant): the caller's offline text.
    return a.ranked.length || a.injection ? honestReply(index) : null;
  }
  const more = a.ranked.slice(0, 3).map((r) => r.doc);
  if (contactish) return pageReply(sourcesOf(index, a), [CONTACT_PAGE, ...more], `${INVITE} ${reachUs(index)}`);
  return pageReply(sourcesOf(index, a), more);
}
