import { useState } from "react";
import { Link, useFetcher } from "react-router";
import type { CallDay, CallRow, CallsOverview } from "~/features/admin/calls/calls-api";
import { CallsNav } from "~/features/admin/calls/calls-nav";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { ConfirmDialog } from "~/features/admin/shared/confirm-dialog";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { Panel } from "~/features/admin/shared/panel";
import { TabPage } from "~/features/admin/shared/tab-page";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";
import type { BookingStatus } from "~/lib/statuses";

// The Calls area (issue #38): the last week's strategy calls and every call ahead, one table per day
// in IST. Each row's buttons post to the route's action; the answer is a toast and the list reloads.

export const STATUS_LABELS: Record<BookingStatus, string> = {
  booked: "Booked",
  held: "Held",
  no_show: "No-show",
  cancelled: "Cancelled",
};

const CELL = "px-3 py-2 align-top";

export function CallsTab({ overview }: { overview: CallsOverview }) {
  return (
    <TabPage
      title="Calls"
      description="Strategy calls booked on the Get Started page, by day in India Standard Time. Mark a call held or a no-show once it has started; cancel one for the visitor before it starts."
    >
      <CallsNav current="calls" />
      {overview.days.length === 0 ? (
        <EmptyState title="No calls in the last week or ahead">
          Visitors book them on the Get Started page, in the hours set under Availability.
        </EmptyState>
      ) : (
        <div className="grid gap-6">
          {overview.days.map((d) => (
            <DayPanel key={d.date} day={d} />
          ))}
        </div>
      )}
    </TabPage>
  );
}

function DayPanel({ day }: { day: CallDay }) {
  return (
    <Panel id={`calls-${day.date}`} title={day.label}>
      <AdminTable
        inPanel
        caption={`Calls on ${day.label}`}
        columns={["Time (IST)", "Lead", "Consultant", "Status", "Actions"]}
      >
        {day.calls.map((c) => (
          <CallLine key={c.id} call={c} />
        ))}
      </AdminTable>
    </Panel>
  );
}

function CallLine({ call }: { call: CallRow }) {
  const fetcher = useFetcher<Result>();
  const [confirming, setConfirming] = useState(false);
  useResultToast(fetcher);
  const busy = fetcher.state !== "idle";
  // Each button names its call for screen readers: a day's table has many "Mark held" buttons.
  const which = `${call.leadName} at ${call.istTime}`;
  const button = (intent: string, label: string) => (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={call.id} />
      <button type="submit" name="intent" value={intent} className="btn-secondary" disabled={busy}>
        {label} <span className="sr-only">for {which}</span>
      </button>
    </fetcher.Form>
  );
  return (
    <tr>
      <td className={`${CELL} whitespace-nowrap tabular-nums`}>{call.istTime}</td>
      <td className={CELL}>
        <Link to={`/admin/leads/${call.leadId}`} className="font-semibold text-brand-700 underline underline-offset-2">
          {call.leadName}
        </Link>
        {call.zone !== "Asia/Kolkata" && <span className="block text-xs text-slate-700">visitor in {call.zone}</span>}
      </td>
      <td className={CELL}>{call.consultant}</td>
      <td className={CELL}>
        {STATUS_LABELS[call.status]}
        {call.rebookingSentAt && <span className="block text-xs text-slate-700">rebooking e-mail sent</span>}
      </td>
      <td className={CELL}>
        <div className="flex flex-wrap gap-2">
          {call.canMark && call.status !== "held" && button("held", "Mark held")}
          {call.canMark && call.status !== "no_show" && button("no-show", "Mark no-show")}
          {call.canRebook && button("rebook", "Send rebooking e-mail")}
          {call.canCancel && (
            <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
              Cancel call <span className="sr-only">for {which}</span>
            </button>
          )}
        </div>
        {confirming && (
          <ConfirmDialog
            title="Cancel this call?"
            confirmLabel="Yes, cancel the call"
            fields={{ intent: "cancel", id: call.id }}
            onClose={() => setConfirming(false)}
          >
            <p className="text-slate-700">
              {call.leadName} and {call.consultant} are sent the cancellation, which removes the call at {call.istTime}{" "}
              IST from their calendars.
            </p>
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}
