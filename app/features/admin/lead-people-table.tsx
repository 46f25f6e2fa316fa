import { Link } from "react-router";
import { formatWhen } from "./format";
import { LEAD_TYPE_LABELS } from "./lead-filter";
import type { LeadPeoplePage } from "./lead-pipeline-types";
import { TableHead } from "./panel";

/** The Leads tab grouped by person: one row per e-mail address with its count and newest lead. */
export function LeadPeopleTable({ people }: { people: LeadPeoplePage }) {
  return (
    <>
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {people.total === 1 ? "1 person" : `${people.total} people`}
        {people.pages > 1 && ` · page ${people.page} of ${people.pages}`}
      </p>
      {people.groups.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          No leads match these filters.
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Leads grouped by person, the most recent first</caption>
            <TableHead
              labels={["Person", "Leads", "Latest lead", "Status", "Owner", "Received"]}
              rowClass="bg-slate-50 text-slate-700"
              cellClass="px-3 py-2"
            />
            <tbody>
              {people.groups.map((g) => (
                <tr key={g.key} className="border-t border-slate-100">
                  <td className="px-3 py-2">
                    <span className="font-semibold text-slate-900">{g.latest.name || g.email || "(no name)"}</span>
                    {g.email && <span className="block text-xs text-slate-600">{g.email}</span>}
                  </td>
                  <td className="px-3 py-2">{g.count}</td>
                  <td className="px-3 py-2">
                    <Link
                      to={`/admin/leads/${g.latest.id}`}
                      className="font-semibold text-brand-700 underline underline-offset-2"
                    >
                      {LEAD_TYPE_LABELS[g.latest.type] ?? g.latest.type}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{g.latest.status}</td>
                  <td className="px-3 py-2">{g.latest.ownerName ?? "—"}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatWhen(g.latest.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
