import { Bell, CheckCircle2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { NOTIFY_COPY } from "~/content/coming-soon";
import { NOTIFY_MESSAGES } from "~/content/form-messages";
import type { LeadActionData } from "~/lib/form-rules";

export type NotifyActionData = LeadActionData<{ email: string }>;

const SOURCE = "coming-soon";

/**
 * "Get Notified When We Launch": one launch_notify lead per address. The browser's own validation
 * (type email, required) stops an empty submit, so nothing happens then. Without JavaScript the form
 * posts to the page's action, which stores the same lead.
 */
export function NotifyForm({ actionData }: { actionData?: NotifyActionData }) {
  const [email, setEmail] = useState(actionData?.status === "invalid" ? (actionData.values.email ?? "") : "");
  const [state, setState] = useState<"idle" | "sending" | "done" | "error">(
    actionData?.status === "sent" ? "done" : "idle",
  );
  const [error, setError] = useState(actionData?.status === "invalid" ? actionData.message : "");

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const address = email.trim();
    if (!address || state === "sending") return;
    setState("sending");
    try {
      const res = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ type: "launch_notify", form: { email: address, source: SOURCE } }),
      });
      if (res.status === 400) {
        const body = (await res.json()) as { error: { message: string } };
        setError(body.error.message);
        setState("error");
        return;
      }
      if (res.status !== 200 && res.status !== 201) throw new Error(`HTTP ${res.status}`);
      setEmail("");
      setState("done");
    } catch {
      // Keep the address so a retry is one click away.
      setError(NOTIFY_MESSAGES.failure);
      setState("error");
    }
  };

  return (
    <section aria-labelledby="notify-title" className="mt-12 max-w-xl rounded-2xl bg-white/10 p-6 ring-1 ring-white/25">
      {state === "done" ? (
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
              aria-invalid={state === "error" ? true : undefined}
              aria-describedby={state === "error" ? "notify-error" : undefined}
              className="min-w-0 flex-1 rounded-lg border border-white/40 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500"
            />
            <button
              type="submit"
              disabled={state === "sending"}
              className="btn bg-white text-brand-900 hover:bg-slate-100"
            >
              {state === "sending" ? NOTIFY_MESSAGES.sending : NOTIFY_COPY.button}
            </button>
          </form>
          {state === "error" && (
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
