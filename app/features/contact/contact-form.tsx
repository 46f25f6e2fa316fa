import { CheckCircle2, Send } from "lucide-react";
import { Honeypot, TextArea, TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/field-core";
import { LeadFormFrame } from "~/components/ui/lead-form-frame";
import { REPLY_PROMISE, SERVICE_OPTIONS } from "~/content/contact";
import { CONTACT_MESSAGES } from "~/content/form-messages";
import type { LeadActionData } from "~/lib/form-rules";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { useHydrated } from "~/lib/use-hydrated";
import { type ContactForm as ContactValues, EMPTY_CONTACT_FORM } from "./contact-fields";
import { loadContactValidator, useContactForm } from "./use-contact-form";

/** What the route action returns when the form was posted without JavaScript. */
export type ContactActionData = LeadActionData<ContactValues>;

export function ContactForm({ actionData }: { actionData?: ContactActionData }) {
  const initial =
    actionData?.status === "invalid" ? { ...EMPTY_CONTACT_FORM, ...actionData.values } : EMPTY_CONTACT_FORM;
  const { values, errors: liveErrors, status, setField, onSubmit } = useContactForm(initial as ContactValues);
  // Before hydration the browser's own validation guards the plain POST; after it, ours does (with toasts).
  const hydrated = useHydrated();

  if (actionData?.status === "sent" && !hydrated) {
    return (
      <div role="status" className="rounded-2xl bg-emerald-50 p-8 text-emerald-950 ring-1 ring-emerald-200">
        <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-700" />
        <p className="mt-3 text-lg font-semibold">{CONTACT_MESSAGES.success}</p>
        <p className="mt-1">{REPLY_PROMISE}</p>
        <a href="/contact" className="btn-secondary mt-6">
          Send another message
        </a>
      </div>
    );
  }

  const errors = hydrated ? liveErrors : actionData?.status === "invalid" ? actionData.fields : {};
  const busy = status !== "idle";
  const label =
    status === "submitting"
      ? CONTACT_MESSAGES.sending
      : status === "sent"
        ? CONTACT_MESSAGES.sent
        : CONTACT_MESSAGES.idle;
  const bind = (name: keyof ContactValues) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value),
  });

  return (
    <LeadFormFrame
      action="/contact"
      titleId="contact-form-title"
      title="Send us a message"
      intro={
        <>
          Fields marked{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required. {REPLY_PROMISE}
        </>
      }
      hydrated={hydrated}
      serverError={actionData?.status === "invalid" ? actionData.message : undefined}
      onSubmit={onSubmit}
      onFocus={() => void loadContactValidator()}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...bind("name")} label="Full name" autoComplete="name" required maxLength={100} />
        <TextField
          {...bind("email")}
          label="Email address"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
        <TextField {...bind("company")} label="Company" autoComplete="organization" maxLength={120} />
        <TextField {...bind("phone")} label="Phone" type="tel" autoComplete="tel" maxLength={40} />
      </div>
      <SelectField
        {...bind("service")}
        label="Service you are interested in"
        options={SERVICE_OPTIONS}
        placeholder="Select a service"
      />
      <TextArea
        {...bind("message")}
        label="Message"
        required
        rows={6}
        maxLength={5000}
        hint="Your goals, timeline and any systems involved."
      />
      <Honeypot name={HONEYPOT_FIELD} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {status === "sent" ? (
          <CheckCircle2 aria-hidden="true" className="size-4" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        {label}
      </button>
    </LeadFormFrame>
  );
}
