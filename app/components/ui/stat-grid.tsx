import type { Statistic } from "~/content/types";
import { cn } from "~/lib/cn";
import { AnimatedCounter } from "./animated-counter";

const TONES = {
  /** On a dark brand background. */
  dark: { label: "text-slate-100", icon: "text-cyan-200", value: "text-4xl font-bold sm:text-5xl" },
  /** On a light background. */
  light: { label: "text-slate-700", icon: "text-brand-700", value: "text-4xl font-bold text-brand-800" },
} as const;

/** Four statistics as a description list: the label is the term, the icon and counter its value. */
export function StatGrid({
  stats,
  tone,
  className = "",
}: {
  stats: readonly Statistic[];
  tone: keyof typeof TONES;
  className?: string;
}) {
  const t = TONES[tone];
  return (
    <dl className={cn("grid grid-cols-2 gap-8 md:grid-cols-4", className)}>
      {stats.map(({ number, suffix, label, icon: Icon }) => (
        <div key={label} className="flex flex-col items-center text-center">
          <dt className={cn("mt-2 text-sm font-medium", t.label)}>{label}</dt>
          <dd className="order-first flex flex-col items-center gap-3">
            <Icon aria-hidden="true" className={cn("size-7", t.icon)} />
            <AnimatedCounter value={number} suffix={suffix} className={t.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
