import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useToast } from "~/components/widgets/toast";
import { CONTACT_MESSAGES, SENT_LABEL_MS } from "~/content/contact";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { focusFirstInvalid, honeypotOf, postJson, useFieldErrors, useSubmitOnce } from "~/lib/use-lead-form";
import { clearSessionDraft, useSessionDraft } from "~/lib/use-session-draft";
import { SERVICE_OPTIONS } from "~/content/contact";
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
  const { errors, setErrors, clearError } = useFieldErrors();
  const [status, setStatus] = useState<ContactStatus>("idle");
  const sentTimer = useRef<number | undefined>(undefined);

  useSessionDraft(DRAFT_KEY, values, (saved) => setValues((v) => ({ ...v, ...saved })));
  // A link's ?service=…&message=… wins over a saved draft, on first visits and in-app navigation alike.
  useEffect(() => {
    const prefill = prefillFrom(searchParams);
    if (Object.keys(prefill).length) setValues((v) => ({ ...v, ...prefill }));
  }, [searchParams]);
  useEffect(() => () => window.clearTimeout(sentTimer.current), []);

  const setField = useCallback(
    (name: keyof ContactForm, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  const send = async (form: HTMLFormElement) => {
    let check: Awaited<ReturnType<typeof loadContactValidator>>["validateContact"];
    try {
      check = (await loadContactValidator()).validateContact;
    } catch {
      show("error", CONTACT_MESSAGES.failure);
      return;
    }
    const parsed = check(values);
    if (!parsed.ok) {
      setErrors(parsed.error.fields);
      show("error", parsed.error.message);
      focusFirstInvalid(form, parsed.error.fields);
      return;
    }
    setStatus("submitting");
    const result = await postJson("/api/leads", {
      type: "contact",
      form: { ...parsed.data, [HONEYPOT_FIELD]: honeypotOf(form) },
    });
    if (result.kind === "invalid") {
      setErrors(result.fields);
      show("error", result.message);
      setStatus("idle");
      return;
    }
    if (result.kind === "failed") {
      // Unreachable or failing server: keep everything the visitor typed.
      show("error", CONTACT_MESSAGES.failure);
      setStatus("idle");
      return;
    }
    setStatus("sent");
    show("success", CONTACT_MESSAGES.success);
    clearSessionDraft(DRAFT_KEY);
    sentTimer.current = window.setTimeout(() => {
      setValues(EMPTY_CONTACT_FORM);
      setErrors({});
      setStatus("idle");
      clearSessionDraft(DRAFT_KEY);
    }, SENT_LABEL_MS);
  };

  const onSubmit = useSubmitOnce(send, status !== "idle");

  return { values, errors, status, setField, onSubmit };
}
