import { ChevronDown, Clock } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { BenefitCard, ServiceStep } from "~/content/service-details/types";
import { cn } from "~/lib/cn";
import { CARD, CheckList } from "./parts";
import { toggleOpen } from "./toggle";

interface DisclosureProps {
  panelId: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  /** Shown above the title, outside the button (e.g. the step number). */
  eyebrow?: ReactNode;
  /** Always visible under the title. */
  summary: ReactNode;
  children: ReactNode;
}

/** A card whose title is a disclosure button; the details below it show only while open. */
function DisclosureCard({ panelId, title, open, onToggle, eyebrow, summary, children }: DisclosureProps) {
  return (
    <li className={cn(CARD, open && "ring-2 ring-brand-600")}>
      {eyebrow}
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-lg text-left text-lg font-semibold text-slate-900 hover:text-brand-700"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={cn("size-5 shrink-0 text-slate-600 transition-transform", open && "rotate-180")}
          />
        </button>
      </h3>
      <div className="mt-2 text-slate-700">{summary}</div>
      <div id={panelId} hidden={!open} className="mt-4 border-t border-slate-200 pt-4">
        {children}
      </div>
    </li>
  );
}

/** Framework or audit cards: one open at a time; a second click closes it. */
export function ExpandableCards({ items, benefitsLabel }: { items: BenefitCard[]; benefitsLabel: string }) {
  const base = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ul className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <DisclosureCard
          key={item.title}
          panelId={`${base}-${i}`}
          title={item.title}
          open={open === i}
          onToggle={() => setOpen((o) => toggleOpen(o, i))}
          summary={<p>{item.description}</p>}
        >
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700">{benefitsLabel}</p>
          <CheckList items={item.benefits} />
        </DisclosureCard>
      ))}
    </ul>
  );
}

/** The Assess, Strategy, Build and Scale cards: one expanded at a time. */
export function StepCards({ steps }: { steps: ServiceStep[] }) {
  const base = useId();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ol className="grid items-start gap-6 md:grid-cols-2">
      {steps.map((s) => (
        <DisclosureCard
          key={s.step}
          panelId={`${base}-${s.step}`}
          title={s.title}
          open={open === s.step}
          onToggle={() => setOpen((o) => toggleOpen(o, s.step))}
          eyebrow={
            <div className="mb-3 flex items-center justify-between gap-4">
              <span className="rounded-lg bg-brand-700 px-2.5 py-1 text-sm font-bold text-white">
                <span className="sr-only">Step </span>
                {s.step}
              </span>
              <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700">
                <Clock aria-hidden="true" className="size-4" />
                <span className="sr-only">Duration: </span>
                {s.duration}
              </span>
            </div>
          }
          summary={<p>{s.desc}</p>}
        >
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700">What happens</p>
          <CheckList items={s.features} />
          <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-slate-800">
            <span className="font-semibold">Outcome: </span>
            {s.outcome}
          </p>
        </DisclosureCard>
      ))}
    </ol>
  );
}
