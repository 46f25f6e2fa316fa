// Texts and names shared by every lead form. No zod here: this module ships with the page, while the
// schemas load only when a form is submitted.

export const REQUIRED_MESSAGE = "Please fill in all required fields";
export const EMAIL_MESSAGE = "Please enter a valid email address";

/** Bots fill every field; people never see this one. A filled honeypot is accepted and dropped. */
export const HONEYPOT_FIELD = "website";

export interface FormErrors {
  message: string;
  fields: Record<string, string>;
}

/**
 * What a lead form's route action answers when the form was posted without JavaScript: "sent", or the
 * server's errors with the values to put back in the fields (the honeypot left out).
 */
export type LeadActionData<V> = { status: "sent" } | ({ status: "invalid"; values: Partial<V> } & FormErrors);
