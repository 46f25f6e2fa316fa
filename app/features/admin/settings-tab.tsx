import { useEffect } from "react";
import { Form } from "react-router";
import { TextArea, TextField } from "~/components/ui/field";
import { useToast } from "~/components/widgets/toast";
import { ActionMessage } from "./action-message";
import type { ActionResult, BlogSettings } from "./admin-types";
import { ErasePerson } from "./erase-person";

const PER_PAGE = ["5", "10", "15", "20"];

export function SettingsTab({
  settings,
  result,
}: {
  settings: BlogSettings;
  result?: ActionResult & { values?: Record<string, string>; intent?: string };
}) {
  const toast = useToast();
  const erase = result?.intent === "erase" ? result : undefined;
  if (erase) result = undefined;
  useEffect(() => {
    if (erase) toast.show(erase.ok ? "success" : "error", erase.message ?? "");
    else if (result?.ok) toast.show("success", result.message ?? "Settings saved.");
  }, [result, erase, toast]);
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  const v = result && !result.ok && result.values ? result.values : undefined;
  return (
    <section aria-labelledby="tab-heading" className="max-w-2xl">
      <h1 id="tab-heading" className="text-2xl font-bold text-slate-900">
        Settings
      </h1>
      <p className="mt-1 text-slate-700">
        Used by the public blog: its heading, description and page size, and new posts' author.
      </p>
      {result && !result.ok && <ActionMessage result={result} />}
      <Form method="post" className="mt-4 space-y-4">
        <TextField
          id="set-title"
          name="title"
          label="Blog title"
          required
          defaultValue={v?.title ?? settings.title}
          error={fields.title}
        />
        <TextArea
          id="set-description"
          name="description"
          label="Description"
          rows={3}
          required
          defaultValue={v?.description ?? settings.description}
          error={fields.description}
        />
        <TextField
          id="set-author"
          name="defaultAuthor"
          label="Default author"
          required
          defaultValue={v?.defaultAuthor ?? settings.defaultAuthor}
          error={fields.defaultAuthor}
        />
        <div>
          <label htmlFor="set-per-page" className="field-label">
            Posts per page
          </label>
          <select
            id="set-per-page"
            name="postsPerPage"
            className="field"
            defaultValue={v?.postsPerPage ?? String(settings.postsPerPage)}
          >
            {PER_PAGE.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Save Settings
        </button>
      </Form>
      <section aria-labelledby="erase-heading" className="mt-10 border-t border-slate-200 pt-6">
        <h2 id="erase-heading" className="text-lg font-semibold text-slate-900">
          Erase a person
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          When someone asks for their data to be deleted (DPDP Act 2023, GDPR right to erasure): everything stored under
          their e-mail address.
        </p>
        {erase && !erase.ok && <ActionMessage result={erase} />}
        <ErasePerson />
      </section>
    </section>
  );
}
