import { useEffect, useState } from "react";
import { COMING_SOON_COPY } from "~/content/coming-soon";
import {
  COUNTDOWN_MS,
  type CountdownParts,
  countdownAnnouncement,
  INITIAL_PARTS,
  pad2,
  splitRemaining,
  TICK_MS,
} from "./countdown";

/**
 * Counts down to 30 days after the page loaded. The prerendered HTML cannot know that moment, so it
 * shows the full 30 days and the ticking starts after hydration; it stops when the time is up or the
 * page is left.
 */
function useCountdown(): CountdownParts {
  const [parts, setParts] = useState<CountdownParts>(INITIAL_PARTS);
  useEffect(() => {
    const deadline = Date.now() + COUNTDOWN_MS;
    const id = window.setInterval(() => {
      const left = deadline - Date.now();
      setParts(splitRemaining(left));
      if (left <= 0) window.clearInterval(id);
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  return parts;
}

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

export function CountdownTiles() {
  const parts = useCountdown();
  return (
    <section aria-labelledby="countdown-title" className="mt-10">
      <h2 id="countdown-title" className="text-sm font-semibold uppercase tracking-widest text-cyan-200">
        {COMING_SOON_COPY.countdownTitle}
      </h2>
      {/* Digits that change every second are hidden from screen readers; the status line below
          changes only when the minute does, so it is announced at most once a minute. */}
      <div aria-hidden="true" className="mt-4 grid max-w-xl grid-cols-4 gap-3 sm:gap-4">
        {UNITS.map((unit) => (
          <div key={unit} className="rounded-2xl bg-white/10 px-2 py-4 text-center ring-1 ring-white/25 backdrop-blur">
            <span
              data-testid={`countdown-${unit}`}
              className="block font-mono text-3xl font-bold tabular-nums sm:text-5xl"
            >
              {pad2(parts[unit])}
            </span>
            <span className="mt-1 block text-xs font-medium uppercase tracking-wide text-slate-200 sm:text-sm">
              {COMING_SOON_COPY.units[unit]}
            </span>
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {countdownAnnouncement(parts)}
      </p>
    </section>
  );
}
