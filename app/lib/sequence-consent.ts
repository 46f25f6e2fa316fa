import { z } from "~/lib/zod";

// The box on the report forms and Get Started that asks for the e-mail sequence (issue #39). Unticked
// by default; only a tick (the checkbox's "on", or true from a JSON form) counts, anything else is no
// consent. The wording is stored with the lead exactly as shown, so the label must use this text: one
// copy, in the zod-free module the forms' first JavaScript loads.

export { PRIVACY_PATH, SEQUENCE_CONSENT_FIELD, SEQUENCE_CONSENT_TEXT } from "./sequence-consent-text";

export const sequenceConsentField = z.preprocess((v) => v === true || v === "on", z.boolean()).default(false);
