import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { Honeypot, SelectField, TextArea, TextField } from "~/components/ui/field";
import { REPLY_PROMISE } from "~/content/contact";
import { CONTACT_MESSAGES } from "~/content/form-messages";
import type { LeadActionData } from "~/lib/form-rules";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { SERVICE_OPTIONS } from "~/content/contact";
import { type ContactForm as ContactValues, EMPTY_CONTACT_FORM } from "./contact-fields";
import { loadContactValidator, useContactForm } from "./use-contact-form";

/** What the route action returns when the form was posted without JavaScript. */
export type ContactActionData = LeadActionData<ContactValues>;

export function ContactForm({ actionData }: { actionData?: ContactActionData }) {
  const initial =
    actionData?.status === "invalid" ? { ...EMPTY_CONTACT_FORM, ...actionData.values } : EMPTY_CONTACT_FORM;
  const { values, errors: liveErrors, status, setField, onSubmit } = useContactForm(initial as ContactValues);
  // Before hydration the browser's own validation guards the plain POST; after it, ours does (with toasts).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

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
    <form
      method="post"
      action="/contact"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={() => void loadContactValidator()}
      aria-labelledby="contact-form-title"
      className="relative space-y-5"
    >
      <div>
        <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
          Send us a message
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Fields marked{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required. {REPLY_PROMISE}
        </p>
      </div>
      {actionData?.status === "invalid" && !hydrated && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {actionData.message}
        </p>
      )}
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
    </form>
  );
}
