// The one rule for visitor-typed text in an e-mail sent to an address a visitor typed (security issue
// #35, row 4). Anyone can type anyone's address, so such an e-mail, DKIM-signed with our domain, must
// not carry a message of the visitor's choosing: their name or company may appear only when it is
// plainly a name. E-mails to the team keep the full text (rendered as text).

/** The longest name or company an e-mail to a typed address may show. */
export const VISITOR_NAME_MAX = 60;

// Letters of any script with their combining marks, spaces, apostrophes (' and ’), hyphens and dots.
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;
const HAS_LETTER = /\p{L}/u;
// A dot followed by two letters reads as a domain ("www.evil.com", "x.io"); initials ("J.R.R.") do not.
const DOMAIN_LIKE = /\.[\p{L}\p{M}]{2}/u;

/**
 * The name (or company) as an e-mail to a typed address may show it, or null when it may not: one line
 * of at most VISITOR_NAME_MAX characters made only of name characters, with a letter, and nothing that
 * reads as a domain. Anything else (new lines, U+2028/U+2029, digits, URLs, other punctuation) and the
 * e-mail goes without it. Runs of spaces become one.
 */
export function safeGreetingName(text: unknown): string | null {
  if (typeof text !== "string") return null;
  const name = text.trim().replace(/ {2,}/g, " ");
  if (!name || [...name].length > VISITOR_NAME_MAX) return null;
  if (!NAME_CHARACTERS.test(name) || !HAS_LETTER.test(name) || DOMAIN_LIKE.test(name)) return null;
  return name;
}

/** "Hello Sam," for a name the rule lets through, else "Hello,". */
export function greetingLine(name: unknown): string {
  const safe = safeGreetingName(name);
  return safe ? `Hello ${safe},` : "Hello,";
}
