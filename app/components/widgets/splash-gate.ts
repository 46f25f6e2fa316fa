// Shared by the inline gate script (runs before first paint) and the Splash component.
export const SPLASH_SEEN_KEY = "splash-seen";

/** Hides the splash before paint when it was already shown in this browser session. */
export const SPLASH_GATE_SCRIPT = `try{if(sessionStorage.getItem("${SPLASH_SEEN_KEY}"))document.documentElement.dataset.splash="done"}catch(e){}`;

export const SPLASH_STEP_MS = 50;
export const SPLASH_STEP_POINTS = 2;
export const SPLASH_COMPLETE_DELAY_MS = 500;
export const SPLASH_ICON_MS = 200;
/** 100 points at 2 per 50 ms is 2500 ms, plus 500 ms before completion: 3000 ms in all. */
export const SPLASH_TOTAL_MS = (100 / SPLASH_STEP_POINTS) * SPLASH_STEP_MS + SPLASH_COMPLETE_DELAY_MS;

/** What the splash shows `elapsed` ms after it started. */
export function splashFrame(elapsed: number, iconCount: number) {
  const steps = Math.floor(Math.max(0, elapsed) / SPLASH_STEP_MS);
  return {
    progress: Math.min(100, steps * SPLASH_STEP_POINTS),
    icon: Math.floor(Math.max(0, elapsed) / SPLASH_ICON_MS) % iconCount,
    done: elapsed >= SPLASH_TOTAL_MS,
  };
}
