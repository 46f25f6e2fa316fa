import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import { formTexts } from "~/lib/form-data";
import { type FieldErrors, fieldErrorsOf, type Result } from "~/lib/result";

/**
 * An admin modal form checked twice: the shared zod schema before sending (each problem named, the
 * first wrong field focused), the server after (its field errors shown and the first focused, any other
 * refusal as a toast). A save calls onSaved with the server's message.
 */
export function useCheckedForm<R extends Result>({
  schema,
  fields,
  onSaved,
  savedMessage,
}: {
  schema: z.ZodType;
  /** The form's field names in screen order: the first wrong one gets focus. */
  fields: readonly string[];
  onSaved: (message: string) => void;
  /** Said when the server's answer has no message of its own. */
  savedMessage: string;
}) {
  const fetcher = useFetcher<R>();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  const errors: FieldErrors = { ...(result && !result.ok ? (result.fields ?? {}) : {}), ...clientErrors };

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) onSaved(result.message ?? savedMessage);
  }, [fetcher.state, result, onSaved, savedMessage]);
  // A refusal that names no field (a clash, a missing record) is a toast like every other answer;
  // a success is announced by onSaved.
  const refusal = { state: fetcher.state, data: result && !result.ok && !result.fields ? result : undefined };
  useResultToast(refusal);

  // After a refused save, focus the first field the server named.
  useEffect(() => {
    const named = result && !result.ok ? result.fields : undefined;
    const first = named && fields.find((f) => named[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [result, fields]);

  function check(e: FormEvent<HTMLFormElement>) {
    const form = new FormData(e.currentTarget);
    const parsed = schema.safeParse(formTexts(form, fields));
    if (parsed.success) return setClientErrors({});
    e.preventDefault();
    const found = fieldErrorsOf(parsed.error);
    setClientErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return { fetcher, formRef, result, errors, check };
}
