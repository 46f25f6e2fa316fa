import { useEffect, useRef } from "react";

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

/** What the counter shows at `n`: "500+", "$3.5M". */
function counterText(n: number, prefix: string, suffix: string, decimals: number) {
  return `${prefix}${n.toFixed(decimals)}${suffix}`;
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

  // The moving digits are written straight into the span: a React render for each of ~120 frames,
  // and one for every counter as the page hydrates, cost far more than setting a text node.
  useEffect(() => {
    const el = ref.current;
    // No observer (old browser, tests) or reduced motion: keep the final value.
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    // The span's one text node stays React's: only its value changes.
    const setShown = (n: number) => {
      if (el.firstChild) el.firstChild.nodeValue = counterText(n, prefix, suffix, decimals);
    };
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
      setShown(value);
    };
  }, [value, durationMs, decimals, prefix, suffix]);

  const final = counterText(value, prefix, suffix, decimals);
  return (
    <span className={className}>
      <span ref={ref} aria-hidden="true" className="tabular-nums" data-testid="counter">
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
