// The Get Started form's fields and options, free of the validation library.
// The outcomes are content (their texts sit beside them in app/content/get-started.ts).
import { OUTCOME_OPTIONS, type OutcomeOption } from "~/content/get-started";
import { SLOT_PREFERENCES } from "~/lib/booking";

export { OUTCOME_OPTIONS, type OutcomeOption };

/** The time preference also narrows the slot picker, so its values are the booking contract's. */
export const TIME_PREFERENCES = SLOT_PREFERENCES;

export type TimePreference = (typeof TIME_PREFERENCES)[number];

export interface GetStartedForm {
  name: string;
  email: string;
  phone: string;
  company: string;
  outcomes: OutcomeOption[];
  timePreference: TimePreference;
}

export const EMPTY_GET_STARTED_FORM: GetStartedForm = {
  name: "",
  email: "",
  phone: "",
  company: "",
  outcomes: [],
  timePreference: "ASAP",
};
