// The Get Started form's fields and options, free of the validation library.
// The outcomes are content (their texts sit beside them in app/content/get-started.ts).
import { OUTCOME_OPTIONS, type OutcomeOption } from "~/content/get-started";

export { OUTCOME_OPTIONS, type OutcomeOption };

/**
 * The time preference also narrows the slot picker: the same values as the booking contract's
 * SLOT_PREFERENCES (get-started-values.test.ts keeps them equal; importing them would load the
 * contract's texts with the page's first JavaScript).
 */
export const TIME_PREFERENCES = ["ASAP", "This week", "Next week"] as const;

export type TimePreference = (typeof TIME_PREFERENCES)[number];

export interface GetStartedForm {
  name: string;
  email: string;
  phone: string;
  company: string;
  outcomes: OutcomeOption[];
  timePreference: TimePreference;
  /** "Email me ideas and next steps for this" (issue #39): unticked until the visitor ticks it. */
  sequenceConsent: boolean;
}

export const EMPTY_GET_STARTED_FORM: GetStartedForm = {
  name: "",
  email: "",
  phone: "",
  company: "",
  outcomes: [],
  timePreference: "ASAP",
  sequenceConsent: false,
};
