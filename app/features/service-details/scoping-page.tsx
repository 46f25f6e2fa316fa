import type { ScopingContent } from "~/content/service-details/types";
import { CARD, CardGrid, CheckList, CounterTiles, CtaBand, type PageHeading, Section, ServiceHero } from "./parts";

/** /services/consulting/scoping-roi. */
export function ScopingPage({ page, content }: { page: PageHeading; content: ScopingContent }) {
  const { sprint } = content;
  return (
    <>
      <ServiceHero page={page} hero={content.hero} />
      <Section title={content.benefits.title}>
        <CardGrid items={content.benefits.items} cols={4} />
      </Section>
      <Section title={sprint.title} intro={sprint.intro} tone="slate">
        <p className="-mt-4 mb-8 inline-flex rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
          {sprint.totalDays} business days over {sprint.steps.length} weeks
        </p>
        <ol className="grid gap-6 lg:grid-cols-3">
          {sprint.steps.map((s) => (
            <li key={s.title} className={CARD}>
              <p className="text-sm font-bold uppercase tracking-wide text-brand-700">
                {s.week} · {s.days}
              </p>
              <h3 className="mt-2 text-xl font-semibold text-slate-900">{s.title}</h3>
              <p className="mt-2 text-slate-700">{s.description}</p>
              <CheckList items={s.activities} className="mt-4 space-y-2" />
            </li>
          ))}
        </ol>
      </Section>
      <Section title={content.counters.title} intro={content.counters.intro}>
        <CounterTiles items={content.counters.items} />
      </Section>
      <Section title={content.deliverables.title} tone="slate">
        <CardGrid items={content.deliverables.items} numbered />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}
