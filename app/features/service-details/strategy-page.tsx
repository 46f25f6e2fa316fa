import { Clock } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { TabPanel, Tabs } from "~/components/ui/tabs";
import type { PublicTestimonial } from "~/content/managed-content";
import type { StrategyContent, StrategyPhase } from "~/content/service-details/types";
import { cn } from "~/lib/cn";
import { ExpandableCards } from "./disclosure-cards";
import { CheckList, CtaBand, type PageHeading, Section, ServiceHero, StatTiles, StoryCards } from "./parts";

/** /resources/ai-strategy-roadmap. */
export function StrategyPage({
  page,
  content,
  stories,
}: {
  page: PageHeading;
  content: Omit<StrategyContent, "stories"> & { stories: { title: string } };
  /** The page's approved testimonials, from the loader. */
  stories: readonly PublicTestimonial[];
}) {
  return (
    <>
      <ServiceHero page={page} hero={content.hero} />
      <Section title={content.phases.title} intro={content.phases.intro}>
        <PhasePicker phases={content.phases.items} />
      </Section>
      <Section title={content.framework.title} intro={content.framework.intro} tone="slate">
        <ExpandableCards items={content.framework.items} benefitsLabel="What it includes" />
      </Section>
      <Section title={content.stats.title}>
        <StatTiles items={content.stats.items} />
      </Section>
      {stories.length > 0 && (
        <Section title={content.stories.title} tone="slate">
          <StoryCards items={stories} />
        </Section>
      )}
      <CtaBand cta={content.cta} />
    </>
  );
}

const tabClass = (selected: boolean) =>
  `rounded-2xl p-5 text-left transition-colors ${
    selected ? "bg-brand-700 text-white shadow-lg" : "bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
  }`;

/** The four phases as tabs (the first selected), with the selected phase's details below. */
function PhasePicker({ phases }: { phases: StrategyPhase[] }) {
  const [selected, setSelected] = useState(phases[0].id);
  const phase = phases.find((p) => p.id === selected) ?? phases[0];
  const items = phases.map((p) => ({
    id: p.id,
    label: (
      <>
        <span className="block text-sm font-bold uppercase tracking-wide">{p.label}</span>
        <span className="mt-1 block text-lg font-semibold">{p.title}</span>
        <span className="mt-2 block text-sm">{p.duration}</span>
      </>
    ),
  }));
  return (
    <>
      <Tabs
        idBase="phase"
        label="Roadmap phases"
        items={items}
        selected={phase.id}
        onSelect={setSelected}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        tabClassName={tabClass}
      />
      <TabPanel
        idBase="phase"
        id={phase.id}
        className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
      >
        <div className="flex flex-wrap items-center gap-4">
          <span className={cn("rounded-lg px-3 py-1 text-sm font-bold text-white", phase.color)}>{phase.label}</span>
          <span className="inline-flex items-center gap-1.5 font-semibold text-slate-800">
            <Clock aria-hidden="true" className="size-4" />
            Duration: {phase.duration}
          </span>
        </div>
        <h3 className="mt-4 text-2xl font-bold text-slate-900">{phase.title}</h3>
        <p className="mt-3 max-w-3xl text-slate-700">{phase.description}</p>
        <h4 className="mt-6 mb-3 font-semibold text-slate-900">Deliverables</h4>
        <CheckList items={phase.deliverables} className="grid gap-2 sm:grid-cols-2" />
        <Link to={phase.action.to} className="btn-primary mt-8">
          {phase.action.label}
        </Link>
      </TabPanel>
    </>
  );
}
