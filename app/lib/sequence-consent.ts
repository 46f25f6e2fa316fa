import { z } from "~/lib/zod";

// The box on the report forms and Get Started that asks for the e-mail sequence (issue #39). Unticked
// by default; only a tick (the checkbox's "on", or true from a JSON form) counts, anything else is no
// consent. The wording is stored with the lead exactly as shown, so the label must use this text.

/** The form field's name. */
export const SEQUENCE_CONSENT_FIELD = "sequenceConsent";

/** The label, word for word; stored as the consent's wording. */
export const SEQUENCE_CONSENT_TEXT = "Email me ideas and next steps for this";

/** Where the label links to: what is kept, why and for how long. */
export const PRIVACY_PATH = "/privacy";

export const sequenceConsentField = z.preprocess((v) => v === true || v === "on", z.boolean()).default(false);
