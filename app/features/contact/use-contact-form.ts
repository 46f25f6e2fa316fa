import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useToast } from "~/components/widgets/toast";
import { SENT_LABEL_MS, SERVICE_OPTIONS } from "~/content/contact";
import { CONTACT_MESSAGES } from "~/content/form-messages";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { useLeadSubmit } from "~/lib/use-lead-form";
import { clearSessionDraft, useSessionDraft } from "~/lib/use-session-draft";
import { type ContactForm, EMPTY_CONTACT_FORM } from "./contact-fields";

/** Starts loading the shared schema; called on first focus so submitting never waits for it. */
export const loadContactValidator = () => import("./contact-validate");

export type ContactStatus = "idle" | "submitting" | "sent";

const DRAFT_KEY = "contact-draft";

/** Values from links such as /contact?service=AI%20Integration&message=… (pricing plans, service pages). */
function prefillFrom(params: URLSearchParams): Partial<ContactForm> {
  const prefill: Partial<ContactForm> = {};
  const service = params.get("service");
  if (service && (SERVICE_OPTIONS as readonly string[]).includes(service))
    prefill.service = service as ContactForm["service"];
  const message = params.get("message");
  if (message) prefill.message = message.slice(0, 500);
  return prefill;
}

/**
 * The contact form's states: idle → submitting → sent (3 s) → cleared and idle. Validation uses the
 * same schema as the server; the request is real and its failure is reported, never hidden.
 */
export function useContactForm(initial: ContactForm = EMPTY_CONTACT_FORM) {
  const { show } = useToast();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<ContactForm>(initial);
  const [sent, setSent] = useState(false);
  const sentTimer = useRef<number | undefined>(undefined);

  useSessionDraft(DRAFT_KEY, values, (saved) => setValues((v) => ({ ...v, ...saved })));
  // A link's ?service=…&message=… wins over a saved draft, on first visits and in-app navigation alike.
  useEffect(() => {
    const prefill = prefillFrom(searchParams);
    if (Object.keys(prefill).length) setValues((v) => ({ ...v, ...prefill }));
  }, [searchParams]);
  useEffect(() => () => window.clearTimeout(sentTimer.current), []);

  const { errors, clearError, sending, onSubmit } = useLeadSubmit({
    loadCheck: () => loadContactValidator().then((m) => m.validateContact),
    values,
    endpoint: "/api/leads",
    body: (form, honeypot) => ({ type: "contact", form: { ...form, [HONEYPOT_FIELD]: honeypot } }),
    failure: CONTACT_MESSAGES.failure,
    onError: (_kind, message) => show("error", message),
    onSent: () => {
      setSent(true);
      show("success", CONTACT_MESSAGES.success);
      clearSessionDraft(DRAFT_KEY);
      sentTimer.current = window.setTimeout(() => {
        setValues(EMPTY_CONTACT_FORM);
        setSent(false);
        clearSessionDraft(DRAFT_KEY);
      }, SENT_LABEL_MS);
    },
    blocked: sent,
  });
  const status: ContactStatus = sent ? "sent" : sending ? "submitting" : "idle";

  const setField = useCallback(
    (name: keyof ContactForm, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  return { values, errors, status, setField, onSubmit };
}
