import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSessionDraft } from "~/lib/use-session-draft";
import { clampStep, moveStep, restoreWizard, type WizardState } from "./wizard-state";

type FormShape = Record<string, string | number>;

/**
 * A wizard's step and answers, kept in sessionStorage so Back, Next and a reload never lose them.
 * Every move sends keyboard focus to the new step's heading, so screen readers announce it and
 * Tab continues from there.
 */
export function useWizard<F extends FormShape>(
  storageKey: string,
  defaults: Readonly<F>,
  lastStep: number,
  /** Starts loading the results screen; called once the visitor is past the first step. */
  preloadResults?: () => unknown,
) {
  const [state, setState] = useState<WizardState<F>>({ step: 0, values: { ...defaults }, showResults: false });
  const [moves, setMoves] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The results screen loads on demand, so its heading can mount after the move: focus it then.
  const focusPending = useRef(false);
  const headingRef = useCallback((el: HTMLHeadingElement | null) => {
    heading.current = el;
    if (el && focusPending.current) {
      focusPending.current = false;
      el.focus();
    }
  }, []);

  useSessionDraft(storageKey, state, (saved) => {
    const restored = restoreWizard(saved, defaults, lastStep);
    if (restored) setState(restored);
  });
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (state.step > 0) preloadResults?.();
  }, [state.step, preloadResults]);
  useEffect(() => {
    if (moves === 0) return;
    if (heading.current) heading.current.focus();
    else focusPending.current = true;
  }, [moves]);

  const go = useCallback((update: (s: WizardState<F>) => WizardState<F>) => {
    setState(update);
    setMoves((m) => m + 1);
  }, []);

  const actions = useMemo(
    () => ({
      setField: (name: keyof F & string, value: string | number) =>
        setState((s) => ({ ...s, values: { ...s.values, [name]: value } })),
      next: () => go((s) => ({ ...s, step: moveStep(s.step, 1, lastStep) })),
      back: () =>
        go((s) => (s.showResults ? { ...s, showResults: false } : { ...s, step: moveStep(s.step, -1, lastStep) })),
      goTo: (step: number) => go((s) => ({ ...s, step: clampStep(step, lastStep), showResults: false })),
      openResults: () => go((s) => ({ ...s, showResults: true })),
      reset: () => go(() => ({ step: 0, values: { ...defaults }, showResults: false })),
    }),
    [go, defaults, lastStep],
  );

  return { ...state, ...actions, headingRef, hydrated };
}

export type Wizard<F extends FormShape> = ReturnType<typeof useWizard<F>>;
