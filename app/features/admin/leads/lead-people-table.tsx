import { Link } from "react-router";
import { leadCapHint, peopleCountText } from "~/features/admin/leads/lead-count";
import { LEAD_TYPE_LABELS } from "~/features/admin/leads/lead-filter";
import type { LeadPeoplePage } from "~/features/admin/leads/lead-pipeline-types";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { formatWhen } from "~/features/admin/shared/format";

/** The Leads tab grouped by person: one row per e-mail address with its count and newest lead. */
export function LeadPeopleTable({ people }: { people: LeadPeoplePage }) {
  return (
    <>
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {peopleCountText(people)}
      </p>
      {people.capped && <p className="mt-1 text-sm text-slate-600">{leadCapHint(people.capped, "grouped")}</p>}
      {people.groups.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          No leads match these filters.
        </p>
      ) : (
        <AdminTable
          caption="Leads grouped by person, the most recent first"
          columns={["Person", "Leads", "Latest lead", "Status", "Owner", "Received"]}
        >
          {people.groups.map((g) => (
            <tr key={g.key} className="border-t border-slate-100">
              <td className="p-3">
                <span className="font-semibold text-slate-900">{g.latest.name || g.email || "(no name)"}</span>
                {g.email && <span className="block text-xs text-slate-600">{g.email}</span>}
              </td>
              <td className="p-3">{g.count}</td>
              <td className="p-3">
                <Link
                  to={`/admin/leads/${g.latest.id}`}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {LEAD_TYPE_LABELS[g.latest.type] ?? g.latest.type}
                </Link>
              </td>
              <td className="p-3">{g.latest.status}</td>
              <td className="p-3">{g.latest.ownerName ?? "—"}</td>
              <td className="whitespace-nowrap p-3">{formatWhen(g.latest.createdAt)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
