import { useFetcher } from "react-router";
import { Select } from "~/features/admin/shared/select";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

/**
 * A table row's status as a select that saves on change (intent "status" to the tab's action), with
 * a "Save status" button when JavaScript is off. Blog posts, projects, testimonials and team members.
 */
export function RowStatusSelect({
  id,
  name,
  value,
  statuses,
}: {
  id: string;
  name: string;
  value: string;
  statuses: readonly { id: string; label: string }[];
}) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <Select
        variant="inline"
        name="status"
        label={`Status of ${name}`}
        options={statuses}
        defaultValue={value}
        onChange={(e) => fetcher.submit(e.currentTarget.form)}
      />
      <noscript>
        <button type="submit" className="btn-secondary mt-1">
          Save status
        </button>
      </noscript>
    </fetcher.Form>
  );
}
