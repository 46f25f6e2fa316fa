import { useCallback, useState } from "react";
import { useToast } from "~/components/widgets/toast";
import { GET_STARTED_MESSAGES } from "~/content/form-messages";
import type { BookingConfirmation, LeadBookedAnswer, SlotRefusedAnswer, SlotView } from "~/lib/booking";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { browserZone } from "~/lib/sequence-consent-text";
import { type Refused, useLeadSubmit } from "~/lib/use-lead-form";
import { clearSessionDraft, useSessionDraft } from "~/lib/use-session-draft";
import { EMPTY_GET_STARTED_FORM, type GetStartedForm, type OutcomeOption } from "./get-started-fields";
import { toFormValues, toggleOutcome } from "./get-started-values";

/** Starts loading the shared schema; called on first focus so submitting never waits for it. */
export const loadGetStartedValidator = () => import("./get-started-validate");

export type GetStartedStatus = "idle" | "submitting" | "sent" | "booked";

/** A chosen time the server refused (409): its message and the nearest free times to offer. */
export interface SlotNotice {
  message: string;
  nearest: SlotView[];
}

export interface BookingState {
  /**
   * At submit: the chosen start (ISO; "" for "None of these times suit me", null for none chosen) and
   * the visitor's zone, sent with a chosen slot. A getter, since the picker's state lives beside this hook.
   */
  chosen: () => { slot: string | null; zone: string };
  /** After a 409: the picker drops the choice and asks for its times again, so the taken one goes. */
  onTaken: () => void;
}

const NO_BOOKING: BookingState = { chosen: () => ({ slot: null, zone: "" }), onTaken: () => {} };
type TextField = Exclude<keyof GetStartedForm, "outcomes" | "sequenceConsent">;

const DRAFT_KEY = "get-started-draft";

/**
 * The Get Started form: idle → submitting → sent, or booked when a time was chosen (or back to idle
 * with everything kept on failure, or on a refused time with the nearest free ones). Validation uses
 * the same schema as the server; the draft survives a reload (the chosen time does not: it may go).
 */
export function useGetStartedForm(
  initial: GetStartedForm,
  initialStatus: GetStartedStatus = "idle",
  booking: BookingState = NO_BOOKING,
) {
  const { show } = useToast();
  const [values, setValues] = useState<GetStartedForm>(initial);
  const [sent, setSent] = useState(initialStatus === "sent" || initialStatus === "booked");
  const [booked, setBooked] = useState<BookingConfirmation>();
  const [notice, setNotice] = useState<SlotNotice>();

  useSessionDraft(DRAFT_KEY, values, (saved) => {
    if (initialStatus === "idle") setValues((v) => toFormValues({ ...v, ...saved }));
  });

  const { errors, clearError, sending, onSubmit } = useLeadSubmit({
    loadCheck: () => loadGetStartedValidator().then((m) => m.validateGetStarted),
    values,
    endpoint: "/api/leads",
    // The slot and zone travel only with a chosen time: without one the lead is the spec's request. A
    // ticked sequence box sends the zone too (the picker's, else the browser's): its e-mails go out in
    // the visitor's working hours (issue #39).
    body: (form, honeypot) => {
      const { slot, zone } = booking.chosen();
      const when = slot ? { slot, zone } : form.sequenceConsent ? { zone: zone || browserZone() } : {};
      return { type: "get_started", form: { ...form, ...when, [HONEYPOT_FIELD]: honeypot } };
    },
    failure: GET_STARTED_MESSAGES.failure,
    onError: (_kind, message) => show("error", message),
    onSent: (answer) => {
      clearSessionDraft(DRAFT_KEY);
      setValues(EMPTY_GET_STARTED_FORM);
      setNotice(undefined);
      setBooked((answer as LeadBookedAnswer | null)?.booking);
      setSent(true);
    },
    refused: { statuses: [409, 429], on: (r) => onRefused(r) },
    blocked: sent,
  });
  const onRefused = (r: Refused) => {
    if (r.status === 409) {
      setNotice({ message: r.message, nearest: (r.body as SlotRefusedAnswer).nearest ?? [] });
      booking.onTaken();
      return; // The picker's alert says it, beside the times.
    }
    show("error", r.message);
  };
  const status: GetStartedStatus = sent
    ? booked || initialStatus === "booked"
      ? "booked"
      : "sent"
    : sending
      ? "submitting"
      : "idle";

  const setField = useCallback(
    (name: TextField, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  const setConsent = useCallback((checked: boolean) => setValues((v) => ({ ...v, sequenceConsent: checked })), []);

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
    setBooked(undefined);
    setSent(false);
  };

  return { values, errors, status, booked, notice, setField, setConsent, flipOutcome, onSubmit, startOver };
}
