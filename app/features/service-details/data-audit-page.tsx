import type { DataAuditContent } from "~/content/service-details/types";
import { ExpandableCards } from "./disclosure-cards";
import { CtaBand, type PageHeading, Section, ServiceHero, StatTiles, StoryCards } from "./parts";

/** /services/consulting/data-audit. */
export function DataAuditPage({ page, content }: { page: PageHeading; content: DataAuditContent }) {
  return (
    <>
      <ServiceHero page={page} hero={content.hero} />
      <Section title={content.services.title} intro={content.services.intro}>
        <ExpandableCards items={content.services.items} benefitsLabel="You receive" />
      </Section>
      <Section title={content.stats.title} tone="slate">
        <StatTiles items={content.stats.items} />
      </Section>
      <Section title={content.stories.title}>
        <StoryCards items={content.stories.items} />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}
