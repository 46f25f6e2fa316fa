import { useState } from "react";
import { Link } from "react-router";
import { Modal } from "~/components/ui/modal";
import { TabPanel, Tabs } from "~/components/ui/tabs";
import { contactLink } from "~/content/service-details/links";
import type { Complexity, UseCase, UseCaseCategoryId, UseCasesContent } from "~/content/service-details/types";
import { cn } from "~/lib/cn";
import { CARD, CheckList, CtaBand, type PageHeading, Section, ServiceHero } from "./parts";

/** /services/consulting/use-cases. */
export function UseCasesPage({ page, content }: { page: PageHeading; content: UseCasesContent }) {
  return (
    <>
      <ServiceHero page={page} hero={content.hero} />
      <Section title={content.methodology.title} intro={content.methodology.intro}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {content.methodology.steps.map((s) => (
            <li key={s.step} className={CARD}>
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                <span className="sr-only">Step </span>
                {s.step}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{s.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{s.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={content.categories.title} intro={content.categories.intro} tone="slate">
        <UseCaseExplorer content={content} />
      </Section>
      <Section title={content.industries.title} intro={content.industries.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.industries.items.map((ind) => (
            <li key={ind.name} className={CARD}>
              <h3 className="text-lg font-semibold text-slate-900">{ind.name}</h3>
              <CheckList items={ind.useCases} className="mt-3 space-y-2" />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}

const COMPLEXITY_CLASS: Record<Complexity, string> = {
  Low: "bg-emerald-50 text-emerald-900",
  Medium: "bg-amber-50 text-amber-900",
  High: "bg-red-50 text-red-900",
};

function Metrics({ useCase, roiLabel = "ROI" }: { useCase: UseCase; roiLabel?: string }) {
  const cell = "rounded-lg px-2 py-2";
  return (
    <dl className="grid grid-cols-3 gap-2 text-center text-sm">
      <div className={cn(cell, COMPLEXITY_CLASS[useCase.complexity])}>
        <dt>Complexity</dt>
        <dd className="font-bold">{useCase.complexity}</dd>
      </div>
      <div className={cn(cell, "bg-brand-50 text-brand-900")}>
        <dt>Timeline</dt>
        <dd className="font-bold">{useCase.timeline} weeks</dd>
      </div>
      <div className={cn(cell, "bg-violet-50 text-violet-900")}>
        <dt>{roiLabel}</dt>
        <dd className="font-bold">{useCase.roi}%</dd>
      </div>
    </dl>
  );
}

/** Category tabs (automation first), three cards each; a card opens its details in a modal. */
function UseCaseExplorer({ content }: { content: UseCasesContent }) {
  const categories = content.categories.items;
  const [tab, setTab] = useState<UseCaseCategoryId>(categories[0].id);
  const [selected, setSelected] = useState<UseCase | null>(null);
  const category = categories.find((c) => c.id === tab) ?? categories[0];
  const { modal } = content;
  return (
    <>
      <Tabs
        idBase="use-case"
        label="Use-case categories"
        items={categories.map((c) => ({ id: c.id, label: c.label }))}
        selected={category.id}
        onSelect={setTab}
      />
      <TabPanel idBase="use-case" id={category.id} className="mt-8 rounded-2xl">
        <h3 className="text-2xl font-semibold text-slate-900">{category.title}</h3>
        <p className="mt-2 text-slate-700">{category.description}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {category.useCases.map((u) => (
            <li key={u.title} className={cn(CARD, "relative flex flex-col transition-shadow hover:shadow-lg")}>
              <h4>
                {/* The button stretches over the whole card (after:inset-0), so any click on it opens the details. */}
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setSelected(u)}
                  className="rounded text-left text-lg font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700"
                >
                  {u.title}
                </button>
              </h4>
              <p className="mt-2 mb-5 line-clamp-3 flex-1 text-slate-700">{u.description}</p>
              <Metrics useCase={u} />
            </li>
          ))}
        </ul>
      </TabPanel>
      <Modal open={selected !== null} onClose={() => setSelected(null)} title={selected?.title ?? ""}>
        {selected && (
          <>
            <p className="text-slate-700">{selected.description}</p>
            <div className="mt-6">
              <Metrics useCase={selected} roiLabel="Expected ROI" />
            </div>
            <h3 className="mt-6 mb-3 font-semibold text-slate-900">Key benefits</h3>
            <CheckList items={selected.benefits} />
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={modal.getStarted.to} className="btn-primary">
                {modal.getStarted.label}
              </Link>
              <Link
                to={contactLink(
                  modal.learnMoreService,
                  `I'd like to learn more about the ${selected.title} use case (${category.title}) for my business.`,
                )}
                className="btn-secondary"
              >
                {modal.learnMoreLabel}
              </Link>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
