import { data, redirect } from "react-router";
import { adminMeta } from "~/features/admin/admin-meta";
import { adminOf, requireUser } from "~/features/admin/guard";
import { LeadDetail } from "~/features/admin/lead-detail";
import { LeadHistory } from "~/features/admin/lead-history";
import { LeadOwnerPanel } from "~/features/admin/lead-owner";
import type { Route } from "./+types/admin-lead";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.lead ? `Lead: ${loaderData.lead.name || loaderData.lead.email || "unnamed"}` : "Lead");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request, "leads");
  const { api } = adminOf(context);
  const [lead, pipeline] = await Promise.all([api.getLead(params.id), api.leadPipeline(params.id)]);
  if (!lead || !pipeline) throw data("This lead does not exist.", { status: 404 });
  return { lead, pipeline, me: user.id };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUser(context, request, "leads");
  const { api } = adminOf(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "erase") {
    const erased = await api.erasePerson({
      email: String(form.get("email") ?? ""),
      confirm: String(form.get("confirm") ?? ""),
    });
    // The lead is gone with the person: back to the list.
    if (erased.ok) throw redirect("/admin/leads");
    return data({ ...erased, intent }, { status: 400 });
  }
  const result =
    intent === "note"
      ? await api.addNote(params.id, String(form.get("body") ?? ""))
      : intent === "update"
        ? await api.updateLead(params.id, {
            status: String(form.get("status") ?? ""),
            value: String(form.get("value") ?? ""),
          })
        : intent === "owner" || intent === "assign-me"
          ? await api.setLeadOwner(params.id, intent === "assign-me" ? user.id : String(form.get("owner") ?? ""))
          : intent === "follow-up"
            ? await api.setFollowUp(params.id, form.get("clear") ? "" : String(form.get("followUp") ?? ""))
            : { ok: false as const, message: "Unknown action." };
  return data({ ...result, intent }, { status: result.ok ? 200 : 400 });
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, pipeline, me } = loaderData;
  return (
    <LeadDetail
      lead={lead}
      result={actionData}
      owner={<LeadOwnerPanel pipeline={pipeline} me={me} result={actionData} />}
      history={<LeadHistory pipeline={pipeline} />}
    />
  );
}
