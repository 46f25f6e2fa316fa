import type { LeadAttributionInfo } from "~/features/admin/leads/lead-sources-types";
import { Panel } from "~/features/admin/shared/panel";

// Where a lead came from, on its page: the first page of the visit, the site that sent the visitor,
// the campaign parameters of the landing address, and the page the form was sent from.

const ROWS: [keyof LeadAttributionInfo, string][] = [
  ["utmSource", "Source"],
  ["utmMedium", "Medium"],
  ["utmCampaign", "Campaign"],
  ["utmTerm", "Term"],
  ["utmContent", "Content"],
  ["landingPage", "Landing page"],
  ["referrerHost", "Referred by"],
  ["sentFrom", "Sent from"],
];

export function LeadAttribution({ attribution }: { attribution?: LeadAttributionInfo }) {
  const known = ROWS.filter(([key]) => attribution?.[key]);
  return (
    <Panel id="attribution-heading" title="Where the lead came from">
      {known.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          Not known: the lead was typed in by the team, came before this was recorded, or its browser asked not to be
          tracked.
        </p>
      ) : (
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
          {known.map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="break-all text-slate-900">{attribution?.[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      {attribution && !attribution.landingPage && attribution.sentFrom && (
        <p className="mt-2 text-sm text-slate-700">
          Only the page it was sent from is known (the form was sent without JavaScript, or the browser asked not to be
          tracked).
        </p>
      )}
    </Panel>
  );
}
