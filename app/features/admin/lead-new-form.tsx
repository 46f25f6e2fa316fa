import { Form, Link } from "react-router";
import { TextArea, TextField } from "~/components/ui/field";
import type { FieldErrors } from "./admin-types";
import { LEAD_TYPE_LABELS, LEAD_TYPES } from "./lead-filter";

interface Props {
  error?: string;
  fields?: FieldErrors;
  values?: Record<string, string>;
}

/** Add Lead: a lead from a phone call or an event, stored like any other. */
export function LeadNewForm({ error, fields = {}, values = {} }: Props) {
  return (
    <section aria-labelledby="tab-heading" className="max-w-2xl">
      <Link to="/admin/leads" className="text-sm font-semibold text-brand-700 underline">
        All leads
      </Link>
      <h1 id="tab-heading" className="mt-2 text-2xl font-bold text-slate-900">
        Add Lead
      </h1>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="lead-type" className="field-label">
            Source
          </label>
          <select id="lead-type" name="type" defaultValue={values.type ?? "contact"} className="field">
            {LEAD_TYPES.map((t) => (
              <option key={t} value={t}>
                {LEAD_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <TextField id="lead-name" name="name" label="Name" required defaultValue={values.name} error={fields.name} />
        <TextField
          id="lead-email"
          name="email"
          type="email"
          label="Email"
          defaultValue={values.email}
          error={fields.email}
        />
        <TextField
          id="lead-phone"
          name="phone"
          type="tel"
          label="Phone"
          defaultValue={values.phone}
          error={fields.phone}
        />
        <TextField
          id="lead-company"
          name="company"
          label="Company"
          defaultValue={values.company}
          error={fields.company}
        />
        <TextField
          id="lead-value"
          name="value"
          label="Value (USD)"
          inputMode="numeric"
          defaultValue={values.value}
          error={fields.value}
        />
        <div className="sm:col-span-2">
          <TextArea
            id="lead-message"
            name="message"
            label="What they need"
            rows={4}
            defaultValue={values.message}
            error={fields.message}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            Add Lead
          </button>
        </div>
      </Form>
    </section>
  );
}
