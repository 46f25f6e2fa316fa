import type { DevServiceContent } from "~/content/service-details/types";
import { CardGrid, CounterTiles, CtaBand, type PageHeading, Section, ServiceHero } from "./parts";

/** The shared layout of the chatbots, workflow automation, document processing and generative AI pages. */
export function DevServicePage({ page, content }: { page: PageHeading; content: DevServiceContent }) {
  return (
    <>
      <ServiceHero page={page} hero={content.hero} />
      <Section title={content.features.title}>
        <CardGrid items={content.features.items} cols={4} />
      </Section>
      <Section title={content.useCases.title} tone="slate">
        <CardGrid items={content.useCases.items} cols={4} />
      </Section>
      <Section title={content.counters.title}>
        <CounterTiles items={content.counters.items} />
      </Section>
      <Section title={content.architecture.title} tone="slate">
        <CardGrid items={content.architecture.items} numbered />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}
