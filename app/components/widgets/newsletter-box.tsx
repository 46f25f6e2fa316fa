import { CheckCircle2, Mail } from "lucide-react";
import { useId } from "react";
import { useLocation, useSearchParams } from "react-router";
import { NEWSLETTER_MESSAGES } from "~/content/form-messages";
import { useEmailSignup } from "~/lib/use-email-signup";

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
  const signup = useEmailSignup({ type: "newsletter", source, failure: NEWSLETTER_MESSAGES.failure });
  const { email, setEmail, error, sending, sent, onSubmit } = signup;
  // ?subscribed=1: the no-JavaScript post came back from /newsletter with the address stored.
  const done = sent !== null || params.get("subscribed") !== null;
  const message = NEWSLETTER_MESSAGES.subscribed;

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
      {done ? (
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
            aria-invalid={signup.invalid ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-w-0 flex-1 rounded-lg border border-white/40 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500"
          />
          <button type="submit" disabled={sending} className="btn bg-white text-brand-900 hover:bg-slate-100">
            {sending ? "Subscribing..." : "Subscribe"}
          </button>
        </form>
      )}
      {error && !done && (
        <p id={`${id}-error`} role="alert" className="mt-3 font-medium text-amber-200">
          {error}
        </p>
      )}
    </section>
  );
}
