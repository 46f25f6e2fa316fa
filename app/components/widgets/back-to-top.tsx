import { ArrowUp } from "lucide-react";
import { useScrolledPast } from "~/lib/use-scroll-y";

export const BACK_TO_TOP_THRESHOLD_PX = 300;

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
        // Keyboard users continue from the top of the page, not from the button.
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="fixed bottom-24 right-7 z-40 grid size-11 place-items-center rounded-full bg-white text-brand-700 shadow-lg ring-1 ring-slate-200 hover:bg-brand-50"
      aria-label="Back to top"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
