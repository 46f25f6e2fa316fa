import { useState } from "react";
import { useLeadSubmit } from "./use-lead-form";

interface Options {
  type: "newsletter" | "launch_notify";
  /** Which box or page the sign-up came from, kept with the lead. */
  source: string;
  failure: string;
  /** What a no-JavaScript post left to show (the typed address and the server's message). */
  initialEmail?: string;
  initialError?: string;
}

/**
 * A one-field e-mail sign-up (newsletter boxes, launch notification) on top of useLeadSubmit. The server
 * answers a new and a known address alike, so `sent` only says that it was accepted.
 */
export function useEmailSignup({ type, source, failure, initialEmail = "", initialError = "" }: Options) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState(initialError);
  const [sent, setSent] = useState<"new" | null>(null);
  const { errors, sending, onSubmit } = useLeadSubmit({
    loadCheck: () => import("./email-signup-validate").then((m) => m.validateEmailSignup),
    values: { email, source },
    endpoint: "/api/leads",
    body: (form) => ({ type, form }),
    failure,
    onError: (_kind, message) => setError(message),
    onSent: () => {
      setEmail("");
      setError("");
      setSent("new");
    },
  });
  return { email, setEmail, error, invalid: Boolean(errors.email), sending, sent, onSubmit };
}
