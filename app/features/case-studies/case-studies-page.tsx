import { ArrowRight, Clock, MapPin, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "~/components/ui/page-intro";
import { CASE_STUDIES, CASE_STUDIES_PAGE, type CaseStudy } from "~/content/case-studies";
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
        <h2 id="case-list" className="text-3xl font-bold text-slate-900">
          {listTitle}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{listIntro}</p>
        <ul className="mt-10 space-y-10">
          {CASE_STUDIES.map((s) => (
            <li key={s.id}>
              <CaseStudyCard study={s} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="case-cta" className="bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white">
        <div className="container-page flex flex-col items-start gap-6 py-16 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="case-cta" className="text-3xl font-bold">
              {cta.title}
            </h2>
            <p className="mt-3 text-lg text-slate-200">{cta.text}</p>
          </div>
          <div className="flex flex-wrap gap-4">
            <Link to={cta.primary.href} className="btn bg-white text-brand-900 hover:bg-slate-100">
              {cta.primary.label} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to={cta.secondary.href} className="btn-on-dark">
              {cta.secondary.label}
            </Link>
          </div>
        </div>
      </section>
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
      <div className={`flex flex-col gap-4 bg-gradient-to-br p-8 text-white ${s.color}`}>
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
