/** How long one step of background work on the visitors' thread should hold it (docs/decisions/056). */
export const STEP_TARGET_MS = 4;

/**
 * The rows for the next step after one of `size` rows took `ms`: halved past the target, doubled well
 * under it (a quarter), else kept; within [min, max]. A slow disk or a loaded machine gets smaller steps,
 * an idle one fewer statements.
 */
export function nextStepSize(size: number, ms: number, { min = 20, max = 2000, targetMs = STEP_TARGET_MS } = {}) {
  if (ms > targetMs) return Math.max(min, Math.floor(size / 2));
  if (ms < targetMs / 4) return Math.min(max, size * 2);
  return size;
}
