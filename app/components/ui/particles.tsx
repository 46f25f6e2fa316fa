import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

interface Props {
  /** How many particles drift behind the hero: 100 on some heroes, 150 on others (spec-1 §9). */
  count: number;
  className?: string;
}

/**
 * Drifting dots behind a hero. Pure decoration: hidden from screen readers, not started under reduced
 * motion, paused while off screen or while the tab is hidden, and started only once the page has settled.
 */
export function Particles({ count, className = "" }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext("2d");
    if (!el || !ctx || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let visible = false;
    let width = 0;
    let height = 0;
    const dots = Array.from({ length: count }, () => ({
      x: Math.random(),
      y: Math.random(),
      vx: (Math.random() - 0.5) * 0.0006,
      vy: (Math.random() - 0.5) * 0.0006,
      r: 0.6 + Math.random() * 1.6,
    }));
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = el.clientWidth;
      height = el.clientHeight;
      el.width = width * ratio;
      el.height = height * ratio;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    const draw = () => {
      ctx.clearRect(0, 0, width, height);
      ctx.fillStyle = "rgba(165, 243, 252, 0.55)";
      for (const d of dots) {
        d.x = (d.x + d.vx + 1) % 1;
        d.y = (d.y + d.vy + 1) % 1;
        ctx.beginPath();
        ctx.arc(d.x * width, d.y * height, d.r, 0, Math.PI * 2);
        ctx.fill();
      }
      frame = requestAnimationFrame(draw);
    };
    const sync = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      if (visible && !document.hidden) frame = requestAnimationFrame(draw);
    };
    const io = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      sync();
    });
    const start = () => {
      resize();
      io.observe(el);
    };
    // Start after the page has settled, so the animation never competes with hydration.
    const idle = window.setTimeout(start, 300);
    window.addEventListener("resize", resize);
    document.addEventListener("visibilitychange", sync);
    return () => {
      window.clearTimeout(idle);
      io.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", resize);
      document.removeEventListener("visibilitychange", sync);
    };
  }, [count]);

  return (
    <div aria-hidden="true" className={cn("pointer-events-none absolute inset-0", className)}>
      <canvas ref={canvas} data-testid="particles" data-count={count} className="h-full w-full" />
    </div>
  );
}
