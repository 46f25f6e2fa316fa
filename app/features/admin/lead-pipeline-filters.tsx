import type { LeadFilter } from "./lead-filter";

/** The Leads tab's Owner filter (all, mine, nobody's) and its view (each lead, or one row per person). */
export function LeadPipelineFilters({ filter, inputClass }: { filter: LeadFilter; inputClass: string }) {
  return (
    <>
      <label className="field-label">
        Owner
        <select name="owner" defaultValue={filter.owner ?? ""} className={inputClass}>
          <option value="">All owners</option>
          <option value="mine">Mine</option>
          <option value="none">Nobody</option>
        </select>
      </label>
      <label className="field-label">
        View
        <select name="group" defaultValue={filter.group ?? ""} className={inputClass}>
          <option value="">Each lead</option>
          <option value="person">Group by person</option>
        </select>
      </label>
    </>
  );
}
