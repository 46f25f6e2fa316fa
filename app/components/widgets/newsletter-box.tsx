import { CheckCircle2, Mail } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { EMAIL_MESSAGE, NEWSLETTER_MESSAGES } from "~/content/form-messages";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  title: string;
  text: string;
  /** Where the sign-up came from, kept with the lead (e.g. "blog", "knowledge-center"). */
  source: string;
}

/**
 * A real newsletter sign-up: one lead row per address (a repeat is welcomed, not an error). Without
 * JavaScript it posts to /newsletter, which stores the address and comes back with ?subscribed=1.
 */
export function NewsletterBox({ title, text, source }: Props) {
  const id = useId();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "done" | "error">(params.get("subscribed") ? "done" : "idle");
  const [message, setMessage] = useState<string>(params.get("subscribed") ? NEWSLETTER_MESSAGES.subscribed : "");

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (state === "sending") return;
    if (!EMAIL.test(email.trim())) {
      setState("error");
      setMessage(EMAIL_MESSAGE);
      return;
    }
    setState("sending");
    try {
      const res = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ type: "newsletter", form: { email: email.trim(), source } }),
      });
      if (res.status !== 200 && res.status !== 201) throw new Error(`HTTP ${res.status}`);
      setState("done");
      setMessage(res.status === 200 ? NEWSLETTER_MESSAGES.already : NEWSLETTER_MESSAGES.subscribed);
      setEmail("");
    } catch {
      setState("error");
      setMessage(NEWSLETTER_MESSAGES.failure);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-gradient-to-br from-brand-800 to-cyan-800 p-8 text-white"
    >
      <Mail aria-hidden="true" className="size-8 text-cyan-200" />
      <h2 id={`${id}-title`} className="mt-3 text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-slate-100">{text}</p>
      {state === "done" ? (
        <p role="status" className="mt-6 flex items-center gap-2 font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-300" /> {message}
        </p>
      ) : (
        <form
          method="post"
          action="/newsletter"
          noValidate
          onSubmit={onSubmit}
          className="mt-6 flex flex-col gap-3 sm:flex-row"
        >
          <input type="hidden" name="source" value={source} />
          <input type="hidden" name="returnTo" value={pathname} />
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={state === "error" && message === EMAIL_MESSAGE ? true : undefined}
            aria-describedby={state === "error" ? `${id}-error` : undefined}
            className="min-w-0 flex-1 rounded-lg border border-white/40 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500"
          />
          <button
            type="submit"
            disabled={state === "sending"}
            className="btn bg-white text-brand-900 hover:bg-slate-100"
          >
            {state === "sending" ? "Subscribing..." : "Subscribe"}
          </button>
        </form>
      )}
      {state === "error" && (
        <p id={`${id}-error`} role="alert" className="mt-3 font-medium text-amber-200">
          {message}
        </p>
      )}
    </section>
  );
}
