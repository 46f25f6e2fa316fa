import { Link, useFetcher } from "react-router";
import { TextArea, TextField } from "~/components/ui/field";
import { LEAD_TYPE_LABELS, LEAD_TYPES } from "~/features/admin/leads/lead-filter";
import { Select } from "~/features/admin/shared/select";
import { TabPage } from "~/features/admin/shared/tab-page";
import { fieldErrorsIn, useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

const SOURCES = LEAD_TYPES.map((t) => ({ id: t, label: LEAD_TYPE_LABELS[t] }));

/** Add Lead: a lead from a phone call or an event, stored like any other; a saved one opens its page. */
export function LeadNewForm() {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher);
  const fields = fieldErrorsIn(fetcher.data);
  return (
    <TabPage
      title="Add Lead"
      actions={
        <Link to="/admin/leads" className="text-sm font-semibold text-brand-700 underline">
          All leads
        </Link>
      }
    >
      <fetcher.Form method="post" className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <Select id="lead-type" name="type" label="Source" options={SOURCES} defaultValue="contact" />
        <TextField id="lead-name" name="name" label="Name" required error={fields.name} />
        <TextField id="lead-email" name="email" type="email" label="Email" error={fields.email} />
        <TextField id="lead-phone" name="phone" type="tel" label="Phone" error={fields.phone} />
        <TextField id="lead-company" name="company" label="Company" error={fields.company} />
        <TextField id="lead-value" name="value" label="Value (USD)" inputMode="numeric" error={fields.value} />
        <div className="sm:col-span-2">
          <TextArea id="lead-message" name="message" label="What they need" rows={4} error={fields.message} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
            Add Lead
          </button>
        </div>
      </fetcher.Form>
    </TabPage>
  );
}
