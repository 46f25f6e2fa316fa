import { CAMPAIGN_FIELDS } from "~/features/admin/campaigns/campaign-schema";
import { CampaignsTab } from "~/features/admin/campaigns/campaigns-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText, formTexts } from "~/lib/form-data";
import { runIntent } from "~/lib/intent-action";
import type { Route } from "./+types/admin-campaigns";

export const meta: Route.MetaFunction = () => adminMeta("Email Campaigns");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "campaigns");
  return adminOf(context).campaigns.list();
}

// One action for the tab: save a draft, preview its body, send, duplicate, retry failed e-mails and
// delete a draft.
export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "campaigns");
  const { campaigns } = adminOf(context);
  const form = await request.formData();
  const id = formText(form, "id");
  return runIntent(form, {
    save: () => campaigns.save(id || null, formTexts(form, CAMPAIGN_FIELDS)),
    preview: () => campaigns.preview(formText(form, "body")),
    send: () => campaigns.send(id),
    duplicate: () => campaigns.duplicate(id),
    retry: () => campaigns.retryFailed(id),
    delete: () => campaigns.remove(id),
  });
}

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  return <CampaignsTab campaigns={loaderData.campaigns} confirmedSubscribers={loaderData.confirmedSubscribers} />;
}
