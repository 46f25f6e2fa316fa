import { data, redirect } from "react-router";
import { LeadDetail } from "~/features/admin/leads/lead-detail";
import { LeadHistory } from "~/features/admin/leads/lead-history";
import { LeadOwnerPanel } from "~/features/admin/leads/lead-owner";
import { LeadSequence } from "~/features/admin/sequences/lead-sequence";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText } from "~/lib/form-data";
import { runIntent } from "~/lib/intent-action";
import type { Route } from "./+types/admin-lead";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.lead ? `Lead: ${loaderData.lead.name || loaderData.lead.email || "unnamed"}` : "Lead");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request, "leads");
  const api = adminOf(context).leads;
  const [lead, pipeline, sequence] = await Promise.all([
    api.getLead(params.id),
    api.leadPipeline(params.id),
    adminOf(context).sequences.leadSequence(params.id),
  ]);
  if (!lead || !pipeline) throw data("This lead does not exist.", { status: 404 });
  return { lead, pipeline, sequence, me: user.id };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUser(context, request, "leads");
  const api = adminOf(context).leads;
  const form = await request.formData();
  return runIntent(form, {
    erase: async () => {
      const erased = await api.erasePerson({ email: formText(form, "email"), confirm: formText(form, "confirm") });
      // The lead is gone with the person: back to the list.
      if (erased.ok) throw redirect("/admin/leads");
      return erased;
    },
    note: () => api.addNote(params.id, formText(form, "body")),
    update: () => api.updateLead(params.id, { status: formText(form, "status"), value: formText(form, "value") }),
    owner: () => api.setLeadOwner(params.id, formText(form, "owner")),
    "assign-me": () => api.setLeadOwner(params.id, user.id),
    "follow-up": () => api.setFollowUp(params.id, form.get("clear") ? "" : formText(form, "followUp")),
    // The e-mail sequence (issue #39): started by a team member, stopped by hand or because they replied.
    "sequence-start": () => adminOf(context).sequences.start(params.id),
    "sequence-stop": () => adminOf(context).sequences.stop(params.id),
    "sequence-replied": () => adminOf(context).sequences.replied(params.id),
  });
}

export default function AdminLead({ loaderData }: Route.ComponentProps) {
  const { lead, pipeline, sequence, me } = loaderData;
  return (
    <LeadDetail
      lead={lead}
      owner={<LeadOwnerPanel pipeline={pipeline} me={me} />}
      history={<LeadHistory pipeline={pipeline} />}
      sequence={sequence && <LeadSequence panel={sequence} />}
    />
  );
}
