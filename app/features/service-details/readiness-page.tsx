import { useState } from "react";
import { TabPanel, Tabs } from "~/components/ui/tabs";
import type { ReadinessContent, ReadinessTabId } from "~/content/service-details/types";
import { cn } from "~/lib/cn";
import { StepCards } from "./disclosure-cards";
import { CARD, CardGrid, CheckList, CtaBand, type PageHeading, ServiceHero } from "./parts";

const H2 = "text-3xl font-bold tracking-tight text-slate-900";

/** /resources/ai-readiness: four tabs, the methodology tab holding the expandable step cards. */
export function ReadinessPage({ page, content }: { page: PageHeading; content: ReadinessContent }) {
  const [tab, setTab] = useState<ReadinessTabId>("overview");
  return (
    <>
      <ServiceHero page={page} hero={content.hero} />
      <div className="bg-slate-50">
        <div className="container-page py-16 sm:py-20">
          <Tabs
            idBase="readiness"
            label="About the AI readiness service"
            items={content.tabs}
            selected={tab}
            onSelect={setTab}
          />
          <TabPanel idBase="readiness" id={tab} className="mt-10 rounded-2xl">
            {tab === "overview" && <Overview content={content.overview} />}
            {tab === "methodology" && (
              <>
                <h2 className={H2}>{content.methodology.title}</h2>
                <p className="mt-3 max-w-3xl text-lg text-slate-700">{content.methodology.intro}</p>
                <div className="mt-8">
                  <StepCards steps={content.methodology.steps} />
                </div>
              </>
            )}
            {tab === "benefits" && (
              <>
                <h2 className={cn(H2, "mb-8")}>{content.benefits.title}</h2>
                <CardGrid items={content.benefits.items} />
              </>
            )}
            {tab === "case-studies" && <CaseStudies content={content.caseStudies} />}
          </TabPanel>
        </div>
      </div>
      <CtaBand cta={content.cta} />
    </>
  );
}

function Overview({ content }: { content: ReadinessContent["overview"] }) {
  return (
    <>
      <h2 className={H2}>{content.title}</h2>
      <div className="mt-4 max-w-3xl space-y-4 text-lg text-slate-700">
        {content.paragraphs.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
      <h3 className="mt-10 mb-6 text-xl font-semibold text-slate-900">The six dimensions we score</h3>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {content.dimensions.map((d) => (
          <li key={d.title} className={CARD}>
            <h4 className="font-semibold text-slate-900">{d.title}</h4>
            <p className="mt-1 text-slate-700">{d.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function CaseStudies({ content }: { content: ReadinessContent["caseStudies"] }) {
  return (
    <>
      <h2 className={H2}>{content.title}</h2>
      {content.intro && <p className="mt-3 text-slate-700">{content.intro}</p>}
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {content.items.map((c) => (
          <li key={c.client} className={CARD}>
            <h3 className="text-lg font-semibold text-slate-900">{c.client}</h3>
            <dl className="mt-3 space-y-3 text-slate-700">
              <div>
                <dt className="font-semibold text-slate-900">Challenge</dt>
                <dd>{c.challenge}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Approach</dt>
                <dd>{c.approach}</dd>
              </div>
            </dl>
            <p className="mt-4 font-semibold text-slate-900">Results</p>
            <CheckList items={c.results} className="mt-2 space-y-2" />
          </li>
        ))}
      </ul>
    </>
  );
}
