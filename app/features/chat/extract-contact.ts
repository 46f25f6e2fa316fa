import { type ContactInfo, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "./chat-text";

// Contact details in a visitor's chat message: an e-mail by pattern, a phone of 10+ digits and separators,
// a name after "my name is", "I'm", "call me" and the like. Pure, so the table test beside it
// pins every rule.

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;

/** A run of digits, spaces, dashes, brackets and plus signs that starts with + ( or a digit. */
const PHONE_RUN = /[+(\d][\d\s()+-]{8,}[\d)]/g;

/** A name word: letters (any script), optionally with ' or - inside, or an initial such as "R." or "A.P.J.". */
const NAME_WORD = String.raw`(?:(?:\p{L}\.){1,3}|\p{L}+(?:['’-]\p{L}+)*\.?)`;
const NAME_RUN = String.raw`(${NAME_WORD}(?:[ \t]+(?:${NAME_WORD})){0,3})`;

/** "my name is", "name:" and "call me" say a name follows; "I'm", "I am" and "this is" often do not. */
const STRONG_CUES = [String.raw`my\s+name\s+is\s+`, String.raw`name\s*[:\-]\s*`, String.raw`call\s+me\s+`];
const WEAK_CUES = [String.raw`i['’]?m\s+`, String.raw`i\s+am\s+`, String.raw`this\s+is\s+`];

const cue = (cues: string[]) => new RegExp(String.raw`(?:^|[^\p{L}])(?:${cues.join("|")})${NAME_RUN}`, "iu");
const STRONG = cue(STRONG_CUES);
const WEAK = cue(WEAK_CUES);

/**
 * Words that end a name or show the phrase was not a name at all ("I am interested", "call me back").
 * Lower-case on purpose: compared after lower-casing.
 */
const NOT_NAME = new Set(
  (
    "a an the and or but from at of in on for with to by as is am are was be not no yes ok okay " +
    "interested looking trying planning going wondering curious keen ready happy glad fine good great based " +
    "calling writing reaching working currently just also here there back later tomorrow today now soon " +
    "sure new ceo cto cfo coo founder owner manager director head lead engineer developer consultant " +
    "hi hello hey thanks thank you please help pricing price prices quote cost costs services service " +
    "chatbot chatbots automation ai consulting training website app apps mobile cloud security data " +
    "need needs want wants would like about regarding what how when where why who which can could do does " +
    "your our my me we us it this that i talk tell show send call book meet more info information details " +
    "bye goodbye cool nice awesome perfect right correct morning evening afternoon sir madam team anyone " +
    "someone human agent let's lets get started start"
  ).split(" "),
);

/** "Dr. Anita Rao": a title stays with the name and its full stop does not end the sentence. */
const TITLES = /^(dr|mr|mrs|ms|prof|shri|smt)\.?$/i;

function titleCase(name: string) {
  return name.replace(/\p{L}+/gu, (w) => w[0]!.toUpperCase() + w.slice(1));
}

/** Keeps the leading words of a captured run that can be part of a name; null when none can. */
function cleanName(run: string, { requireCapital }: { requireCapital: boolean }): string | null {
  const words: string[] = [];
  for (const word of run.split(/\s+/)) {
    const bare = word.replace(/\.$/, "");
    if (TITLES.test(word)) {
      words.push(word);
      continue;
    }
    if (NOT_NAME.has(bare.toLowerCase())) break;
    if (requireCapital && !/^\p{Lu}/u.test(word)) break;
    words.push(word);
    // A full stop after a word longer than an initial ends the sentence.
    if (/\p{L}{2,}\.$/u.test(word)) break;
  }
  if (words.every((w) => TITLES.test(w))) return null;
  let name = words.join(" ").replace(/(\p{L}{2,})\.$/u, "$1");
  if (name === name.toLowerCase()) name = titleCase(name);
  return name.length >= NAME_MIN_LENGTH && name.length <= NAME_MAX_LENGTH ? name : null;
}

export function extractEmail(text: string): string | null {
  return text.match(EMAIL)?.[0] ?? null;
}

/** 10 to 15 digits (E.164 allows 15), separators stripped; a leading + is kept. */
export function extractPhone(text: string): string | null {
  for (const [run] of text.replace(EMAIL, " ").matchAll(PHONE_RUN)) {
    const digits = run.replace(/\D/g, "");
    if (digits.length >= 10 && digits.length <= 15) return (run.trim().startsWith("+") ? "+" : "") + digits;
  }
  return null;
}

export function extractName(text: string): string | null {
  const strong = text.match(STRONG);
  if (strong) {
    const name = cleanName(strong[1]!, { requireCapital: false });
    if (name) return name;
  }
  const weak = text.match(WEAK);
  if (weak) {
    const name = cleanName(weak[1]!, { requireCapital: true });
    if (name) return name;
  }
  // A whole message of letters only ("Priya Sharma") answers "what is your name?".
  const whole = text.trim();
  if (/^[\p{L}][\p{L} .'’-]*$/u.test(whole) && whole.split(/\s+/).length <= 4) {
    const words = whole.split(/\s+/);
    if (words.every((w) => !NOT_NAME.has(w.replace(/\.$/, "").toLowerCase()))) {
      const name = cleanName(whole, { requireCapital: false });
      if (name && name.split(/\s+/).length === words.length) return name;
    }
  }
  return null;
}

/** Everything found in one message; fields not found are null. */
export function extractContactInfo(text: string): ContactInfo {
  return { name: extractName(text), email: extractEmail(text), phone_number: extractPhone(text) };
}

export function hasContactInfo(info: ContactInfo | null | undefined): info is ContactInfo {
  return Boolean(info && (info.name || info.email || info.phone_number));
}

/** What the conversation knows after a new message: newly found fields replace older ones. */
export function mergeContactInfo(known: ContactInfo | null, found: ContactInfo): ContactInfo {
  return {
    name: found.name ?? known?.name ?? null,
    email: found.email ?? known?.email ?? null,
    phone_number: found.phone_number ?? known?.phone_number ?? null,
  };
}
