import { Compass, Eye, HeartHandshake, Lightbulb, Scale, Sparkles, Target, Trophy } from "lucide-react";
import { useState } from "react";
import { SectionHeading } from "~/components/ui/section-heading";
import { TabPanel, Tabs } from "~/components/ui/tabs";
import {
  type AboutTab,
  defaultTab,
  philosophy,
  philosophyIntro,
  tabs,
  tabsSection,
  values,
  valuesIntro,
  visionMission,
} from "~/content/about";

const ID_BASE = "about";

// One icon per value, in the order of content/about.ts (decoration only).
const VALUE_ICONS = [Scale, Lightbulb, HeartHandshake, Compass, Trophy];

/** Vision & Mission (default), Our Values and Philosophy as WAI-ARIA tabs. */
export function AboutTabs() {
  const [tab, setTab] = useState<AboutTab>(defaultTab);
  return (
    <section aria-labelledby="about-tabs" className="container-page py-20">
      <SectionHeading id="about-tabs" title={tabsSection.title} subtitle={tabsSection.subtitle} />
      <Tabs
        idBase={ID_BASE}
        label={tabsSection.label}
        items={tabs}
        selected={tab}
        onSelect={setTab}
        className="mt-10 flex flex-wrap justify-center gap-2"
      />
      <TabPanel idBase={ID_BASE} id={tab} className="mt-10 rounded-2xl">
        {tab === "vision" && <VisionMission />}
        {tab === "values" && <Values />}
        {tab === "philosophy" && <Philosophy />}
      </TabPanel>
    </section>
  );
}

function VisionMission() {
  const cards = [
    { ...visionMission.vision, Icon: Eye },
    { ...visionMission.mission, Icon: Target },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {cards.map(({ title, text, Icon }) => (
        <article key={title} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <span className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-2xl font-bold text-slate-900">{title}</h3>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{text}</p>
        </article>
      ))}
    </div>
  );
}

function Values() {
  return (
    <div>
      <p className="mx-auto max-w-2xl text-center text-slate-700">{valuesIntro}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {values.map(({ title, description }, i) => {
          const Icon = VALUE_ICONS[i] ?? Sparkles;
          return (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{description}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Philosophy() {
  return (
    <div>
      <p className="mx-auto max-w-2xl text-center text-slate-700">{philosophyIntro}</p>
      <ol className="mx-auto mt-8 grid max-w-5xl gap-4 md:grid-cols-2">
        {philosophy.map((statement, i) => (
          <li key={statement} className="flex gap-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <p className="text-slate-800">{statement}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
