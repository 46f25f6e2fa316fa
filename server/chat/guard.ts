// Messages the assistant should not answer from the site: attempts to give it new instructions, and
// questions about everyday topics the company has nothing to say about. Both work on the normalized
// question (text.ts).

/** Phrases that try to replace the assistant's instructions or extract its setup. */
const INJECTION_MARKERS =
  /\b(ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,40}\b(instructions?|prompts?|rules|guidelines|above|previous|prior|everything)\b|system ?prompt|system message|jailbreak|developer mode|\bdan\b|you are now|from now on you|new instructions?|^\s*(system|assistant)\s*:|<\/?\s*(system|assistant|instructions?)\s*>/m;

/** Once a message is an injection attempt: the parts that carry the attempt, removed before searching. */
const INJECTION_PARTS = [
  /\b(ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,40}\b(instructions?|prompts?|rules|guidelines|above|previous|prior|everything)\b( and)?/g,
  /<\/?\s*(system|assistant|instructions?|user)\s*>/g,
  /\b(system|assistant)\s*:/g,
  /\bnew instructions?\s*:?/g,
  /\b(you are|you're|u r|from now on you|act as|pretend( to be| you are)?|roleplay as)\b[^.!?\n]*/g,
  /\b(tell|show|reveal|print|repeat|give|list|share)\b( me)?( all)?( your| the)?( admin)? (system ?prompt|instructions|passwords?|credentials|api keys?|secrets?|tokens?)\b/g,
  /\b(respond|reply|answer|say|write|output)\b( only)? (with|in|as)\b[^.!?\n]*?(?=\band tell\b|\band what\b|$|[.!?\n])/g,
  /\bsay\b[^.!?\n]*?(?=\band\b|$|[.!?\n])/g,
  /<[^>]*>/g,
  /\bhttps?:\/\/\S+|\bwww\.\S+/g,
];

export function isInjection(question: string): boolean {
  return INJECTION_MARKERS.test(question);
}

/** The question without the attempt's parts; what is left may still be a real question. */
export function withoutInjection(question: string): string {
  let rest = question;
  for (const part of INJECTION_PARTS) rest = rest.replace(part, " ");
  return rest.replace(/\s+/g, " ").trim();
}

/** Words that make a question about the company's work, whatever else it mentions. */
const BUSINESS =
  /\b(ai|ml|machine learning|software|apps?|training|website|web|cloud|data|automat\w*|chat ?bots?|bots?|services?|projects?|company|business|clients?|solutions?|platform|analytics|forecast(ing)? (model|system|tool)|model|your (team|company|office|prices?|rates?))\b/;

/** Everyday topics with no page on the site. */
const OFF_TOPIC =
  /\b(weather|temperature|rain(fall|ing)?|monsoon|cricket|ipl|football|match(es)? (score|result)|who won|score of|recipes?|how to (make|cook)|cook(ing)?|biryani|paneer|masala|restaurants?|food|hotels? (in|near)|jokes?|funny|poems?|poetry|songs?|lyrics|movies?|films?|bollywood|netflix|share price|stock (price|tips?|market)|sensex|nifty|bitcoin|crypto|(train|flight|bus|movie|match) (tickets?|booking|timings?|to|from)|flights? (to|from)|irctc|horoscope|astrology|zodiac|politics|elections?|prime minister|\bpm\b|chief minister|news|population|translat(e|ion) (this|into|to)|homework|essays?|assignments?|capital of|girlfriend|boyfriend|dating|love)\b|\b\d+\s*(\+|-|\*|x|×|\/|plus|minus|times|multiplied by|divided by)\s*\d+\b/;

/** A question about everyday life, not about the company or its work. */
export function isOffTopic(question: string): boolean {
  return OFF_TOPIC.test(question) && !BUSINESS.test(question);
}
