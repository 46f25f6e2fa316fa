import { TextField } from "~/components/ui/field";
import type { LeadFilter } from "~/features/admin/leads/lead-filter";

/** The Leads tab's Source and Campaign filters (as Analytics names them: utm_source, else the referring site). */
export function LeadSourceFilters({ filter }: { filter: LeadFilter }) {
  return (
    <>
      <TextField name="source" label="Source" defaultValue={filter.source ?? ""} placeholder="e.g. linkedin" />
      <TextField name="campaign" label="Campaign" defaultValue={filter.campaign ?? ""} placeholder="e.g. launch" />
    </>
  );
}
