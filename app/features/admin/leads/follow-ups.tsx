import { Link } from "react-router";
import { followUpState } from "~/features/admin/leads/follow-up";
import type { DueFollowUps } from "~/features/admin/leads/lead-pipeline-types";
import { Panel } from "~/features/admin/shared/panel";

/** The Dashboard's follow-ups due today or overdue (IST days), the oldest day first, each a link to its lead. */
export function FollowUpsDue({ due }: { due: DueFollowUps }) {
  return (
    <Panel id="dash-follow-ups" title="Due today / overdue" className="lg:col-span-2">
      {due.leads.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          No follow-ups are due. Set a follow-up date on a lead's page and it appears here on that day.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {due.leads.map((l) => {
            const overdue = followUpState(l.followUpOn, due.today) === "overdue";
            return (
              <li key={l.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={`/admin/leads/${l.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
                  {l.name || l.email || "(no name)"}
                </Link>
                <span className="text-slate-700">
                  <span className={overdue ? "font-semibold text-red-800" : "font-semibold text-amber-900"}>
                    {overdue ? `Overdue since ${l.followUpOn}` : "Due today"}
                  </span>
                  {` · ${l.status} · ${l.ownerName ? `owner ${l.ownerName}` : "no owner"}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
