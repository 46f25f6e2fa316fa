/** Share of the delay added or taken away at random, so rows that failed together do not retry together. */
export const JITTER = 0.2;

/**
 * Milliseconds to wait after the `attempts`-th failed attempt (1-based): the schedule's value for that
 * attempt (the last value repeats), scaled by a random factor in [1 - JITTER, 1 + JITTER).
 */
export function retryDelayMs(attempts: number, scheduleSeconds: readonly number[], random = Math.random): number {
  const base = scheduleSeconds[Math.min(Math.max(attempts, 1), scheduleSeconds.length) - 1] * 1000;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
