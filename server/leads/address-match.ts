// Where one e-mail address occurs in stored text, as a whole address: erasing `an@x.io` must never
// touch `dan@x.io`, `jan@x.io` or `an@x.io.evil` (security issue #35, row 3).

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The address as a whole word, any letter case. On the left no character that can be part of an
 * address's local part ([A-Za-z0-9._%+-]); on the right the domain may not go on: no label character
 * ([A-Za-z0-9-]) and no dot followed by one (a dot ending a sentence is fine).
 */
export function addressPattern(email: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9._%+-])${escapeRegExp(email)}(?![A-Za-z0-9-]|\\.[A-Za-z0-9-])`, "gi");
}

/** `text` with every whole occurrence of `email` replaced; the same string when there is none. */
export function replaceAddress(text: string, email: string, replacement: string): string {
  return text.replace(addressPattern(email), () => replacement);
}

export const containsAddress = (text: string, email: string) => addressPattern(email).test(text);

/** Every string (keys too) of a parsed JSON value, with the address replaced. */
function replaceInValue(value: unknown, email: string, replacement: string): unknown {
  if (typeof value === "string") return replaceAddress(value, email, replacement);
  if (Array.isArray(value)) return value.map((v) => replaceInValue(v, email, replacement));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        replaceAddress(k, email, replacement),
        replaceInValue(v, email, replacement),
      ]),
    );
  }
  return value;
}

/**
 * A JSON column with the address replaced inside its decoded strings: in the raw text an escape
 * (`\n`, `\t`) would stand right before the address and hide its left boundary. Text that is not
 * JSON is treated as plain text.
 */
export function replaceAddressInJson(json: string, email: string, replacement: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return replaceAddress(json, email, replacement);
  }
  const replaced = replaceInValue(parsed, email, replacement);
  const out = JSON.stringify(replaced);
  // Unchanged rows keep their exact text (no reformatting of a row that holds no copy).
  return out === JSON.stringify(parsed) ? json : out;
}
