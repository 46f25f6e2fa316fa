import type { ReactNode } from "react";
import { Link } from "react-router";
import { activityLine } from "~/features/admin/dashboard/activity-line";
import type { Dashboard } from "~/features/admin/dashboard/dashboard-api";
import { LEAD_TYPE_LABELS } from "~/features/admin/leads/lead-filter";
import { formatValue, formatWhen } from "~/features/admin/shared/format";
import { Panel } from "~/features/admin/shared/panel";
import { TabPage } from "~/features/admin/shared/tab-page";

/**
 * `leads`: newest leads (admins and sales); `admin`: recent activity. The server sends neither to a
 * role without it.
 */
export function DashboardTab({
  data,
  admin,
  leads = admin,
  followUps,
}: {
  data: Dashboard;
  admin: boolean;
  leads?: boolean;
  /** Today's and overdue follow-ups (follow-ups.tsx), for roles that can use Leads. */
  followUps?: ReactNode;
}) {
  return (
    <TabPage title="Dashboard">
      <div className="grid gap-6 lg:grid-cols-2">
        {followUps}
        {leads && (
          <Panel id="dash-leads" title="Newest leads">
            {data.newestLeads.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">
                No leads yet. They appear here as soon as a visitor sends a form.
              </p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100 text-sm">
                {data.newestLeads.map((l) => (
                  <li key={l.id} className="flex justify-between gap-3 py-2">
                    <Link
                      to={`/admin/leads/${l.id}`}
                      className="font-semibold text-brand-700 underline underline-offset-2"
                    >
                      {l.name || l.email || "(no name)"}
                    </Link>
                    <span className="text-right text-slate-700">
                      {LEAD_TYPE_LABELS[l.type] ?? l.type} · {l.status} · {formatValue(l.value)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        )}
        <Panel id="dash-posts" title="Top Performing Posts">
          {data.topPosts.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">No published posts yet.</p>
          ) : (
            <ol className="mt-3 divide-y divide-slate-100 text-sm">
              {data.topPosts.map((p) => (
                <li key={p.slug} className="flex justify-between gap-3 py-2">
                  <a href={`/blog/${p.slug}`} className="text-brand-700 underline underline-offset-2">
                    {p.title}
                  </a>
                  <span className="whitespace-nowrap text-slate-700">{p.views.toLocaleString("en-IN")} views</span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
        {admin && (
          <Panel id="dash-activity" title="Recent activity" className="lg:col-span-2">
            {data.activity.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">Nothing has happened yet.</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100 text-sm">
                {data.activity.map((a) => (
                  <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      <span className="font-medium text-slate-900">{a.actor}</span>
                      {` ${activityLine(a.action)}`}
                    </span>
                    <span className="text-slate-700">{formatWhen(a.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        )}
      </div>
    </TabPage>
  );
}
