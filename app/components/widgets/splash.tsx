import { BrainCircuit, Cloud, Cpu, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useSite } from "~/lib/public-settings";
import { SPLASH_SEEN_KEY, SPLASH_STEP_MS, splashFrame } from "./splash-gate";

const ICONS = [BrainCircuit, Cpu, Cloud, ShieldCheck];

function markSeen() {
  try {
    sessionStorage.setItem(SPLASH_SEEN_KEY, "1");
  } catch {
    // Private mode without storage: the splash simply shows again next time.
  }
  document.documentElement.dataset.splash = "done";
}

/**
 * The 3-second loading splash, once per browser session. The page is already rendered beneath it;
 * a click or Escape skips it, and screen readers never see it.
 */
export function Splash() {
  const site = useSite();
  const [state, setState] = useState<"showing" | "leaving" | "gone">("showing");
  const [frame, setFrame] = useState({ progress: 0, icon: 0 });

  useEffect(() => {
    if (document.documentElement.dataset.splash === "done") {
      setState("gone");
      return;
    }
    const start = performance.now();
    const timer = window.setInterval(() => {
      const f = splashFrame(performance.now() - start, ICONS.length);
      setFrame({ progress: f.progress, icon: f.icon });
      if (f.done) setState((s) => (s === "showing" ? "leaving" : s));
    }, SPLASH_STEP_MS);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setState((s) => (s === "showing" ? "leaving" : s));
    };
    document.addEventListener("keydown", onKey);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  useEffect(() => {
    if (state !== "leaving") return;
    markSeen();
    const t = window.setTimeout(() => setState("gone"), 300);
    return () => window.clearTimeout(t);
  }, [state]);

  if (state === "gone") return null;
  const Icon = ICONS[frame.icon];
  return (
    // A purely visual overlay: a click or Escape (document listener) dismisses it.
    <div
      className="splash fixed inset-0 z-[100] flex cursor-pointer flex-col items-center justify-center bg-ink text-white"
      data-state={state}
      data-testid="splash"
      aria-hidden="true"
      onClick={() => setState("leaving")}
    >
      <div className="grid size-20 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-cyan-600 shadow-lg">
        <Icon className="size-10" />
      </div>
      <p className="mt-6 text-2xl font-bold tracking-tight">{site.brandName}</p>
      <p className="mt-1 text-sm text-slate-300">AI & IT services that deliver results</p>
      <div className="mt-8 h-1.5 w-64 overflow-hidden rounded-full bg-white/15">
        <div
          className="h-full origin-left rounded-full bg-gradient-to-r from-cyan-400 to-brand-500"
          style={{ transform: `scaleX(${frame.progress / 100})` }}
        />
      </div>
      <p className="mt-3 font-mono text-sm tabular-nums text-slate-300">{frame.progress}%</p>
      <p className="absolute bottom-8 text-xs text-slate-400">Click or press Esc to skip</p>
    </div>
  );
}
