// What the contact, Get Started and report forms share: field errors, one send at a time, the
// honeypot, and one way to read our API's answers.
import { type FormEvent, useCallback, useRef, useState } from "react";
import { HONEYPOT_FIELD } from "./form-rules";

export type FieldErrors = Record<string, string>;

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
  return new FormData(form).get(HONEYPOT_FIELD) ?? "";
}

export type PostResult =
  | { kind: "ok"; status: number; body: unknown }
  | { kind: "invalid"; message: string; fields: FieldErrors }
  | { kind: "failed" };

/**
 * POSTs JSON to our API and sorts the answer: 2xx is "ok", 400 is "invalid" with the server's message
 * and field errors, anything else (or no answer) is "failed". Never throws.
 */
export async function postJson(url: string, payload: unknown): Promise<PostResult> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
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
