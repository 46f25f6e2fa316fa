import { useFetcher } from "react-router";
import { TextArea, TextField } from "~/components/ui/field";
import { ErasePerson } from "~/features/admin/leads/erase-person";
import type { BlogSettings } from "~/features/admin/settings/settings-api";
import { Select } from "~/features/admin/shared/select";
import { TabPage } from "~/features/admin/shared/tab-page";
import { fieldErrorsIn, useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

const PER_PAGE = ["5", "10", "15", "20"];

export function SettingsTab({ settings }: { settings: BlogSettings }) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher);
  const fields = fieldErrorsIn(fetcher.data);
  return (
    <TabPage
      title="Settings"
      description="Used by the public blog: its heading, description and page size, and new posts' author."
    >
      <fetcher.Form method="post" className="max-w-2xl space-y-4">
        <TextField
          id="set-title"
          name="title"
          label="Blog title"
          required
          defaultValue={settings.title}
          error={fields.title}
        />
        <TextArea
          id="set-description"
          name="description"
          label="Description"
          rows={3}
          required
          defaultValue={settings.description}
          error={fields.description}
        />
        <TextField
          id="set-author"
          name="defaultAuthor"
          label="Default author"
          required
          defaultValue={settings.defaultAuthor}
          error={fields.defaultAuthor}
        />
        <Select
          id="set-per-page"
          name="postsPerPage"
          label="Posts per page"
          options={PER_PAGE}
          defaultValue={String(settings.postsPerPage)}
          error={fields.postsPerPage}
        />
        <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
          Save Settings
        </button>
      </fetcher.Form>
      <section aria-labelledby="erase-heading" className="mt-10 max-w-2xl border-t border-slate-200 pt-6">
        <h2 id="erase-heading" className="text-lg font-semibold text-slate-900">
          Erase a person
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          When someone asks for their data to be deleted (DPDP Act 2023, GDPR right to erasure): everything stored under
          their e-mail address.
        </p>
        <ErasePerson />
      </section>
    </TabPage>
  );
}
