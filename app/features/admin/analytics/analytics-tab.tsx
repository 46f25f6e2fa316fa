import type { ReactNode } from "react";
import { Link } from "react-router";
import { AnalyticsChart } from "~/features/admin/analytics/analytics-chart";
import {
  ANALYTICS_RANGES,
  type AnalyticsReport,
  formatMinutes,
  formatPercent,
} from "~/features/admin/analytics/analytics-types";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { Panel } from "~/features/admin/shared/panel";
import { TabPage } from "~/features/admin/shared/tab-page";

const CELL = "px-3 py-2 text-left";
const NUM = "px-3 py-2 text-right tabular-nums";
const int = new Intl.NumberFormat("en-IN");

/** Analytics tab: cookieless page views of the public site for the last 7, 30 or 90 days. */
export function AnalyticsTab({ report }: { report: AnalyticsReport }) {
  const { days, totals } = report;
  const empty = totals.views === 0;
  return (
    <TabPage
      title="Analytics"
      description="Views of the public pages, counted by our own server without cookies. A visitor counts once per day (UTC); bots, signed-in team members and browsers that ask not to be tracked are left out."
    >
      <nav aria-label="Date range" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-900">Show the last</span>
        {ANALYTICS_RANGES.map((n) => (
          <Link
            key={n}
            to={`?days=${n}`}
            aria-current={n === days ? "page" : undefined}
            className={`rounded-lg border px-3 py-1.5 text-sm font-semibold ${
              n === days ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-900"
            }`}
          >
            {n} days
          </Link>
        ))}
      </nav>
      <dl className="mt-4 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
        <Total label="Page views" value={int.format(totals.views)} />
        <Total label="Unique visitors" value={int.format(totals.visitors)} />
        <Total label="Average time" value={formatMinutes(report.averageTimeMs)} />
        <Total label="Bounce rate" value={formatPercent(report.bounceRate)} />
      </dl>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Average time: how long a page stayed visible on screen, in minutes and seconds. Bounce rate: the share of
        visitors who viewed one page that day.
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {report.from} to {report.to}
      </p>
      {report.pendingDays > 0 && (
        <p
          role="status"
          className="mt-2 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          Page views of {report.pendingDays === 1 ? "1 day" : `${int.format(report.pendingDays)} days`} are still being
          counted (the hourly job is catching up after a pause or a restore), so they are not in these figures yet.
          Reload in a minute to see them.
        </p>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6">
        <Panel id="an-daily" title="Views and visitors per day">
          {empty ? (
            <Empty>No page views were counted in the last {days} days.</Empty>
          ) : (
            <>
              <AnalyticsChart series={report.series} />
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                  The same numbers as a table
                </summary>
                <Table caption="Views and visitors per day" labels={["Day", "Page views", "Unique visitors"]}>
                  {report.series.map((d) => (
                    <tr key={d.day}>
                      <td className={`${CELL} whitespace-nowrap`}>{d.day}</td>
                      <td className={NUM}>{int.format(d.views)}</td>
                      <td className={NUM}>{int.format(d.visitors)}</td>
                    </tr>
                  ))}
                </Table>
              </details>
            </>
          )}
        </Panel>
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel id="an-pages" title="Top pages">
            {report.topPages.length === 0 ? (
              <Empty>No page was viewed in this period.</Empty>
            ) : (
              <Table caption="Top pages" labels={["Page", "Views", "Visitors"]}>
                {report.topPages.map((p) => (
                  <tr key={p.path}>
                    <td className={`${CELL} break-all`}>{p.path}</td>
                    <td className={NUM}>{int.format(p.views)}</td>
                    <td className={NUM}>{int.format(p.visitors)}</td>
                  </tr>
                ))}
              </Table>
            )}
          </Panel>
          <Panel id="an-referrers" title="Top referrers">
            {report.topReferrers.length === 0 ? (
              <Empty>No visits came from another site in this period.</Empty>
            ) : (
              <Table caption="Top referrers" labels={["Site", "Views"]}>
                {report.topReferrers.map((r) => (
                  <tr key={r.host}>
                    <td className={`${CELL} break-all`}>{r.host}</td>
                    <td className={NUM}>{int.format(r.views)}</td>
                  </tr>
                ))}
              </Table>
            )}
          </Panel>
        </div>
        <Panel id="an-blog" title="Blog by category">
          <p className="mt-1 text-sm text-slate-700">
            Published posts, their article views in this period, and their likes and comments to date.
          </p>
          <Table caption="Blog by category" labels={["Category", "Posts", "Views", "Likes + comments"]}>
            {report.blog.map((c) => (
              <tr key={c.category}>
                <td className={CELL}>{c.category}</td>
                <td className={NUM}>{int.format(c.posts)}</td>
                <td className={NUM}>{int.format(c.views)}</td>
                <td className={NUM}>{int.format(c.engagement)}</td>
              </tr>
            ))}
          </Table>
        </Panel>
      </div>
    </TabPage>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-sm text-slate-700">{children}</p>;
}

function Table({ caption, labels, children }: { caption: string; labels: string[]; children: ReactNode }) {
  return (
    <AdminTable inPanel caption={caption} columns={labels}>
      {children}
    </AdminTable>
  );
}
