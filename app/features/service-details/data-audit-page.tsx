import type { PublicTestimonial } from "~/content/managed-content";
import type { DataAuditContent } from "~/content/service-details/types";
import { ExpandableCards } from "./disclosure-cards";
import { CtaBand, type PageHeading, Section, ServiceHero, StatTiles, StoryCards } from "./parts";

/** /services/consulting/data-audit. */
export function DataAuditPage({
  page,
  content,
  stories,
}: {
  page: PageHeading;
  content: Omit<DataAuditContent, "stories"> & { stories: { title: string } };
  /** The page's approved testimonials, from the loader. */
  stories: readonly PublicTestimonial[];
}) {
  return (
    <>
      <ServiceHero page={page} hero={content.hero} />
      <Section title={content.services.title} intro={content.services.intro}>
        <ExpandableCards items={content.services.items} benefitsLabel="You receive" />
      </Section>
      <Section title={content.stats.title} tone="slate">
        <StatTiles items={content.stats.items} />
      </Section>
      {stories.length > 0 && (
        <Section title={content.stories.title}>
          <StoryCards items={stories} />
        </Section>
      )}
      <CtaBand cta={content.cta} />
    </>
  );
}
