import { type FieldErrors, fieldErrorsOf } from "~/lib/result";
import { type SEQUENCE_PLACEHOLDERS, type SEQUENCE_STEP_FIELDS, SequenceStepFormSchema } from "./sequences-api";

// The step editor's check before anything is posted (save, preview, test send): the server's own schema,
// so the editor can never accept what the server refuses, nor the reverse.

export type StepValues = Record<(typeof SEQUENCE_STEP_FIELDS)[number], string>;

/** Each field's first problem; {} when the step may be sent. */
export function checkStep(values: StepValues): FieldErrors {
  const parsed = SequenceStepFormSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  // The schema coerces "" to 0 days; a cleared box is a slip, not "send at once".
  if (values.delayDays.trim() === "") errors.delayDays = "Please enter the number of days.";
  return errors;
}

/** The placeholders as the editor lists them, with what each becomes. */
export const PLACEHOLDER_HELP: Record<(typeof SEQUENCE_PLACEHOLDERS)[number], string> = {
  first_name: "The lead's first name (as typed; left out when it does not look like a name)",
  company: "Their company, as typed",
  report: "The report they asked for, e.g. Cost of Inaction report",
  figure: "Their calculated figure, e.g. $480,000 a year",
  booking_link: "The link to book a strategy call",
};

/** The delay a new step starts with: a week after the last one. */
export const nextDelay = (steps: readonly { delayDays: number }[]) => (steps.at(-1)?.delayDays ?? 0) + 7;
