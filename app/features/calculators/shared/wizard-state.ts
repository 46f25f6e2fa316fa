/** Step arithmetic and the saved-draft check for the three wizards. Pure, so it is unit-tested. */

/** Keeps a step inside 0..last: Back never goes below 0, Next never past the last step. */
export function clampStep(step: number, last: number): number {
  if (!Number.isFinite(step)) return 0;
  return Math.min(last, Math.max(0, Math.trunc(step)));
}

/** Back is -1, Next is +1, never leaving 0..last. */
export function moveStep(step: number, delta: number, last: number): number {
  return clampStep(step + delta, last);
}

export interface WizardState<F> {
  step: number;
  values: F;
  /** ROI only: its results follow step 6 rather than being a step of their own. */
  showResults: boolean;
}

type FormShape = Record<string, string | number>;

/**
 * Reads what sessionStorage held for a wizard. Only known fields with text or number values are kept,
 * so an old or tampered draft cannot break the page; anything unusable returns null.
 */
export function restoreWizard<F extends FormShape>(saved: unknown, defaults: F, last: number): WizardState<F> | null {
  if (!saved || typeof saved !== "object") return null;
  const { step, values, showResults } = saved as Record<string, unknown>;
  const restored = { ...defaults } as Record<string, string | number>;
  if (values && typeof values === "object") {
    for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
      if (!Object.hasOwn(defaults, key)) continue;
      if (typeof value === "string" && value.length <= 40) restored[key] = value;
      else if (typeof value === "number" && Number.isFinite(value)) restored[key] = value;
    }
  }
  return {
    step: typeof step === "number" ? clampStep(step, last) : 0,
    values: restored as F,
    showResults: showResults === true,
  };
}
