import { useState } from "react";
import { useFetcher } from "react-router";
import { TextArea, TextField } from "~/components/ui/field";
import { Modal } from "~/components/ui/modal";
import {
  type AdminCampaign,
  CAMPAIGN_FIELDS,
  CampaignFormSchema,
  type CampaignResult,
} from "~/features/admin/campaigns/campaign-schema";
import { ErrorSummary } from "~/features/admin/shared/error-summary";
import { useCheckedForm } from "~/features/admin/shared/use-checked-form";

type Result = CampaignResult & { intent?: string };

const LABELS: Record<string, string> = { name: "Name", subject: "Subject", body: "Message" };

/**
 * Compose or edit a draft campaign in a modal: name, subject and a Markdown message, with a preview
 * rendered by the server's sanitising Markdown renderer (exactly what subscribers will see).
 */
export function CampaignFormModal({
  campaign,
  onClose,
  onSaved,
}: {
  /** null: a new campaign. */
  campaign: AdminCampaign | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { fetcher, formRef, errors, check } = useCheckedForm<Result>({
    schema: CampaignFormSchema,
    fields: CAMPAIGN_FIELDS,
    onSaved,
    savedMessage: "Draft saved.",
  });
  const preview = useFetcher<Result>();
  const [body, setBody] = useState(campaign?.body ?? "");
  const [showPreview, setShowPreview] = useState(false);

  function togglePreview() {
    if (!showPreview) preview.submit({ intent: "preview", body }, { method: "post" });
    setShowPreview(!showPreview);
  }

  const html = preview.data?.ok ? preview.data.html : undefined;
  return (
    <Modal open onClose={onClose} title={campaign ? "Edit Campaign" : "New Campaign"} size="max-w-3xl">
      <fetcher.Form method="post" noValidate onSubmit={check} ref={formRef} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        {campaign && <input type="hidden" name="id" value={campaign.id} />}
        <ErrorSummary fields={CAMPAIGN_FIELDS} errors={errors} label={(f) => LABELS[f] ?? f} />
        <TextField
          id="campaign-name"
          name="name"
          label="Name"
          required
          defaultValue={campaign?.name ?? ""}
          hint="For the team only, e.g. November digest."
          error={errors.name}
        />
        <TextField
          id="campaign-subject"
          name="subject"
          label="Subject"
          required
          defaultValue={campaign?.subject ?? ""}
          error={errors.subject}
        />
        <TextArea
          id="campaign-body"
          name="body"
          label="Message"
          required
          rows={12}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          hint="Markdown: ## for a heading, - for a list item, [text](https://address) for a link. Links are tracked; an unsubscribe link is added at the end."
          error={errors.body}
        />
        {showPreview && (
          <section aria-label="Preview" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <h3 className="text-sm font-semibold text-slate-700">Preview</h3>
            {html === undefined ? (
              <p className="mt-2 text-sm text-slate-700">Rendering the preview…</p>
            ) : (
              // Rendered by the server's Markdown renderer, which escapes raw HTML and unsafe links.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
              <div className="prose mt-2 max-w-none" dangerouslySetInnerHTML={{ __html: html ?? "" }} />
            )}
          </section>
        )}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" className="btn-secondary" onClick={togglePreview} aria-expanded={showPreview}>
            {showPreview ? "Hide Preview" : "Preview"}
          </button>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
            Save Draft
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}
