import { HOT_SCORE, type LeadFilter } from "~/features/admin/leads/lead-filter";
import { Select } from "~/features/admin/shared/select";

const MIN_SCORES = [
  { id: String(HOT_SCORE), label: `Hot (${HOT_SCORE} or more)` },
  { id: "50", label: "50 or more" },
  { id: "30", label: "30 or more" },
];
const SORTS = [{ id: "score", label: "Highest score first" }];

/** The Leads tab's score filter (a minimum, or hot) and its order (newest, or highest score first). */
export function LeadScoreFilters({ filter }: { filter: LeadFilter }) {
  return (
    <>
      <Select
        name="score"
        label="Score"
        options={MIN_SCORES}
        placeholder="Any score"
        defaultValue={filter.minScore ? String(filter.minScore) : ""}
      />
      <Select name="sort" label="Sort" options={SORTS} placeholder="Newest first" defaultValue={filter.sort ?? ""} />
    </>
  );
}
