import { useCallback, useState } from "react";
import { useToast } from "~/components/widgets/toast";
import { GET_STARTED_MESSAGES } from "~/content/form-messages";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { useLeadSubmit } from "~/lib/use-lead-form";
import { clearSessionDraft, useSessionDraft } from "~/lib/use-session-draft";
import { EMPTY_GET_STARTED_FORM, type GetStartedForm, type OutcomeOption } from "./get-started-fields";
import { toFormValues, toggleOutcome } from "./get-started-values";

/** Starts loading the shared schema; called on first focus so submitting never waits for it. */
export const loadGetStartedValidator = () => import("./get-started-validate");

export type GetStartedStatus = "idle" | "submitting" | "sent";
type TextField = Exclude<keyof GetStartedForm, "outcomes">;

const DRAFT_KEY = "get-started-draft";

/**
 * The Get Started form: idle → submitting → sent (or back to idle with everything kept on failure).
 * Validation uses the same schema as the server; the draft survives a reload.
 */
export function useGetStartedForm(initial: GetStartedForm, initialStatus: GetStartedStatus = "idle") {
  const { show } = useToast();
  const [values, setValues] = useState<GetStartedForm>(initial);
  const [sent, setSent] = useState(initialStatus === "sent");

  useSessionDraft(DRAFT_KEY, values, (saved) => {
    if (initialStatus === "idle") setValues((v) => toFormValues({ ...v, ...saved }));
  });

  const { errors, clearError, sending, onSubmit } = useLeadSubmit({
    loadCheck: () => loadGetStartedValidator().then((m) => m.validateGetStarted),
    values,
    endpoint: "/api/leads",
    body: (form, honeypot) => ({ type: "get_started", form: { ...form, [HONEYPOT_FIELD]: honeypot } }),
    failure: GET_STARTED_MESSAGES.failure,
    onError: (_kind, message) => show("error", message),
    onSent: () => {
      clearSessionDraft(DRAFT_KEY);
      setValues(EMPTY_GET_STARTED_FORM);
      setSent(true);
    },
    blocked: sent,
  });
  const status: GetStartedStatus = sent ? "sent" : sending ? "submitting" : "idle";

  const setField = useCallback(
    (name: TextField, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  const flipOutcome = useCallback(
    (outcome: OutcomeOption) => {
      setValues((v) => ({ ...v, outcomes: toggleOutcome(v.outcomes, outcome) }));
      clearError("outcomes");
    },
    [clearError],
  );

  const startOver = () => {
    clearSessionDraft(DRAFT_KEY);
    setValues(EMPTY_GET_STARTED_FORM);
    setSent(false);
  };

  return { values, errors, status, setField, flipOutcome, onSubmit, startOver };
}
