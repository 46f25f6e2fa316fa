import {
  EMPTY_GET_STARTED_FORM,
  type GetStartedForm,
  OUTCOME_OPTIONS,
  type OutcomeOption,
  TIME_PREFERENCES,
  type TimePreference,
} from "./get-started-fields";

// Values arrive from places the form does not control (a saved draft, a no-JavaScript post): keep only
// what fits the form, so a damaged draft can never break the page.

const str = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : "");

export function toFormValues(input: Partial<Record<keyof GetStartedForm, unknown>>): GetStartedForm {
  const outcomes = Array.isArray(input.outcomes) ? input.outcomes : [];
  const time = input.timePreference;
  return {
    name: str(input.name, 100),
    email: str(input.email, 254),
    phone: str(input.phone, 40),
    company: str(input.company, 120),
    outcomes: OUTCOME_OPTIONS.filter((o) => outcomes.includes(o)),
    timePreference: (TIME_PREFERENCES as readonly unknown[]).includes(time)
      ? (time as TimePreference)
      : EMPTY_GET_STARTED_FORM.timePreference,
    // Ticked only by a tick: the box's "on" (a post without JavaScript) or true (a saved draft).
    sequenceConsent: input.sequenceConsent === true || input.sequenceConsent === "on",
  };
}

/** Adds or removes one outcome, keeping the order of the options list. */
export function toggleOutcome(list: readonly OutcomeOption[], outcome: OutcomeOption): OutcomeOption[] {
  const next = list.includes(outcome) ? list.filter((o) => o !== outcome) : [...list, outcome];
  return OUTCOME_OPTIONS.filter((o) => next.includes(o));
}
