// Word-level helpers shared by the index, the intents and the threshold.

// Words that say nothing about what the visitor wants; without them "what is your phone number"
// searches for "phone number". Chat fillers ("pls", "sir", "kindly") are as empty as "please".
export const STOP_WORDS = new Set(
  (
    "a an the and or but if of in on at to for from by with about into over as is are was were be been being am " +
    "do does did doing have has had can could would should will shall may might must i me my we us our ours you " +
    "your yours he she it its they them their this that these those what which who whom whose when where why how " +
    "there here any some all each more most other such no not only own same so than too very just also please tell " +
    "know want need like get give help looking interested offer provide provides hi hello hey " +
    "pls plz kindly sir madam mam maam ji bro dear u ur r ya yaa ok okay thanks thank hai kya " +
    "im i'm dont don't does doesn't can't cannot wanna gonna got let let's lets s t"
  ).split(" "),
);

/** Chat spellings of common words, so "wat r ur prices" reads as "what are your prices". */
const SPELLINGS: Record<string, string> = {
  wat: "what",
  wht: "what",
  u: "you",
  ur: "your",
  r: "are",
  pls: "please",
  plz: "please",
  thx: "thanks",
  abt: "about",
  info: "information",
  nd: "and",
  hw: "how",
  cn: "can",
  wid: "with",
  n: "and",
};

/** The question in lower case with chat spellings expanded and punctuation turned into spaces. */
export function normalize(question: string): string {
  return (
    question
      .toLowerCase()
      .replace(/[’`]/g, "'")
      // Keeps the characters of addresses, links and markup (":", "/", "<", ">"): the guard reads them.
      .replace(/[^a-z0-9'&$₹+@.:/<>\-\s]/g, " ")
      .split(/\s+/)
      .map((w) => SPELLINGS[w.replace(/[.']+$/g, "")] ?? w)
      .join(" ")
      .trim()
  );
}

/** The words of a text that carry meaning: lower case, two letters or more, no stop words. */
export function contentTerms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []).filter((t) => t.length >= 2 && !STOP_WORDS.has(t));
}

/** The text without markup and links: "<img src=x>" says nothing about images. */
export const withoutMarkup = (text: string) =>
  text
    .replace(/<[^>]*>/g, " ")
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
