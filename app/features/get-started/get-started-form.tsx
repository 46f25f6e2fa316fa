import { CalendarCheck, CheckCircle2 } from "lucide-react";
import { lazy, useEffect, useRef, useState } from "react";
import { Honeypot, TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/field-core";
import { LeadFormFrame } from "~/components/ui/lead-form-frame";
import { SequenceConsentField } from "~/components/ui/sequence-consent-field";
import { GET_STARTED_MESSAGES } from "~/content/form-messages";
import { GET_STARTED_FORM_COPY, OUTCOME_DETAILS, REPLY_PROMISE } from "~/content/get-started";
import type { SlotList } from "~/lib/booking";
import { cn } from "~/lib/cn";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { useHydrated } from "~/lib/use-hydrated";
import type { GetStartedActionData } from "./get-started-action-data";
import {
  EMPTY_GET_STARTED_FORM,
  type GetStartedForm as FormValues,
  OUTCOME_OPTIONS,
  TIME_PREFERENCES,
} from "./get-started-fields";
import { toFormValues } from "./get-started-values";
import { loadGetStartedValidator, useGetStartedForm } from "./use-get-started-form";

export type { GetStartedActionData };

// The picker and the confirmation are chunks of their own, outside the page's first JavaScript (its
// 130 KB budget). No <Suspense> around them: the server renders any boundary after the first 12.8 KB
// of a page as a streamed part that only a script puts in place, which a browser without JavaScript
// never runs. Without one, the server waits for the module and renders them in place, and hydration
// waits for the chunk, which starts loading with this module.
const loadPicker = () => import("~/components/booking/booking-picker");
const loadBooked = () => import("./get-started-booked");
const BookingPicker = lazy(loadPicker);
const GetStartedBooked = lazy(loadBooked);
if (typeof document !== "undefined") {
  void loadPicker();
  void loadBooked();
}

const COPY = GET_STARTED_FORM_COPY;
const PICKER_ID = "get-started-slot";

interface Props {
  actionData?: GetStartedActionData;
  /** The loader's times (null: no booking; the form is the spec's request). */
  slots: SlotList | null;
  /** Told when the call is booked, so the page's "What happens next" follows. */
  onBooked?: () => void;
}

export function GetStartedForm({ actionData, slots, onBooked }: Props) {
  const posted = actionData && "values" in actionData ? actionData : undefined;
  const initial = posted ? toFormValues(posted.values) : EMPTY_GET_STARTED_FORM;
  // The chosen time and zone are read from the picker's own fields when the form is sent.
  const formEl = useRef<HTMLFormElement | null>(null);
  const [refusals, setRefusals] = useState(0);
  const {
    values,
    errors: liveErrors,
    status,
    booked,
    notice: liveNotice,
    setField,
    setConsent,
    flipOutcome,
    onSubmit,
    startOver,
  } = useGetStartedForm(
    initial,
    actionData?.status === "booked" || actionData?.status === "sent" ? actionData.status : "idle",
    { chosen: () => chosenIn(formEl.current), onTaken: () => setRefusals((n) => n + 1) },
  );
  const list = posted && posted.slots !== undefined ? posted.slots : slots;
  // Before hydration the browser's own validation guards the plain POST; after it, ours does.
  const hydrated = useHydrated();
  const notice = liveNotice ?? (posted?.notice ? { message: posted.notice, nearest: posted.nearest ?? [] } : undefined);

  useEffect(() => {
    if (status === "booked") onBooked?.();
  }, [status, onBooked]);

  if (status === "booked") {
    const booking = booked ?? (actionData?.status === "booked" ? actionData.booking : undefined);
    if (booking) return <GetStartedBooked booking={booking} />;
  }
  if (status === "sent" || status === "booked") return <Success onAgain={startOver} />;

  const errors = hydrated ? liveErrors : (posted?.fields ?? {});
  const bind = (name: Exclude<keyof FormValues, "outcomes" | "timePreference" | "sequenceConsent">) => ({
    id: `get-started-${name}`,
    name,
    label: COPY.labels[name],
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value),
  });

  return (
    <LeadFormFrame
      action="/get-started"
      titleId="get-started-form-title"
      title={COPY.title}
      intro={`${COPY.required} ${REPLY_PROMISE}`}
      hydrated={hydrated}
      serverError={posted?.status === "invalid" && !posted.notice ? posted.message : undefined}
      onSubmit={(e) => {
        formEl.current = e.currentTarget;
        onSubmit(e);
      }}
      onFocus={() => void loadGetStartedValidator()}
      className="space-y-8"
    >
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{COPY.outcomesLegend}</legend>
        <p className="mt-1 text-sm text-slate-600">{COPY.outcomesHint}</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {OUTCOME_OPTIONS.map((outcome, i) => {
            const text = OUTCOME_DETAILS[outcome];
            const checked = values.outcomes.includes(outcome);
            const id = `get-started-outcome-${i}`;
            return (
              <div
                key={outcome}
                className={cn(
                  "relative flex gap-3 rounded-xl p-4 ring-1 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                  checked ? "bg-brand-50 ring-brand-600" : "bg-white ring-slate-300 hover:bg-slate-50",
                )}
              >
                <input
                  id={id}
                  type="checkbox"
                  name="outcomes"
                  value={outcome}
                  checked={checked}
                  onChange={() => flipOutcome(outcome)}
                  aria-describedby={`${id}-text`}
                  className="relative z-10 mt-1 size-4 shrink-0 accent-brand-700"
                />
                <div>
                  <label
                    htmlFor={id}
                    className="font-semibold text-slate-900 after:absolute after:inset-0 after:content-['']"
                  >
                    {outcome}
                  </label>
                  <p id={`${id}-text`} className="mt-1 text-sm text-slate-700">
                    {text}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold text-slate-900">{COPY.detailsLegend}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...bind("name")} autoComplete="name" required maxLength={100} />
          <TextField {...bind("email")} type="email" autoComplete="email" required maxLength={254} />
          <TextField {...bind("phone")} type="tel" autoComplete="tel" maxLength={40} />
          <TextField {...bind("company")} autoComplete="organization" required maxLength={120} />
        </div>
        <SelectField
          id="get-started-time"
          name="timePreference"
          label={COPY.labels.timePreference}
          options={TIME_PREFERENCES}
          value={values.timePreference}
          onChange={(e) => setField("timePreference", e.target.value)}
          className="sm:max-w-xs"
        />
      </fieldset>
      {list && (
        <BookingPicker
          id={PICKER_ID}
          initial={list}
          preference={values.timePreference}
          initialSlot={posted?.slot}
          notice={notice}
          refusals={refusals}
          allowNone
          showTimesAction={`/get-started#${PICKER_ID}`}
        />
      )}
      <SequenceConsentField id="get-started-sequence-consent" checked={values.sequenceConsent} onChange={setConsent} />
      <Honeypot name={HONEYPOT_FIELD} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={status === "submitting"}>
        <CalendarCheck aria-hidden="true" className="size-4" />
        {status === "submitting" ? COPY.submitting : COPY.submit}
      </button>
    </LeadFormFrame>
  );
}

/** The time chosen in the form's picker and the zone its times are in. */
function chosenIn(form: HTMLFormElement | null) {
  const data = form ? new FormData(form) : undefined;
  const text = (name: string) => {
    const v = data?.get(name);
    return typeof v === "string" ? v : "";
  };
  return { slot: text("slot") || null, zone: text("zone") };
}

function Success({ onAgain }: { onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen reader users land on the confirmation, not on a vanished button.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-2xl bg-emerald-50 p-8 text-emerald-950 ring-1 ring-emerald-200">
      <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-700" />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-xl font-bold focus:outline-none">
        {GET_STARTED_MESSAGES.success}
      </h2>
      <p className="mt-2">{COPY.successNote}</p>
      <a
        href="/get-started"
        onClick={(e) => {
          e.preventDefault();
          onAgain();
        }}
        className="btn-secondary mt-6"
      >
        {COPY.another}
      </a>
    </div>
  );
}
