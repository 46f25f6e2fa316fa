import type { LeadFilter } from "~/features/admin/leads/lead-filter";
import { Select } from "~/features/admin/shared/select";

const OWNERS = [
  { id: "mine", label: "Mine" },
  { id: "none", label: "Nobody" },
];
const VIEWS = [{ id: "person", label: "Group by person" }];

/** The Leads tab's Owner filter (all, mine, nobody's) and its view (each lead, or one row per person). */
export function LeadPipelineFilters({ filter }: { filter: LeadFilter }) {
  return (
    <>
      <Select name="owner" label="Owner" options={OWNERS} placeholder="All owners" defaultValue={filter.owner ?? ""} />
      <Select name="group" label="View" options={VIEWS} placeholder="Each lead" defaultValue={filter.group ?? ""} />
    </>
  );
}
