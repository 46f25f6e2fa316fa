import type { TrainingContent } from "~/content/service-details/types";
import { CARD, CheckList, CtaBand, type PageHeading, Section, ServiceHero } from "./parts";

const FACTS: { key: keyof TrainingContent["facts"]; label: string }[] = [
  { key: "audience", label: "Who it is for" },
  { key: "format", label: "Format" },
  { key: "duration", label: "Duration" },
  { key: "groupSize", label: "Group size" },
];

/** The shared page of the four training tracks; the route picks the track by path. */
export function TrainingPage({ page, content }: { page: PageHeading; content: TrainingContent }) {
  const { curriculum } = content;
  return (
    <>
      <ServiceHero page={page} hero={content.hero} />
      <Section title="Course at a glance">
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FACTS.map((f) => (
            <div key={f.key} className={CARD}>
              <dt className="text-sm font-bold uppercase tracking-wide text-brand-700">{f.label}</dt>
              <dd className="mt-2 text-slate-800">{content.facts[f.key]}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={curriculum.title} intro={curriculum.intro} tone="slate">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {curriculum.modules.map((m, i) => (
            <li key={m.title} className={CARD}>
              <p className="text-sm font-bold uppercase tracking-wide text-brand-700">
                Module {i + 1} · {m.hours} hours
              </p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{m.title}</h3>
              <CheckList items={m.topics} className="mt-3 space-y-2" />
            </li>
          ))}
        </ol>
      </Section>
      <Section title={content.outcomes.title}>
        <CheckList items={content.outcomes.items} className="grid gap-3 md:grid-cols-2" />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}
