import { Copy, Pencil, Plus, RotateCw, Send, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { type FetcherWithComponents, useFetcher, useRevalidator } from "react-router";
import { CampaignFormModal } from "~/features/admin/campaigns/campaign-form";
import type { AdminCampaign, CampaignResult } from "~/features/admin/campaigns/campaign-schema";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { ConfirmDialog } from "~/features/admin/shared/confirm-dialog";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { formatWhen, notSentSummary } from "~/features/admin/shared/format";
import { TabPage } from "~/features/admin/shared/tab-page";
import { useEditor } from "~/features/admin/shared/use-editor";
import { useResultToast } from "~/features/admin/shared/use-result-toast";

type Result = CampaignResult & { intent?: string };

const COLUMNS = ["Campaign", "Status", "Recipients", "Sent", "Opened", "Clicked", "Date", "Actions"] as const;
const STATUS_STYLE = {
  draft: "bg-slate-100 text-slate-800",
  sending: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-900",
} as const;

/** Email Campaigns tab: compose, preview, send to confirmed subscribers, duplicate, results. */
export function CampaignsTab({
  campaigns,
  confirmedSubscribers,
}: {
  campaigns: AdminCampaign[];
  confirmedSubscribers: number;
}) {
  const { editing, setEditing, close, saved } = useEditor<AdminCampaign>();
  const [confirming, setConfirming] = useState<{ campaign: AdminCampaign; intent: "send" | "delete" } | null>(null);
  // While a campaign is going out, its counts follow without a reload.
  const { revalidate } = useRevalidator();
  const sending = campaigns.some((c) => c.status === "sending");
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void revalidate(), 3000);
    return () => clearInterval(timer);
  }, [sending, revalidate]);
  return (
    <TabPage
      title="Email Campaigns"
      description={`${confirmedSubscribers} confirmed ${confirmedSubscribers === 1 ? "subscriber" : "subscribers"}. Only addresses confirmed through the newsletter's e-mail receive campaigns.`}
      actions={
        <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" /> New Campaign
        </button>
      }
    >
      {campaigns.length === 0 ? (
        <EmptyState icon={Send} title="No campaigns yet.">
          Compose the first one: it stays a draft until you send it.
        </EmptyState>
      ) : (
        <AdminTable caption="All e-mail campaigns, newest first, with their results" columns={COLUMNS}>
          {campaigns.map((c) => (
            <CampaignRow
              key={c.id}
              campaign={c}
              onEdit={() => setEditing(c)}
              onConfirm={(intent) => setConfirming({ campaign: c, intent })}
            />
          ))}
        </AdminTable>
      )}
      {editing && (
        <CampaignFormModal
          key={editing === "new" ? "new" : editing.id}
          campaign={editing === "new" ? null : editing}
          onClose={close}
          onSaved={saved}
        />
      )}
      {confirming && (
        <ConfirmCampaign {...confirming} recipients={confirmedSubscribers} onClose={() => setConfirming(null)} />
      )}
    </TabPage>
  );
}

function CampaignRow({
  campaign: c,
  onEdit,
  onConfirm,
}: {
  campaign: AdminCampaign;
  onEdit: () => void;
  onConfirm: (intent: "send" | "delete") => void;
}) {
  // One fetcher for the row's one-click actions: the row outlives a button that the new status hides
  // (Retry failed), so the answer still shows as a toast.
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher);
  const draft = c.status === "draft";
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="p-3">
        <span className="font-semibold text-slate-900">{c.name}</span>
        <span className="block text-xs text-slate-600">{c.subject}</span>
      </td>
      <td className="p-3">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[c.status]}`}>
          {c.status.charAt(0).toUpperCase() + c.status.slice(1)}
        </span>
      </td>
      <td className="p-3">{c.recipients}</td>
      <td className="p-3">
        {c.sent}
        {notSentSummary(c) && (
          <span className="block text-xs whitespace-nowrap text-slate-700">{notSentSummary(c)}</span>
        )}
      </td>
      <td className="p-3">{c.opened}</td>
      <td className="p-3">{c.clicked}</td>
      <td className="p-3 whitespace-nowrap">{formatWhen(c.sentAt ?? c.createdAt)}</td>
      <td className="p-3">
        <div className="flex flex-wrap gap-2">
          {draft && (
            <>
              <button
                type="button"
                className="btn-primary"
                onClick={() => onConfirm("send")}
                aria-label={`Send ${c.name}`}
              >
                <Send aria-hidden="true" className="size-4" /> Send
              </button>
              <button type="button" className="btn-secondary" onClick={onEdit} aria-label={`Edit ${c.name}`}>
                <Pencil aria-hidden="true" className="size-4" /> Edit
              </button>
            </>
          )}
          {c.status === "sent" && c.failed > 0 && (
            <IntentButton fetcher={fetcher} intent="retry" id={c.id} label={`Retry the failed e-mails of ${c.name}`}>
              <RotateCw aria-hidden="true" className="size-4" /> Retry failed
            </IntentButton>
          )}
          <IntentButton fetcher={fetcher} intent="duplicate" id={c.id} label={`Duplicate ${c.name}`}>
            <Copy aria-hidden="true" className="size-4" /> Duplicate
          </IntentButton>
          {draft && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => onConfirm("delete")}
              aria-label={`Delete ${c.name}`}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** A one-click action on a campaign (no confirmation: it cannot send anything twice). */
function IntentButton({
  fetcher,
  intent,
  id,
  label,
  children,
}: {
  fetcher: FetcherWithComponents<Result>;
  intent: string;
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn-secondary" aria-label={label} disabled={fetcher.state !== "idle"}>
        {children}
      </button>
    </fetcher.Form>
  );
}

/** Send asks with the number of recipients (it cannot be undone); delete is for drafts only. */
function ConfirmCampaign({
  campaign,
  intent,
  recipients,
  onClose,
}: {
  campaign: AdminCampaign;
  intent: "send" | "delete";
  recipients: number;
  onClose: () => void;
}) {
  const send = intent === "send";
  return (
    <ConfirmDialog
      title={send ? "Send campaign" : "Delete draft"}
      confirmLabel={send ? "Send now" : "Delete"}
      tone={send ? "primary" : "danger"}
      fields={{ intent, id: campaign.id }}
      onClose={onClose}
    >
      <p className="text-slate-800">
        {send
          ? `Send “${campaign.subject}” to ${recipients} confirmed ${recipients === 1 ? "subscriber" : "subscribers"}? This cannot be undone.`
          : "Are you sure you want to delete this draft?"}
      </p>
      <p className="mt-1 font-semibold text-slate-900">{campaign.name}</p>
    </ConfirmDialog>
  );
}
