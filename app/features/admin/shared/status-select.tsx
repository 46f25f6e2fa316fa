import { LEAD_STATUSES } from "~/features/admin/leads/lead-filter";
import { Select } from "~/features/admin/shared/select";

/** The pipeline statuses as a labelled select; `allLabel` adds an "any status" first option (filters). */
export function StatusSelect({ defaultValue, allLabel }: { defaultValue: string; allLabel?: string }) {
  return (
    <Select name="status" label="Status" options={LEAD_STATUSES} defaultValue={defaultValue} placeholder={allLabel} />
  );
}
