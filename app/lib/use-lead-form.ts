// One way to send a form from the browser: check it with the schema the server uses, POST JSON to our
// API, sort the answer. The contact, Get Started and report forms use it; so should the next ones
// (chat lead capture, admin forms): see "Adding a lead form" in docs/development.md.
import { type FormEvent, useCallback, useRef, useState } from "react";
import { type FormErrors, HONEYPOT_FIELD } from "./form-rules";
import { visitAttribution } from "./visit-attribution";

export type FieldErrors = Record<string, string>;
export type Checked<T> = { ok: true; data: T } | { ok: false; error: FormErrors };

/** Field errors that clear one by one as the visitor edits each field. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clearError = useCallback((name: string) => {
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _removed, ...rest } = e;
      return rest;
    });
  }, []);
  return { errors, setErrors, clearError };
}

/**
 * A submit handler that keeps the browser's own submit for visitors without JavaScript only, and
 * ignores a second submit while a send is under way (a double click sends one lead).
 */
export function useSubmitOnce(send: (form: HTMLFormElement) => Promise<void>, blocked = false) {
  const inFlight = useRef(false);
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked || inFlight.current) return;
    inFlight.current = true;
    try {
      await send(event.currentTarget);
    } finally {
      inFlight.current = false;
    }
  };
}

/** Moves keyboard focus to the first field the errors name, so the visitor lands where to fix. */
export function focusFirstInvalid(form: HTMLFormElement, fields: FieldErrors) {
  const first = Object.keys(fields)[0];
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/** The hidden trap field as the browser filled it (people leave it empty; many bots do not). */
export function honeypotOf(form: HTMLFormElement) {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}

/** A refusal the form handles itself (a booked slot's 409 or 429): the server's message and whole body. */
export type Refused = { kind: "refused"; status: number; message: string; body: unknown };

export type PostResult =
  | { kind: "ok"; status: number; body: unknown }
  | { kind: "invalid"; message: string; fields: FieldErrors }
  | Refused
  | { kind: "failed" };

/**
 * POSTs JSON to our API and sorts the answer: 2xx is "ok", 400 is "invalid" with the server's message
 * and field errors, a status in `refusals` with a message is "refused", anything else (or no answer) is
 * "failed". Never throws.
 */
export async function postJson(url: string, payload: unknown, refusals: readonly number[] = []): Promise<PostResult> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    if (refusals.includes(res.status)) {
      const body = (await res.json().catch(() => null)) as { error?: { message?: unknown } } | null;
      const message = body?.error?.message;
      if (typeof message === "string") return { kind: "refused", status: res.status, message, body };
      return { kind: "failed" };
    }
    if (res.status === 400) {
      const body = (await res.json()) as { error: { message: string; fields?: FieldErrors } };
      return { kind: "invalid", message: body.error.message, fields: body.error.fields ?? {} };
    }
    if (!res.ok) return { kind: "failed" };
    return { kind: "ok", status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return { kind: "failed" };
  }
}

export interface LeadSubmitOptions<T> {
  /** Loads the form's check (the server's zod schema) on demand: zod stays out of the page's first load. */
  loadCheck: () => Promise<(values: unknown) => Checked<T>>;
  /** The values as the visitor typed them. */
  values: unknown;
  /** Our API endpoint, e.g. "/api/leads". */
  endpoint: string;
  /** The JSON body for checked values; `honeypot` is the trap field's value, to send as the server expects. */
  body: (data: T, honeypot: string) => unknown;
  /** The message when the server cannot be reached or fails; everything typed is kept. */
  failure: string;
  /** Shows a problem: the check's or the server's summary ("invalid"), or `failure` ("failed"). */
  onError: (kind: "invalid" | "failed", message: string) => void;
  /** The server accepted the request (2xx); `answer` is its JSON body. */
  onSent: (answer: unknown, status: number) => void;
  /** No submit while true (e.g. while a "sent" label shows). */
  blocked?: boolean;
  /** Statuses the form answers itself (Get Started: a refused slot, 409, and the booking limits, 429). */
  refused?: { statuses: readonly number[]; on: (refusal: Refused) => void };
}

/**
 * The whole send of a lead form: one at a time, checked in the browser with the server's schema (field
 * errors set, focus on the first one), then POSTed with the honeypot, the server's 400 shown the same way.
 */
export function useLeadSubmit<T>(options: LeadSubmitOptions<T>) {
  const { errors, setErrors, clearError } = useFieldErrors();
  const [sending, setSending] = useState(false);
  const { loadCheck, values, endpoint, body, failure, onError, onSent, blocked = false, refused } = options;

  const send = async (form: HTMLFormElement) => {
    let check: (values: unknown) => Checked<T>;
    try {
      check = await loadCheck();
    } catch {
      onError("failed", failure);
      return;
    }
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.error.fields);
      onError("invalid", checked.error.message);
      focusFirstInvalid(form, checked.error.fields);
      return;
    }
    setSending(true);
    // Every lead says where it came from (the server checks it apart and never refuses a lead for it).
    const payload = { ...(body(checked.data, honeypotOf(form)) as object), attribution: visitAttribution() };
    const result = await postJson(endpoint, payload, refused?.statuses);
    setSending(false);
    if (result.kind === "refused") {
      refused?.on(result);
    } else if (result.kind === "invalid") {
      setErrors(result.fields);
      onError("invalid", result.message);
      focusFirstInvalid(form, result.fields);
    } else if (result.kind === "failed") {
      onError("failed", failure);
    } else {
      setErrors({});
      onSent(result.body, result.status);
    }
  };

  const onSubmit = useSubmitOnce(send, blocked || sending);
  return { errors, clearError, sending, onSubmit };
}
