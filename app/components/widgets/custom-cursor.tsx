import { useEffect, useRef } from "react";

/**
 * A soft ring that trails the pointer. It adds to the system cursor and never hides it, so nothing is
 * lost if this never runs. Rendered by `CursorGate` (site shell) for fine pointers without reduced
 * motion only, and loaded on demand: touch devices never download it.
 */
export function CustomCursor() {
  const ring = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    let x = -100;
    let y = -100;
    let hovering = false;
    const paint = () => {
      frame = 0;
      const el = ring.current;
      if (!el) return;
      el.style.transform = `translate3d(${x - 16}px, ${y - 16}px, 0) scale(${hovering ? 1.6 : 1})`;
      el.style.opacity = "1";
    };
    const onMove = (e: PointerEvent) => {
      x = e.clientX;
      y = e.clientY;
      hovering = !!(e.target as Element | null)?.closest?.("a, button, [role=button], input, select, textarea, label");
      if (!frame) frame = requestAnimationFrame(paint);
    };
    const onLeave = () => {
      if (ring.current) ring.current.style.opacity = "0";
    };
    window.addEventListener("pointermove", onMove, { passive: true });
    document.documentElement.addEventListener("pointerleave", onLeave);
    return () => {
      window.removeEventListener("pointermove", onMove);
      document.documentElement.removeEventListener("pointerleave", onLeave);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div
      ref={ring}
      aria-hidden="true"
      data-testid="custom-cursor"
      className="pointer-events-none fixed left-0 top-0 z-[90] size-8 rounded-full border-2 border-brand-500/70 opacity-0 transition-[transform,opacity] duration-150 ease-out"
    />
  );
}
