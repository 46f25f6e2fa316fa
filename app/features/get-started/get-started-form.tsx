import { CalendarCheck, CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Honeypot, TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/field-core";
import { LeadFormFrame } from "~/components/ui/lead-form-frame";
import { GET_STARTED_MESSAGES } from "~/content/form-messages";
import { GET_STARTED_FORM_COPY, OUTCOME_DETAILS, REPLY_PROMISE } from "~/content/get-started";
import { cn } from "~/lib/cn";
import { HONEYPOT_FIELD, type LeadActionData } from "~/lib/form-rules";
import { useHydrated } from "~/lib/use-hydrated";
import {
  EMPTY_GET_STARTED_FORM,
  type GetStartedForm as FormValues,
  OUTCOME_OPTIONS,
  TIME_PREFERENCES,
} from "./get-started-fields";
import { toFormValues } from "./get-started-values";
import { loadGetStartedValidator, useGetStartedForm } from "./use-get-started-form";

/** What the route action returns when the form was posted without JavaScript. */
export type GetStartedActionData = LeadActionData<FormValues>;

const COPY = GET_STARTED_FORM_COPY;

export function GetStartedForm({ actionData }: { actionData?: GetStartedActionData }) {
  const initial = actionData?.status === "invalid" ? toFormValues(actionData.values) : EMPTY_GET_STARTED_FORM;
  const {
    values,
    errors: liveErrors,
    status,
    setField,
    flipOutcome,
    onSubmit,
    startOver,
  } = useGetStartedForm(initial, actionData?.status === "sent" ? "sent" : "idle");
  // Before hydration the browser's own validation guards the plain POST; after it, ours does.
  const hydrated = useHydrated();

  if (status === "sent") return <Success onAgain={startOver} />;

  const errors = hydrated ? liveErrors : actionData?.status === "invalid" ? actionData.fields : {};
  const bind = (name: Exclude<keyof FormValues, "outcomes" | "timePreference">) => ({
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
      serverError={actionData?.status === "invalid" ? actionData.message : undefined}
      onSubmit={onSubmit}
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
      <Honeypot name={HONEYPOT_FIELD} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={status === "submitting"}>
        <CalendarCheck aria-hidden="true" className="size-4" />
        {status === "submitting" ? COPY.submitting : COPY.submit}
      </button>
    </LeadFormFrame>
  );
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
