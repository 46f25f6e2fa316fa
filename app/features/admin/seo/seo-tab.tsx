import { Form, Link } from "react-router";
import type { SeoReport, SeoRow, SeoSeverity } from "~/features/admin/seo/seo-types";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { formatWhen } from "~/features/admin/shared/format";
import { TabPage } from "~/features/admin/shared/tab-page";
import { SEO_LENGTHS } from "~/lib/seo-lengths";

const BADGE: Record<SeoSeverity, { label: string; className: string }> = {
  error: { label: "Error", className: "bg-red-50 text-red-800 ring-red-200" },
  warning: { label: "Warning", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  ok: { label: "OK", className: "bg-green-50 text-green-800 ring-green-200" },
};

const COLUMNS = ["Result", "Page", "Title", "Description", "Indexing", "Problems"] as const;
const { title, description } = SEO_LENGTHS;

/** SEO Tools tab: every public page and published post as served, problems first. */
export function SeoTab({ report }: { report: SeoReport }) {
  const { rows, counts, score } = report;
  return (
    <TabPage
      title="SEO Tools"
      actions={
        <Form method="get">
          <button type="submit" className="btn-secondary">
            Check again
          </button>
        </Form>
      }
    >
      <dl className="grid gap-3 sm:grid-cols-4">
        <Figure term="SEO score" value={`${score}/100`} />
        <Figure term="Errors" value={counts.error} />
        <Figure term="Warnings" value={counts.warning} />
        <Figure term="Pages without problems" value={counts.ok} />
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {rows.length} pages checked on {formatWhen(report.checkedAt)}, as visitors receive them. Recommended: title{" "}
        {title.min}–{title.max} characters (with the brand the site adds), description {description.min}–
        {description.max}; each unique, a canonical link to the page itself, an Open Graph image, and in the sitemap
        unless marked noindex.
      </p>
      <AdminTable caption="SEO check of every public page and published post, problems first" columns={COLUMNS}>
        {rows.map((row) => (
          <SeoRowView key={row.path} row={row} />
        ))}
      </AdminTable>
    </TabPage>
  );
}

function Figure({ term, value }: { term: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

const length = (text: string | null) => (text ? `${[...text].length} characters` : "missing");

function SeoRowView({ row }: { row: SeoRow }) {
  const badge = BADGE[row.severity];
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="p-3">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${badge.className}`}>
          {badge.label}
        </span>
      </td>
      {/* min-h-6: each link is a 24 px touch target (WCAG 2.5.8). */}
      <td className="p-3">
        <div className="flex flex-col items-start gap-1">
          <a
            href={row.path}
            className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2"
          >
            {row.path}
          </a>
          {row.postId && (
            <Link
              to={`/admin/blog?edit=${encodeURIComponent(row.postId)}`}
              className="inline-flex min-h-6 items-center text-xs text-brand-700 underline underline-offset-2"
            >
              Edit post<span className="sr-only"> {row.path}</span>
            </Link>
          )}
        </div>
      </td>
      <td className="max-w-64 p-3">
        <span className="text-slate-900">{row.title ?? "—"}</span>
        <span className="block text-xs text-slate-600">{length(row.title)}</span>
      </td>
      <td className="max-w-80 p-3">
        <span className="text-slate-900">{row.description ?? "—"}</span>
        <span className="block text-xs text-slate-600">{length(row.description)}</span>
      </td>
      <td className="p-3 text-slate-800">
        {row.noindex ? "noindex" : "indexed"}
        <span className="block text-xs text-slate-600">{row.inSitemap ? "in sitemap" : "not in sitemap"}</span>
        <span className="block text-xs text-slate-600">{row.ogImage ? "og:image" : "no og:image"}</span>
      </td>
      <td className="p-3">
        {row.issues.length === 0 ? (
          <span className="text-slate-700">None</span>
        ) : (
          <ul className="space-y-1">
            {row.issues.map((issue) => (
              <li key={`${issue.check}-${issue.message}`} className="text-slate-900">
                <span className="font-semibold">{issue.severity === "error" ? "Error: " : "Warning: "}</span>
                {issue.message}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
