import { useEffect, useRef } from "react";
import { useToast } from "~/components/widgets/toast";
import type { Result } from "~/lib/result";

/**
 * The admin's one way of answering an action (ADR 023): the fetcher's answer as a toast, once per
 * answer, then `then(result)` (closing a dialog, emptying a form). An answer without a message only
 * calls `then`.
 */
export function useResultToast<R extends Result>(fetcher: { state: string; data?: R }, then?: (result: R) => void) {
  const toast = useToast();
  // The answer already announced: a re-render (a new `then`, a revalidation) must not repeat it.
  const shown = useRef<R | undefined>(undefined);
  const after = useRef(then);
  after.current = then;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    if (result.message) toast.show(result.ok ? "success" : "error", result.message);
    after.current?.(result);
  }, [fetcher.state, fetcher.data, toast]);
}

/** The field errors of a refused answer, by field name; none for a success. */
export function fieldErrorsIn(result: Result | undefined): Record<string, string> {
  return result && !result.ok ? (result.fields ?? {}) : {};
}
