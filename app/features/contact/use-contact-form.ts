import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useToast } from "~/components/widgets/toast";
import { CONTACT_MESSAGES, SENT_LABEL_MS } from "~/content/contact";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { clearSessionDraft, useSessionDraft } from "~/lib/use-session-draft";
import { type ContactForm, EMPTY_CONTACT_FORM, SERVICE_OPTIONS } from "./contact-fields";

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<ContactStatus>("idle");
  const sentTimer = useRef<number | undefined>(undefined);

  useSessionDraft(DRAFT_KEY, values, (saved) => setValues((v) => ({ ...v, ...saved })));
  // A link's ?service=…&message=… wins over a saved draft, on first visits and in-app navigation alike.
  useEffect(() => {
    const prefill = prefillFrom(searchParams);
    if (Object.keys(prefill).length) setValues((v) => ({ ...v, ...prefill }));
  }, [searchParams]);
  useEffect(() => () => window.clearTimeout(sentTimer.current), []);

  const setField = useCallback((name: keyof ContactForm, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _removed, ...rest } = e;
      return rest;
    });
  }, []);

  const inFlight = useRef(false);

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
      form.querySelector<HTMLElement>(`[name="${Object.keys(parsed.error.fields)[0]}"]`)?.focus();
      return;
    }
    setStatus("submitting");
    const honeypot = new FormData(form).get(HONEYPOT_FIELD) ?? "";
    try {
      const res = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ type: "contact", form: { ...parsed.data, [HONEYPOT_FIELD]: honeypot } }),
      });
      if (res.status === 400) {
        const body = (await res.json()) as { error: { message: string; fields?: Record<string, string> } };
        setErrors(body.error.fields ?? {});
        show("error", body.error.message);
        setStatus("idle");
        return;
      }
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      setStatus("sent");
      show("success", CONTACT_MESSAGES.success);
      clearSessionDraft(DRAFT_KEY);
      sentTimer.current = window.setTimeout(() => {
        setValues(EMPTY_CONTACT_FORM);
        setErrors({});
        setStatus("idle");
        clearSessionDraft(DRAFT_KEY);
      }, SENT_LABEL_MS);
    } catch {
      // Unreachable or failing server: keep everything the visitor typed.
      show("error", CONTACT_MESSAGES.failure);
      setStatus("idle");
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== "idle" || inFlight.current) return;
    inFlight.current = true;
    try {
      await send(event.currentTarget);
    } finally {
      inFlight.current = false;
    }
  };

  return { values, errors, status, setField, onSubmit };
}
