import { useEffect, useRef, useState } from "react";

interface Props {
  value: number;
  prefix?: string;
  suffix?: string;
  decimals?: number;
  /** How long the count from 0 up to the value takes: 2 seconds (spec-1 §9). */
  durationMs?: number;
  className?: string;
}

export const COUNTER_DURATION_MS = 2000;

/** Ease-out cubic: fast start, gentle landing. Pure, so the curve is testable. */
export function counterValueAt(elapsedMs: number, target: number, durationMs = COUNTER_DURATION_MS, decimals = 0) {
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  const eased = 1 - (1 - t) ** 3;
  const f = 10 ** decimals;
  return Math.round(target * eased * f) / f;
}

/**
 * A number that counts up from 0 when it scrolls into view. Decoration only: screen readers read the
 * settled value once, the server renders the final value, and reduced motion skips the animation.
 */
export function AnimatedCounter({
  value,
  prefix = "",
  suffix = "",
  decimals = 0,
  durationMs = COUNTER_DURATION_MS,
  className,
}: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const el = ref.current;
    // No observer (old browser, tests) or reduced motion: keep the final value.
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    setShown(0);
    let frame = 0;
    const io = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        io.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const next = counterValueAt(now - start, value, durationMs, decimals);
          setShown(next);
          if (next !== value) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.3 },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs, decimals]);

  const final = `${prefix}${value.toFixed(decimals)}${suffix}`;
  return (
    <span className={className}>
      <span ref={ref} aria-hidden="true" className="tabular-nums" data-testid="counter">
        {prefix}
        {shown.toFixed(decimals)}
        {suffix}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
