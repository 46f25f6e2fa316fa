import { CalendarDays, Download, FileText, SearchX, TrendingUp } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { CtaBand, hrefCta } from "~/components/ui/cta-band";
import { SelectField } from "~/components/ui/field-core";
import { PageIntro } from "~/components/ui/page-intro";
import { SearchField } from "~/components/ui/search-field";
import {
  INDUSTRY_REPORTS,
  type IndustryReport,
  REPORT_DOWNLOAD_LABEL,
  REPORT_INDUSTRIES,
  REPORTS_CTA,
  REPORTS_EMPTY_STATE,
  REPORTS_TOOLBAR,
  type ReportIndustry,
} from "~/content/industry-reports";
import { cn } from "~/lib/cn";
import { DEFAULT_REPORT_FILTERS, filterReports, REPORT_SORT_OPTIONS, type ReportFilterState } from "./report-filters";
import { reportCountLabel, reportRequestHref } from "./report-links";

const isIndustry = (v: string): v is ReportIndustry => (REPORT_INDUSTRIES as readonly string[]).includes(v);

/** /resources/industry-reports: search, industry filter and sort over the six reports. */
export function IndustryReportsPage({ heading, intro }: { heading: string; intro: string }) {
  const [filters, setFilters] = useState<ReportFilterState>(DEFAULT_REPORT_FILTERS);
  const reports = useMemo(() => filterReports(INDUSTRY_REPORTS, filters), [filters]);
  const set = (patch: Partial<ReportFilterState>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <section aria-labelledby="reports-list" className="container-page py-12">
        <h2 id="reports-list" className="sr-only">
          Reports
        </h2>
        <search
          aria-label="Filter reports"
          className="grid gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 md:grid-cols-[1fr_14rem_12rem]"
        >
          <SearchField
            id="reports-search"
            showLabel
            label={REPORTS_TOOLBAR.searchLabel}
            placeholder={REPORTS_TOOLBAR.searchPlaceholder}
            value={filters.search}
            onChange={(search) => set({ search })}
          />
          <SelectField
            id="reports-industry"
            label={REPORTS_TOOLBAR.industryLabel}
            options={REPORT_INDUSTRIES}
            value={filters.industry}
            onChange={(e) => isIndustry(e.target.value) && set({ industry: e.target.value })}
          />
          <SelectField
            id="reports-sort"
            label={REPORTS_TOOLBAR.sortLabel}
            options={REPORT_SORT_OPTIONS}
            value={filters.sort}
            onChange={(e) => set({ sort: e.target.value === "popular" ? "popular" : "latest" })}
          />
        </search>

        <p role="status" className="mt-6 font-medium text-slate-800">
          {reportCountLabel(reports.length)}
        </p>

        {reports.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-12 text-center">
            <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{REPORTS_EMPTY_STATE.title}</h3>
            <p className="mt-2 text-slate-700">{REPORTS_EMPTY_STATE.description}</p>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {reports.map((r) => (
              <li key={r.id} className="flex">
                <ReportCard report={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CtaBand id="reports-cta" cta={hrefCta(REPORTS_CTA)} layout="card" />
    </>
  );
}

function ReportCard({ report: r }: { report: IndustryReport }) {
  const Icon = r.icon;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className={cn("relative bg-gradient-to-br p-6", r.color)}>
        <Icon aria-hidden="true" className="size-10 text-white" />
        {r.featured && (
          <span className="absolute top-4 right-4 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-slate-900">
            Featured
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-700">{r.category}</p>
        <h3 className="mt-1 text-lg font-semibold text-slate-900">{r.title}</h3>
        <p className="mt-2 text-sm text-slate-700">{r.preview}</p>
        <ul aria-label="Topics" className="mt-4 flex flex-wrap gap-1.5">
          {r.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
        <dl className="mt-4 mb-6 grid grid-cols-3 gap-2 text-xs text-slate-600">
          <ReportMeta icon={CalendarDays} label="Published" value={r.date} />
          <ReportMeta icon={FileText} label="Pages" value={String(r.pages)} />
          <ReportMeta icon={TrendingUp} label="Downloads" value={r.downloads} />
        </dl>
        {/* The name starts with the visible text (WCAG 2.5.3) and says which report. */}
        <Link
          to={reportRequestHref(r)}
          aria-label={`${REPORT_DOWNLOAD_LABEL}: ${r.title}`}
          className="btn-primary mt-auto"
        >
          <Download aria-hidden="true" className="size-4" />
          {REPORT_DOWNLOAD_LABEL}
        </Link>
      </div>
    </article>
  );
}

function ReportMeta({ icon: Icon, label, value }: { icon: typeof FileText; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-1">
        <Icon aria-hidden="true" className="size-3.5" /> {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
