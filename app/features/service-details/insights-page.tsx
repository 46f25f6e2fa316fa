import type { InsightsContent } from "~/content/service-details/types";
import { CARD, CardGrid, CheckList, CounterTiles, CtaBand, type PageHeading, Section, ServiceHero } from "./parts";

/** /services/consulting/future-market-insights. */
export function InsightsPage({ page, content }: { page: PageHeading; content: InsightsContent }) {
  return (
    <>
      <ServiceHero page={page} hero={content.hero} />
      <Section title={content.benefits.title}>
        <CardGrid items={content.benefits.items} cols={4} />
      </Section>
      <Section title={content.modules.title} intro={content.modules.intro} tone="slate">
        <ul className="grid gap-6 md:grid-cols-2">
          {content.modules.items.map((m, i) => (
            <li key={m.title} className={CARD}>
              <p className="text-sm font-bold uppercase tracking-wide text-brand-700">Module {i + 1}</p>
              <h3 className="mt-1 text-xl font-semibold text-slate-900">{m.title}</h3>
              <p className="mt-2 text-slate-700">{m.description}</p>
              <CheckList items={m.topics} className="mt-4 space-y-2" />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={content.counters.title}>
        <CounterTiles items={content.counters.items} />
      </Section>
      <Section title={content.deliverables.title} tone="slate">
        <CardGrid items={content.deliverables.items} numbered />
      </Section>
      <CtaBand cta={content.cta} extra={content.cta.tertiary} />
    </>
  );
}
