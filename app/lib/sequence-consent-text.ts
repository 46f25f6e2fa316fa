// The consent box's words and names without the validation library, so the forms' first JavaScript can
// show the box without loading zod (the schema half is app/lib/sequence-consent.ts).

/** The form field's name. */
export const SEQUENCE_CONSENT_FIELD = "sequenceConsent";

/** The label, word for word; stored as the consent's wording. */
export const SEQUENCE_CONSENT_TEXT = "Email me ideas and next steps for this";

/** Where the label links to: what is kept, why and for how long. */
export const PRIVACY_PATH = "/privacy";

/** The browser's IANA zone ("" when it has none): the sequence's e-mails are timed in it (IST when blank). */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    return "";
  }
}
