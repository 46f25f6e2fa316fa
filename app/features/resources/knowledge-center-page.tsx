import { lazy, Suspense, useState } from "react";
import { AnimatedCounter } from "~/components/ui/animated-counter";
import { CtaBand, hrefCta } from "~/components/ui/cta-band";
import { PageIntro } from "~/components/ui/page-intro";
import { SearchField } from "~/components/ui/search-field";
import { NewsletterBox } from "~/components/widgets/newsletter-box";
import {
  KNOWLEDGE_CENTER_SEARCH,
  type KnowledgeCenterCopy,
  type Resource,
  type ResourceCategoryId,
} from "~/content/resource-model";
import { CategoryTiles } from "./category-tiles";
import { ResourceLibrarySection } from "./resource-library-section";
import { statParts } from "./resource-view";
import { useResourceLibrary } from "./use-resource-library";

// The detail modal loads when a visitor first opens a resource; it stays mounted afterwards so the
// native dialog can return focus to the card that opened it.
const ResourceModal = lazy(() => import("./resource-modal").then((m) => ({ default: m.ResourceModal })));

/** The Knowledge Center: search, statistics, categories, the filtered library and a detail modal. */
interface Props {
  heading: string;
  intro: string;
  /** The whole library, from the route loader. */
  resources: readonly Resource[];
  /** One line per category under the library's heading (loader data). */
  descriptions: Readonly<Record<ResourceCategoryId, string>>;
  /** Statistics, newsletter box and call to action (loader data). */
  copy: KnowledgeCenterCopy;
}

export function KnowledgeCenterPage({ heading, intro, resources, descriptions, copy }: Props) {
  const library = useResourceLibrary(resources);
  const [modalLoaded, setModalLoaded] = useState(false);
  if (library.selected && !modalLoaded) setModalLoaded(true);
  return (
    <>
      <PageIntro heading={heading} intro={intro}>
        <search className="w-full max-w-2xl">
          <form onSubmit={(e) => e.preventDefault()}>
            <SearchField
              id="kc-search"
              name="q"
              size="hero"
              label={KNOWLEDGE_CENTER_SEARCH.label}
              placeholder={KNOWLEDGE_CENTER_SEARCH.placeholder}
              value={library.filters.search}
              onChange={(search) => library.update({ search })}
            />
          </form>
        </search>
      </PageIntro>
      <StatsStrip stats={copy.stats} />
      <CategoryTiles
        counts={library.categoryCounts}
        selected={library.filters.category}
        onSelect={(category) => library.update({ category })}
      />
      <ResourceLibrarySection library={library} descriptions={descriptions} />
      {modalLoaded && (
        <Suspense fallback={null}>
          <ResourceModal
            resources={resources}
            resource={library.selected}
            onSelect={library.open}
            onClose={library.close}
          />
        </Suspense>
      )}
      <div className="container-page pb-16">
        <NewsletterBox title={copy.newsletter.title} text={copy.newsletter.text} source="knowledge-center" />
      </div>
      <CtaBand id="kc-cta" cta={hrefCta(copy.cta)} />
    </>
  );
}

function StatsStrip({ stats }: { stats: KnowledgeCenterCopy["stats"] }) {
  return (
    <section aria-label="The library at a glance" className="border-b border-slate-200 bg-slate-50">
      <dl className="container-page grid grid-cols-2 gap-6 py-10 md:grid-cols-4">
        {stats.map((s) => {
          const { value, suffix, decimals } = statParts(s.value);
          return (
            <div key={s.id} className="flex flex-col items-center text-center">
              <dt className="font-semibold text-slate-900">{s.label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-800 sm:text-4xl">
                <AnimatedCounter value={value} suffix={suffix} decimals={decimals} />
              </dd>
              <dd className="mt-1 text-sm text-slate-700">{s.description}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
