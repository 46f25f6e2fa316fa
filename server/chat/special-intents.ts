import type { IntentMatch } from "./intents";

// Questions with a reply of their own rather than a page summary: prices, how to reach us, where we
// are, booking a call, and jobs (no careers page: an honest reply). Each also links its page.

/** Intents with a reply of their own (pricing facts, contact details, booking) rather than a page summary. */
export type SpecialIntent = "pricing" | "contact" | "booking" | "location" | "careers";

export const SPECIAL_INTENTS: Record<SpecialIntent, RegExp> = {
  pricing:
    /\b(pric(e|es|ing|ed)|quotes?|quotation|estimate for|how much|budget|fees?|rates?|charges?|tariff|discounts?|negotiable|emi|instal?lments?|packages?|support period|months? of support|(each|which|every|your|the) (plan|package)s?|(starter|professional|enterprise|pricing) plans?|cost(s|ing)? (of|for|to)|(does|would|will|do|it)\b.{0,40}\bcost|costly|expensive|cheap|affordable|inr|rupees?|dollars?|usd|payment terms)\b/,
  contact:
    /\b(contact|phone|(mobile|contact|whats ?app|telephone|cell) (no|number)|your number|call (you|u)|e-?mail|mail id|email id|whats ?app (no|number|us|you)|reach (you|u|your team)|(talk|speak|connect) (to|with) (someone|somebody|a person|a human|your sales|sales|your team|the team)|get in touch|office hours|working hours|timings?|open (on|today|tomorrow)|(office|are you) open|reply (time|within)|how (fast|soon|quickly) (will|do|can) you (reply|respond|get back)|enquiry|inquiry)\b/,
  booking:
    /\b(book(ing)? (a |an )?(meeting|call|slot|demo|consultation|appointment|session)|schedule (a |an )?(meeting|call|demo|consultation)|strategy call|discovery call|appointment|free consultation|(set up|arrange) a (call|meeting)|meet (you|your team|in person))\b/,
  location:
    /\b(where (are|r) (you|u)|where is your|located|location|address|office (in|at|address|location)|offices|head ?office|based (in|out of)|which city|(which|what) (area|locality|part of)|where exactly|directions|google maps|(work|clients?|companies|customers)\b.{0,15}\b(in|from|outside|abroad)\b.{0,15}\b(india|abroad|overseas|us|usa|uk|dubai|uae|middle east|australia|europe|gulf|singapore)|(international|overseas|foreign) clients|visit (you|your office)|(are you|company|office|team|firm)\b.{0,20}\bin indore|indore[- ](based|office)|(any|other|your) (branch|branches|offices)|come to your office)\b/,
  careers:
    /\b(hiring|careers?|jobs?|vacanc(y|ies)|openings?|internships?|fresher|recruit(ing|ment)?|apply (for|to) (a |the )?(job|position|role)|join your (team|company)|work (for|at) your company|salary|resume|cv)\b/,
};

/** Pages whose question sounds like another intent's: "the cost of inaction" is not a price question. */
const OVERRIDES: Partial<Record<SpecialIntent, readonly string[]>> = {
  pricing: ["coi-calculator", "roi-calculator"],
};

/** The special intents a (normalized) question matches, given the page intents it matches. */
export function specialIntents(question: string, intents: readonly IntentMatch[] = []): Set<SpecialIntent> {
  return new Set(
    (Object.keys(SPECIAL_INTENTS) as SpecialIntent[]).filter(
      (k) => SPECIAL_INTENTS[k].test(question) && !intents.some((m) => OVERRIDES[k]?.includes(m.intent.id)),
    ),
  );
}
