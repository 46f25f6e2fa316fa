import { Bell, CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { NOTIFY_COPY } from "~/content/coming-soon";
import { NOTIFY_MESSAGES } from "~/content/form-messages";
import type { LeadActionData } from "~/lib/form-rules";
import { useEmailSignup } from "~/lib/use-email-signup";

export type NotifyActionData = LeadActionData<{ email: string }>;

const SOURCE = "coming-soon";

/**
 * "Get Notified When We Launch": one launch_notify lead per address. The browser's own validation
 * (type email, required) stops an empty submit, so nothing happens then. Without JavaScript the form
 * posts to the page's action, which stores the same lead.
 */
export function NotifyForm({ actionData }: { actionData?: NotifyActionData }) {
  const invalid = actionData?.status === "invalid" ? actionData : undefined;
  const { email, setEmail, error, sending, sent, onSubmit } = useEmailSignup({
    type: "launch_notify",
    source: SOURCE,
    failure: NOTIFY_MESSAGES.failure,
    initialEmail: invalid?.values.email ?? "",
    initialError: invalid?.message ?? "",
  });
  const done = sent !== null || actionData?.status === "sent";

  return (
    <section aria-labelledby="notify-title" className="mt-12 max-w-xl rounded-2xl bg-white/10 p-6 ring-1 ring-white/25">
      {done ? (
        <Thanks />
      ) : (
        <>
          <h2 id="notify-title" className="flex items-center gap-2 text-xl font-bold">
            <Bell aria-hidden="true" className="size-5 text-cyan-200" /> {NOTIFY_COPY.title}
          </h2>
          <p className="mt-2 text-slate-200">{NOTIFY_COPY.text}</p>
          <form
            method="post"
            action="/coming-soon"
            onSubmit={onSubmit}
            className="mt-5 flex flex-col gap-3 sm:flex-row"
          >
            <input type="hidden" name="source" value={SOURCE} />
            <label htmlFor="notify-email" className="sr-only">
              {NOTIFY_COPY.label}
            </label>
            <input
              id="notify-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              placeholder={NOTIFY_COPY.placeholder}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "notify-error" : undefined}
              className="min-w-0 flex-1 rounded-lg border border-white/40 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500"
            />
            <button type="submit" disabled={sending} className="btn bg-white text-brand-900 hover:bg-slate-100">
              {sending ? NOTIFY_MESSAGES.sending : NOTIFY_COPY.button}
            </button>
          </form>
          {error && (
            <p id="notify-error" role="alert" className="mt-3 font-medium text-amber-200">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Thanks() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to its replacement so keyboard users are not lost.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status">
      <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-300" />
      <h2 id="notify-title" ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold focus:outline-none">
        {NOTIFY_MESSAGES.thanks}
      </h2>
      <p className="mt-1 text-slate-100">{NOTIFY_MESSAGES.thanksText}</p>
    </div>
  );
}
