import { CAMPAIGN_FIELDS } from "~/features/admin/campaigns/campaign-schema";
import { CampaignsTab } from "~/features/admin/campaigns/campaigns-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ADMIN_UNAVAILABLE, requireUser } from "~/features/admin/shared/guard";
import { contextPart } from "~/lib/context-part";
import { formText, formTexts } from "~/lib/form-data";
import { runIntent } from "~/lib/intent-action";
import type { Route } from "./+types/admin-campaigns";

export const meta: Route.MetaFunction = () => adminMeta("Email Campaigns");

const campaignsOf = (context: Route.LoaderArgs["context"]) => contextPart(context, "campaigns", ADMIN_UNAVAILABLE);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "campaigns");
  return campaignsOf(context).list();
}

// One action for the tab: save a draft, preview its body, send, duplicate, retry failed e-mails and
// delete a draft.
export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "campaigns");
  const api = campaignsOf(context);
  const form = await request.formData();
  const id = formText(form, "id");
  return runIntent(form, {
    save: () => api.save(id || null, formTexts(form, CAMPAIGN_FIELDS)),
    preview: () => api.preview(formText(form, "body")),
    send: [() => api.send(id), 409],
    duplicate: [() => api.duplicate(id), 404],
    retry: [() => api.retryFailed(id), 409],
    delete: [() => api.remove(id), 409],
  });
}

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  return <CampaignsTab campaigns={loaderData.campaigns} confirmedSubscribers={loaderData.confirmedSubscribers} />;
}
