import { LIVE_TEXTS } from "~/lib/live-chat-contract";

// Whether a visitor's message asks for a person (issue #40): the chat then offers "Talk to a person".
// Asking is a verb of talking aimed at a human ("talk to a human", "connect me to some person", "can I
// talk to your executive") or a phrase naming one ("real person", "someone from your team"). Not asking:
// "AI agents" (a product), "call me Priya" (a name), a question about our services.

const VERB = "(?:talk|talking|speak|speaking|chat|chatting|connect|connected|connecting|transfer|transferred|put)";
/** "me", "through", "across" and the preposition between the verb and the person. */
const FILLER = String.raw`(?:\s+(?:me|us|through|across|directly))*(?:\s+(?:to|with))?`;
const DET = String.raw`(?:\s+(?:a|an|the|some|any|one|your|ur|of your|to your|someone from your))?`;
const MODIFIER = String.raw`(?:\s+(?:real|live|actual|human|concerned|sales|senior|customer care|customer support|support|proper))?`;
const PERSON =
  "(?:human|humans|human being|person|persons|agent|executive|executives|exec|representative|rep|someone|somebody|staff|team member|employee|operator|manager|salesperson|sales person|sales team|sales|consultant|expert|team|customer care|advisor|adviser)";

const ASKS: readonly RegExp[] = [
  // talk to a human / connect me to some person / can I talk to your executive
  new RegExp(String.raw`\b${VERB}${FILLER}${DET}${MODIFIER}\s+${PERSON}\b`),
  // a real person / live agent / actual human
  /\b(real|live|actual) (human|person|agent|people|executive)\b/,
  /\bhuman (agent|being|support|executive|help)\b/,
  // someone from your team / anybody of your company
  /\b(someone|somebody|anyone|anybody|any one|person|executive) (from|of|in|at) (your|ur|the) (team|company|office|sales|side|firm|end)\b/,
  // is anyone there / any person available
  /\b(is there|is|any) (a |an )?(human|person|one|someone|somebody|anybody|anyone|executive) (there|available|online)\b/,
  // I don't want a bot / not a bot, a person
  /\b(don'?t|do not|dont) want (to (talk|speak|chat) (to|with) )?(a |an |the |this )?(bot|robot|machine|chatbot)\b/,
  // can someone call me / have an executive call me back
  /\b(someone|somebody|executive|person|anyone) (to )?(call|contact|ring) (me|us)\b/,
];

/** Lower case, apostrophes kept, other punctuation turned into spaces. */
export function normalizeAsk(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9'\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "ai agent(s)", "bot agent": a product, even after a verb of talking ("connect with an AI agent"). */
const PRODUCT = /\b(ai|voice|chat|bot|virtual|autonomous|llm|gpt) (agent|agents|assistant|assistants|executive)\b/;

export function asksForPerson(message: string): boolean {
  const text = normalizeAsk(message);
  if (!text) return false;
  const withoutProducts = text.replace(PRODUCT, " ");
  return ASKS.some((re) => re.test(withoutProducts));
}

/** The reply to a visitor who asks for a person in words: the offer and the Contact page, nothing else. */
export const LIVE_OFFER_REPLY = LIVE_TEXTS.offerReply;
