import { LEAD_STATUSES } from "./lead-filter";

/** The pipeline statuses as a labelled select; `allLabel` adds an "any status" first option (filters). */
export function StatusSelect({ defaultValue, allLabel }: { defaultValue: string; allLabel?: string }) {
  return (
    <label className="field-label">
      Status
      <select name="status" defaultValue={defaultValue} className="field mt-1">
        {allLabel && <option value="">{allLabel}</option>}
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </label>
  );
}
