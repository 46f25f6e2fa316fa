import { useCallback, useState } from "react";
import { useToast } from "~/components/widgets/toast";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { focusFirstInvalid, honeypotOf, postJson, useFieldErrors, useSubmitOnce } from "~/lib/use-lead-form";
import { clearSessionDraft, useSessionDraft } from "~/lib/use-session-draft";
import {
  EMPTY_GET_STARTED_FORM,
  GET_STARTED_MESSAGES,
  type GetStartedForm,
  type OutcomeOption,
} from "./get-started-fields";
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
  const { errors, setErrors, clearError } = useFieldErrors();
  const [status, setStatus] = useState<GetStartedStatus>(initialStatus);

  useSessionDraft(DRAFT_KEY, values, (saved) => {
    if (initialStatus === "idle") setValues((v) => toFormValues({ ...v, ...saved }));
  });

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

  const showErrors = (form: HTMLFormElement, fields: Record<string, string>, message: string) => {
    setErrors(fields);
    show("error", message);
    focusFirstInvalid(form, fields);
  };

  const send = async (form: HTMLFormElement) => {
    let check: Awaited<ReturnType<typeof loadGetStartedValidator>>["validateGetStarted"];
    try {
      check = (await loadGetStartedValidator()).validateGetStarted;
    } catch {
      show("error", GET_STARTED_MESSAGES.failure);
      return;
    }
    const parsed = check(values);
    if (!parsed.ok) {
      showErrors(form, parsed.error.fields, parsed.error.message);
      return;
    }
    setStatus("submitting");
    const result = await postJson("/api/leads", {
      type: "get_started",
      form: { ...parsed.data, [HONEYPOT_FIELD]: honeypotOf(form) },
    });
    if (result.kind === "invalid") {
      setStatus("idle");
      showErrors(form, result.fields, result.message);
      return;
    }
    if (result.kind === "failed") {
      // Unreachable or failing server: keep everything the visitor typed.
      show("error", GET_STARTED_MESSAGES.failure);
      setStatus("idle");
      return;
    }
    clearSessionDraft(DRAFT_KEY);
    setValues(EMPTY_GET_STARTED_FORM);
    setErrors({});
    setStatus("sent");
  };

  const onSubmit = useSubmitOnce(send, status !== "idle");

  const startOver = () => {
    clearSessionDraft(DRAFT_KEY);
    setValues(EMPTY_GET_STARTED_FORM);
    setStatus("idle");
  };

  return { values, errors, status, setField, flipOutcome, onSubmit, startOver };
}
