import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { TextArea, TextField } from "~/components/ui/field";
import { ErasePerson } from "~/features/admin/leads/erase-person";
import { LeadAttribution } from "~/features/admin/leads/lead-attribution";
import { LEAD_TYPE_LABELS } from "~/features/admin/leads/lead-filter";
import { LeadScore } from "~/features/admin/leads/lead-score";
import type { LeadDetail as Lead } from "~/features/admin/leads/lead-types";
import { PayloadView } from "~/features/admin/leads/payload-view";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { formatWhen } from "~/features/admin/shared/format";
import { Panel } from "~/features/admin/shared/panel";
import { StatusSelect } from "~/features/admin/shared/status-select";
import { TabPage } from "~/features/admin/shared/tab-page";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

const DELIVERY_LABELS: Record<string, string> = {
  team_email: "E-mail to the sales team",
  visitor_email: "Confirmation e-mail to the visitor",
  report_email: "Report e-mail",
  webhook: "CRM webhook",
  confirm_email: "Newsletter confirmation e-mail",
  score_email: "Hot lead e-mail to the team",
};

export function LeadDetail({
  lead,
  owner,
  history,
  sequence,
}: {
  lead: Lead;
  /** Owner and follow-up (lead-owner.tsx), under the pipeline. */
  owner?: ReactNode;
  /** Timeline and the person's other leads (lead-history.tsx), under the notes. */
  history?: ReactNode;
  /** The e-mail sequence (features/admin/sequences/lead-sequence.tsx), under the owner. */
  sequence?: ReactNode;
}) {
  const update = useFetcher<Result>();
  const note = useFetcher<Result>();
  useResultToast(update);
  useResultToast(note);
  return (
    <TabPage
      title={lead.name || lead.email || "Lead"}
      description={`${LEAD_TYPE_LABELS[lead.type] ?? lead.type} · received ${formatWhen(lead.createdAt)}`}
      actions={
        <Link to="/admin/leads" className="text-sm font-semibold text-brand-700 underline">
          All leads
        </Link>
      }
    >
      <div className="space-y-6">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-slate-700">Email</dt>
          <dd>
            {lead.email ? (
              <a className="text-brand-700 underline" href={`mailto:${lead.email}`}>
                {lead.email}
              </a>
            ) : (
              "—"
            )}
          </dd>
          <dt className="font-medium text-slate-700">Phone</dt>
          <dd>{lead.phone || "—"}</dd>
          <dt className="font-medium text-slate-700">Company</dt>
          <dd>{lead.company || "—"}</dd>
        </dl>

        <Panel id="pipeline-heading" title="Pipeline">
          <update.Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="update" />
            <StatusSelect defaultValue={lead.status} />
            <TextField
              name="value"
              label="Value (USD)"
              inputMode="numeric"
              pattern="[0-9]*"
              defaultValue={lead.value ?? ""}
            />
            <button type="submit" className="btn-primary" disabled={update.state !== "idle"}>
              Save
            </button>
          </update.Form>
        </Panel>

        <LeadScore lead={lead} />

        {owner}

        {sequence}

        <Panel id="notes-heading" title="Notes">
          <note.Form method="post" className="mt-3 space-y-2" key={lead.notes.length}>
            <input type="hidden" name="intent" value="note" />
            <TextArea id="lead-note" name="body" label="New note" rows={3} required maxLength={5000} />
            <button type="submit" className="btn-primary" disabled={note.state !== "idle"}>
              Add note
            </button>
          </note.Form>
          {lead.notes.length === 0 ? (
            <p className="mt-4 text-sm text-slate-700">No notes yet.</p>
          ) : (
            <ol className="mt-4 space-y-3">
              {lead.notes.map((n) => (
                <li key={n.id} className="rounded-lg bg-slate-50 p-3">
                  <p className="text-xs font-semibold text-slate-700">
                    {n.author} · {formatWhen(n.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{n.body}</p>
                </li>
              ))}
            </ol>
          )}
        </Panel>

        <LeadAttribution attribution={lead.attribution} />

        {history}

        <Panel id="sent-heading" title="What the visitor sent">
          <div className="mt-3 text-sm">
            <PayloadView payload={lead.payload} />
          </div>
        </Panel>

        <Panel id="delivery-heading" title="Deliveries">
          {lead.deliveries.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">No e-mails or webhook calls were queued for this lead.</p>
          ) : (
            <AdminTable
              inPanel
              caption="E-mails and webhook calls for this lead"
              columns={["Delivery", "State", "Attempts", "Sent", "Last error"]}
            >
              {lead.deliveries.map((d) => (
                <tr key={d.id} className="border-t border-slate-100">
                  <td className="p-3">{DELIVERY_LABELS[d.kind] ?? d.kind}</td>
                  <td className="p-3">{d.status}</td>
                  <td className="p-3">{d.attempts}</td>
                  <td className="p-3">{formatWhen(d.sentAt) || "—"}</td>
                  <td className="break-words p-3">{d.lastError ?? "—"}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </Panel>

        {lead.email && (
          <Panel id="erase-heading" title="Erase this person">
            <p className="mt-1 text-sm text-slate-700">
              When {lead.email} asks for their data to be deleted (DPDP Act 2023, GDPR right to erasure).
            </p>
            <ErasePerson email={lead.email} />
          </Panel>
        )}
      </div>
    </TabPage>
  );
}
