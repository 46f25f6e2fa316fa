import type { LeadFilter } from "~/features/admin/leads/lead-filter";

/** The Leads tab's Source and Campaign filters (as Analytics names them: utm_source, else the referring site). */
export function LeadSourceFilters({ filter, inputClass }: { filter: LeadFilter; inputClass: string }) {
  return (
    <>
      <label className="field-label">
        Source
        <input name="source" defaultValue={filter.source ?? ""} placeholder="e.g. linkedin" className={inputClass} />
      </label>
      <label className="field-label">
        Campaign
        <input name="campaign" defaultValue={filter.campaign ?? ""} placeholder="e.g. launch" className={inputClass} />
      </label>
    </>
  );
}
