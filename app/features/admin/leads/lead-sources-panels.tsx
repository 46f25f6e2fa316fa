import type { LeadSourceRow, LeadSourcesReport } from "~/features/admin/leads/lead-sources-types";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { Panel } from "~/features/admin/shared/panel";
import { LeadFunnelPanel } from "./lead-funnel-panel";
import { formatConversion } from "./lead-sources-format";

// The Analytics tab's "Leads by source / campaign / landing page": landing visitors of the period,
// the leads they sent, the conversion rate, and the leads now qualified or won with their value.

const CELL = "px-3 py-2 text-left";
const NUM = "px-3 py-2 text-right tabular-nums";
const int = new Intl.NumberFormat("en-IN");
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

// The funnel's panel shows conversions the same way (one module, so the two panels import no cycle).
export { formatConversion } from "./lead-sources-format";

const TABLES = [
  { id: "an-lead-sources", title: "Leads by source", pick: "bySource", label: "Source", none: "(direct)" },
  { id: "an-lead-campaigns", title: "Leads by campaign", pick: "byCampaign", label: "Campaign", none: "(no campaign)" },
  {
    id: "an-lead-landings",
    title: "Leads by landing page",
    pick: "byLanding",
    label: "Landing page",
    none: "(not known)",
  },
] as const;

export function LeadSourcesPanels({ report, days }: { report: LeadSourcesReport; days: number }) {
  return (
    <div className="mt-6 grid grid-cols-1 gap-6">
      <LeadFunnelPanel funnel={report.funnel} days={days} />
      {TABLES.map((t) => (
        <Panel key={t.id} id={t.id} title={t.title}>
          {report[t.pick].length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              No visitor landed and no lead came in during the last {days} days.
            </p>
          ) : (
            <SourceTable caption={t.title} label={t.label} none={t.none} rows={report[t.pick]} />
          )}
        </Panel>
      ))}
      <p className="text-sm text-slate-700">
        Visitors: people whose visit began there (counted once a day, without cookies). Conversion: leads per visitor.
        Source: the link's utm_source, else the site the visitor came from. Calls booked: leads with a strategy call
        that was not cancelled; calls held: those whose call took place.
      </p>
    </div>
  );
}

function SourceTable({
  caption,
  label,
  none,
  rows,
}: {
  caption: string;
  label: string;
  none: string;
  rows: LeadSourceRow[];
}) {
  return (
    <AdminTable
      inPanel
      caption={caption}
      columns={[label, "Visitors", "Leads", "Conversion", "Calls booked", "Calls held", "Qualified or won", "Value"]}
    >
      {rows.map((r) => (
        <tr key={r.key}>
          <td className={`${CELL} break-all`}>{r.key || none}</td>
          <td className={NUM}>{int.format(r.visitors)}</td>
          <td className={NUM}>{int.format(r.leads)}</td>
          <td className={NUM}>{formatConversion(r.conversion)}</td>
          <td className={NUM}>{int.format(r.callsBooked)}</td>
          <td className={NUM}>{int.format(r.callsHeld)}</td>
          <td className={NUM}>{int.format(r.qualified)}</td>
          <td className={NUM}>{usd.format(r.value)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
