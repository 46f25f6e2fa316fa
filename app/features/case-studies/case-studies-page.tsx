import { ArrowRight, Clock, MapPin, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { CtaBand, hrefCta } from "~/components/ui/cta-band";
import { PageIntro } from "~/components/ui/page-intro";
import { SectionHeading } from "~/components/ui/section-heading";
import { CASE_STUDIES, CASE_STUDIES_PAGE, type CaseStudy } from "~/content/case-studies";
import { cn } from "~/lib/cn";
import { similarProjectHref } from "./case-study-links";

/** /case-studies: six client stories, each with its challenge, solution and measured results. */
export function CaseStudiesPage({ heading, intro }: { heading: string; intro: string }) {
  const { summary, listTitle, listIntro, cta } = CASE_STUDIES_PAGE;
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <section aria-label="Across these projects" className="border-b border-slate-200 bg-slate-50">
        <dl className="container-page grid gap-6 py-10 sm:grid-cols-3">
          {summary.map((s) => (
            <div key={s.label} className="flex flex-col items-center text-center">
              <dt className="text-sm text-slate-700">{s.label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-800">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="case-list" className="container-page py-16">
        <SectionHeading id="case-list" title={listTitle} subtitle={listIntro} align="start" />
        <ul className="mt-10 space-y-10">
          {CASE_STUDIES.map((s) => (
            <li key={s.id}>
              <CaseStudyCard study={s} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand id="case-cta" cta={hrefCta(cta)} />
    </>
  );
}

function CaseStudyCard({ study: s }: { study: CaseStudy }) {
  const { labels } = CASE_STUDIES_PAGE;
  const Icon = s.icon;
  const titleId = `case-${s.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:grid-cols-[18rem_1fr]"
    >
      <div className={cn("flex flex-col gap-4 bg-gradient-to-br p-8 text-white", s.color)}>
        <Icon aria-hidden="true" className="size-10" />
        <p className="text-sm font-semibold uppercase tracking-wide">{s.industry}</p>
        <p className="font-semibold">{s.client}</p>
        <p className="flex items-center gap-2 text-sm">
          <MapPin aria-hidden="true" className="size-4 shrink-0" /> {s.location}
        </p>
        <p className="flex items-center gap-2 text-sm">
          <Clock aria-hidden="true" className="size-4 shrink-0" /> {s.duration} · {s.service}
        </p>
      </div>
      <div className="p-8">
        <h3 id={titleId} className="text-2xl font-bold text-slate-900">
          {s.title}
        </h3>
        <div className="mt-5 grid gap-6 md:grid-cols-2">
          <div>
            <h4 className="font-semibold text-slate-900">{labels.challenge}</h4>
            <p className="mt-1 text-slate-700">{s.challenge}</p>
          </div>
          <div>
            <h4 className="font-semibold text-slate-900">{labels.solution}</h4>
            <p className="mt-1 text-slate-700">{s.solution}</p>
          </div>
        </div>
        <h4 className="mt-6 font-semibold text-slate-900">{labels.results}</h4>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          {s.results.map((r) => (
            <div key={r.label} className="flex flex-col rounded-xl bg-brand-50 p-4">
              <dt className="text-sm text-slate-700">{r.label}</dt>
              <dd className="order-first text-2xl font-bold text-brand-800">{r.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={s.link.href} className="btn-secondary">
            {s.link.label} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to={similarProjectHref(s)} aria-label={`Discuss a similar project: ${s.title}`} className="btn-primary">
            <MessageSquare aria-hidden="true" className="size-4" /> Discuss a similar project
          </Link>
        </div>
      </div>
    </article>
  );
}
