import type { FormEvent, ReactNode } from "react";
import { cn } from "~/lib/cn";

interface Props {
  /** Where the form posts without JavaScript (the route's action). */
  action: string;
  /** The heading's id, which names the form. */
  titleId: string;
  title: string;
  intro: ReactNode;
  /** Once React runs, our own checks replace the browser's (with messages in the page's words). */
  hydrated: boolean;
  /** The route action's message after a plain POST was refused; shown until React takes over. */
  serverError?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** E.g. start loading the form's schema on first focus, so submitting never waits for it. */
  onFocus?: () => void;
  className?: string;
  children: ReactNode;
}

/** The frame every lead form shares: a real POST form with its heading, intro and no-JavaScript error. */
export function LeadFormFrame({
  action,
  titleId,
  title,
  intro,
  hydrated,
  serverError,
  onSubmit,
  onFocus,
  className,
  children,
}: Props) {
  return (
    <form
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={onFocus}
      aria-labelledby={titleId}
      className={cn("relative", className)}
    >
      <div>
        <h2 id={titleId} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{intro}</p>
      </div>
      {serverError && !hydrated && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {serverError}
        </p>
      )}
      {children}
    </form>
  );
}
