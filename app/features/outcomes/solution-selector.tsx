import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { SectionHeading } from "~/components/ui/section-heading";
import { TabPanel, Tabs } from "~/components/ui/tabs";
import { cn } from "~/lib/cn";
import { OUTCOME_ICONS, type OutcomeIconName } from "./outcome-icons";
import type { OutcomeSections, SolutionView } from "./outcome-view";

const ID_BASE = "solution";

interface Props {
  solutions: SolutionView<OutcomeIconName>[];
  defaultSolution: string;
  copy: OutcomeSections["solutions"];
}

const tabClass = (selected: boolean) =>
  `inline-flex items-center gap-2 rounded-xl px-5 py-3 text-sm font-semibold transition-colors ${
    selected ? "bg-brand-700 text-white shadow-md" : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
  }`;

/** The tabbed solution selector. Every panel is in the HTML (hidden unless selected), so each tab controls a real element. */
export function SolutionSelector({ solutions, defaultSolution, copy }: Props) {
  const [selected, setSelected] = useState(defaultSolution);
  const items = solutions.map((s) => {
    const Icon = OUTCOME_ICONS[s.icon];
    return {
      id: s.id,
      label: (
        <>
          <Icon aria-hidden="true" className="size-5" /> {s.title}
        </>
      ),
    };
  });
  return (
    <section aria-labelledby="solutions-heading" className="bg-slate-50 py-20">
      <div className="container-page">
        <SectionHeading id="solutions-heading" title={copy.title} subtitle={copy.subtitle} align="start" />
        <Tabs
          idBase={ID_BASE}
          label={copy.title}
          items={items}
          selected={selected}
          onSelect={setSelected}
          className="mt-10 flex flex-wrap gap-3"
          tabClassName={tabClass}
        />
        {solutions.map((s) => (
          <div key={s.id} hidden={s.id !== selected}>
            <TabPanel
              idBase={ID_BASE}
              id={s.id}
              className="mt-8 grid items-start gap-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:grid-cols-2"
            >
              <SolutionDetails solution={s} labels={copy.labels} />
            </TabPanel>
          </div>
        ))}
      </div>
    </section>
  );
}

function SolutionDetails({
  solution: s,
  labels,
}: {
  solution: SolutionView<OutcomeIconName>;
  labels: OutcomeSections["solutions"]["labels"];
}) {
  const Icon = OUTCOME_ICONS[s.icon];
  return (
    <>
      <div>
        <div className="flex items-center gap-4">
          <span
            className={cn("grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br text-white", s.color)}
          >
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="text-2xl font-bold text-slate-900">{s.title}</h3>
        </div>
        <dl className="mt-6 space-y-5">
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-brand-700">{labels.outcome}</dt>
            <dd className="mt-1 text-slate-800">{s.outcome}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-brand-700">{labels.technology}</dt>
            <dd className="mt-1 text-slate-800">{s.technology}</dd>
          </div>
          {s.roi && (
            <div className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
              <dt className="text-sm font-semibold uppercase tracking-wide text-emerald-800">{labels.roi}</dt>
              <dd className="mt-1 text-lg font-bold text-emerald-900">{s.roi}</dd>
            </div>
          )}
        </dl>
      </div>
      <div>
        <img
          src={s.image.src}
          alt={s.image.alt}
          width={s.image.width}
          height={s.image.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl shadow-md"
        />
        <h4 className="mt-8 font-semibold text-slate-900">{labels.features}</h4>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {s.features.map((f) => (
            <li key={f} className="flex gap-2 text-sm text-slate-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              {f}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
