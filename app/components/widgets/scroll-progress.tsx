import { useEffect, useRef } from "react";

/** A thin bar across the top that fills as the page scrolls. Written straight to the DOM, once a frame. */
export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const ratio = max > 0 ? Math.min(1, window.scrollY / max) : 0;
      if (bar.current) bar.current.style.transform = `scaleX(${ratio})`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first read waits for the next frame: reading scroll positions in the effect would force a
    // layout inside hydration's task (issue 37: tasks under 50 ms).
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      <div
        ref={bar}
        data-testid="scroll-progress"
        className="h-full origin-left bg-gradient-to-r from-brand-600 via-cyan-500 to-emerald-500"
        style={{ transform: "scaleX(0)" }}
      />
    </div>
  );
}
