import { data } from "react-router";
import { adminMeta } from "~/features/admin/admin-meta";
import { CAMPAIGN_FIELDS } from "~/features/admin/campaign-schema";
import { CampaignsTab } from "~/features/admin/campaigns-tab";
import { requireUser } from "~/features/admin/guard";
import type { Route } from "./+types/admin-campaigns";

export const meta: Route.MetaFunction = () => adminMeta("Email Campaigns");

function campaignsOf(context: Route.LoaderArgs["context"]) {
  if (!context.campaigns) throw new Response("The admin area is not available right now.", { status: 503 });
  return context.campaigns;
}

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
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const answer = async (result: Awaited<ReturnType<typeof api.send>>, failure = 400) =>
    data({ ...result, intent }, { status: result.ok ? 200 : failure });
  if (intent === "save") {
    const values = Object.fromEntries(CAMPAIGN_FIELDS.map((k) => [k, String(form.get(k) ?? "")]));
    return answer(await api.save(id || null, values));
  }
  if (intent === "preview") return answer(await api.preview(String(form.get("body") ?? "")));
  if (intent === "send") return answer(await api.send(id), 409);
  if (intent === "duplicate") return answer(await api.duplicate(id), 404);
  if (intent === "retry") return answer(await api.retryFailed(id), 409);
  if (intent === "delete") return answer(await api.remove(id), 409);
  return data({ ok: false as const, message: "Unknown action.", intent }, { status: 400 });
}

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  return <CampaignsTab campaigns={loaderData.campaigns} confirmedSubscribers={loaderData.confirmedSubscribers} />;
}
