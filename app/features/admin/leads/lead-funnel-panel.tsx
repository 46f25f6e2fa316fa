import { useId, useState } from "react";
import type { FunnelReport, FunnelRow, FunnelStepName } from "~/features/admin/leads/lead-sources-types";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { Panel } from "~/features/admin/shared/panel";
import { formatConversion } from "./lead-sources-format";

// The Analytics tab's funnel from visit to won (issue #39): the period's leads that ever reached each
// step, all together as steps with bars, and per source, campaign or landing page as a table.

const CELL = "px-3 py-2 text-left font-normal";
const NUM = "px-3 py-2 text-right tabular-nums";
const int = new Intl.NumberFormat("en-IN");
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export const STEP_LABELS: Record<FunnelStepName, string> = {
  visitors: "Visitors",
  leads: "Leads",
  booked: "Calls booked",
  held: "Calls held",
  qualified: "Qualified",
  won: "Won",
};

const GROUPS = [
  { pick: "bySource", label: "Source", none: "(direct)" },
  { pick: "byCampaign", label: "Campaign", none: "(no campaign)" },
  { pick: "byLanding", label: "Landing page", none: "(not known)" },
] as const;
type Group = (typeof GROUPS)[number];

export function LeadFunnelPanel({ funnel, days }: { funnel: FunnelReport; days: number }) {
  const [group, setGroup] = useState<Group>(GROUPS[0]);
  const name = useId();
  const leads = funnel.total.steps.find((s) => s.step === "leads")?.count ?? 0;
  return (
    <Panel id="an-funnel" title="Funnel: from visit to won">
      {leads === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No lead came in during the last {days} days: no funnel to show.</p>
      ) : (
        <>
          <FunnelSteps row={funnel.total} days={days} />
          <fieldset className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <legend className="mb-1 font-medium text-slate-900">Group by</legend>
            {GROUPS.map((g) => (
              <label key={g.pick} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  value={g.pick}
                  checked={group.pick === g.pick}
                  onChange={() => setGroup(g)}
                />
                {g.label}
              </label>
            ))}
          </fieldset>
          <FunnelTable group={group} rows={funnel[group.pick]} days={days} />
          <p className="mt-3 text-sm text-slate-700">
            Each step counts the period's leads that ever reached it, even if a call was later cancelled or a deal lost.
            In brackets: the share of the step before. Values: the pipeline's value of those leads.
          </p>
        </>
      )}
    </Panel>
  );
}

/** The whole funnel as an ordered list: each step's count, its share of the step before, a bar for the eye. */
function FunnelSteps({ row, days }: { row: FunnelRow; days: number }) {
  const widest = Math.max(1, ...row.steps.map((s) => s.count));
  return (
    <>
      <ol aria-label={`Funnel of the last ${days} days, all sources`} className="mt-4 grid gap-2">
        {row.steps.map((s, i) => (
          <li
            key={s.step}
            className="grid grid-cols-[9rem_1fr] items-center gap-3 text-sm sm:grid-cols-[9rem_1fr_14rem]"
          >
            <span className="font-medium text-slate-900">
              {STEP_LABELS[s.step]}: {int.format(s.count)}
            </span>
            <span aria-hidden="true" className="h-3 rounded bg-slate-100">
              <span className="block h-3 rounded bg-indigo-600" style={{ width: `${(s.count / widest) * 100}%` }} />
            </span>
            <span className="col-span-2 text-slate-700 sm:col-span-1">
              {i === 0
                ? "landed on the site"
                : `${formatConversion(s.rate)} of ${STEP_LABELS[row.steps[i - 1].step].toLowerCase()}`}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-800">
        Visitors to won: {formatConversion(row.overall)}. Value of qualified leads: {usd.format(row.qualifiedValue)}, of
        won leads: {usd.format(row.wonValue)}.
      </p>
    </>
  );
}

function FunnelTable({ group, rows, days }: { group: Group; rows: FunnelRow[]; days: number }) {
  const caption = `Funnel by ${group.label.toLowerCase()}, last ${days} days`;
  return (
    <AdminTable
      inPanel
      caption={caption}
      columns={[group.label, ...Object.values(STEP_LABELS), "Visitors to won", "Qualified value", "Won value"]}
    >
      {rows.map((r) => (
        <tr key={r.key}>
          <th scope="row" className={`${CELL} break-all`}>
            {r.key || group.none}
          </th>
          {r.steps.map((s, i) => (
            <td key={s.step} className={NUM}>
              {int.format(s.count)}
              {i > 0 && <span className="block text-xs text-slate-600">({formatConversion(s.rate)})</span>}
            </td>
          ))}
          <td className={NUM}>{formatConversion(r.overall)}</td>
          <td className={NUM}>{usd.format(r.qualifiedValue)}</td>
          <td className={NUM}>{usd.format(r.wonValue)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
