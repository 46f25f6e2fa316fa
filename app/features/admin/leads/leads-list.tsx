import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { TextField } from "~/components/ui/field";
import { leadCapHint, leadCountText } from "~/features/admin/leads/lead-count";
import { LEAD_TYPE_LABELS, LEAD_TYPES, type LeadFilter, leadFilterQuery } from "~/features/admin/leads/lead-filter";
import { LeadPipelineFilters } from "~/features/admin/leads/lead-pipeline-filters";
import { scoreLabel } from "~/features/admin/leads/lead-score";
import { LeadScoreFilters } from "~/features/admin/leads/lead-score-filters";
import { LeadSourceFilters } from "~/features/admin/leads/lead-source-filters";
import type { LeadPage } from "~/features/admin/leads/lead-types";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { formatValue, formatWhen } from "~/features/admin/shared/format";
import { Select } from "~/features/admin/shared/select";
import { StatusSelect } from "~/features/admin/shared/status-select";
import { TabPage } from "~/features/admin/shared/tab-page";

const TYPE_OPTIONS = LEAD_TYPES.map((t) => ({ id: t, label: LEAD_TYPE_LABELS[t] }));

function Filters({ filter }: { filter: LeadFilter }) {
  return (
    <Form
      method="get"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-6"
      role="search"
    >
      <TextField
        name="q"
        type="search"
        label="Search"
        defaultValue={filter.q}
        placeholder="Name, e-mail, company or phone"
        fieldClassName="md:col-span-2"
      />
      <Select name="type" label="Type" options={TYPE_OPTIONS} placeholder="All types" defaultValue={filter.type} />
      <StatusSelect defaultValue={filter.status} allLabel="All statuses" />
      <TextField name="from" type="date" label="From" defaultValue={filter.from} />
      <TextField name="to" type="date" label="To" defaultValue={filter.to} />
      <LeadSourceFilters filter={filter} />
      <LeadPipelineFilters filter={filter} />
      <LeadScoreFilters filter={filter} />
      <div className="flex gap-2 md:col-span-6">
        <button type="submit" className="btn-primary">
          Apply filters
        </button>
        <Link to="/admin/leads" className="btn-secondary">
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** The Leads tab: every lead, newest first, filtered by the URL. */
export function LeadsList({ page, filter, people }: { page: LeadPage; filter: LeadFilter; people?: ReactNode }) {
  return (
    <TabPage
      title="Leads"
      actions={
        <>
          <Link to="/admin/leads/new" className="btn-primary">
            Add Lead
          </Link>
          <a href={`/admin/leads/export${leadFilterQuery(filter, { page: 1 })}`} className="btn-secondary" download>
            Export CSV
          </a>
        </>
      }
    >
      <Filters filter={filter} />
      {people ?? (
        <>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            {leadCountText(page)}
          </p>
          {page.capped && <p className="mt-1 text-sm text-slate-600">{leadCapHint(page.capped)}</p>}
          {page.rows.length === 0 ? (
            <div className="mt-6">
              <EmptyState title="No leads match these filters.">
                Clear the filters to see every lead, or add one from a call or an event.
              </EmptyState>
            </div>
          ) : (
            <AdminTable
              caption={filter.sort === "score" ? "Leads, highest score first" : "Leads, newest first"}
              columns={["Name", "Type", "Status", "Owner", "Value", "Company", "Received", "Score"]}
            >
              {page.rows.map((r) => (
                <tr key={r.id} className="border-t border-slate-100">
                  <td className="px-3 py-2">
                    <Link
                      to={`/admin/leads/${r.id}`}
                      className="font-semibold text-brand-700 underline underline-offset-2"
                    >
                      {r.name || r.email || "(no name)"}
                    </Link>
                    {r.name && r.email && <span className="block text-xs text-slate-600">{r.email}</span>}
                  </td>
                  <td className="px-3 py-2">{LEAD_TYPE_LABELS[r.type] ?? r.type}</td>
                  <td className="px-3 py-2">{r.status}</td>
                  <td className="px-3 py-2">{r.ownerName ?? "—"}</td>
                  <td className="px-3 py-2">{formatValue(r.value)}</td>
                  <td className="px-3 py-2">{r.company}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatWhen(r.createdAt)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{scoreLabel(r.score)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}
      {page.pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex gap-2">
          {page.page > 1 && (
            <Link to={`/admin/leads${leadFilterQuery(filter, { page: page.page - 1 })}`} className="btn-secondary">
              Previous page
            </Link>
          )}
          {page.page < page.pages && (
            <Link to={`/admin/leads${leadFilterQuery(filter, { page: page.page + 1 })}`} className="btn-secondary">
              Next page
            </Link>
          )}
        </nav>
      )}
    </TabPage>
  );
}
