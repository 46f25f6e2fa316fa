import { data, redirect } from "react-router";
import { LeadNewForm } from "~/features/admin/leads/lead-new-form";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formTexts } from "~/lib/form-data";
import { statusOf } from "~/lib/result";
import type { Route } from "./+types/admin-lead-new";

export const meta: Route.MetaFunction = () => adminMeta("Add Lead");

export function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "leads");
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "leads");
  const form = await request.formData();
  const values = formTexts(form, ["type", "name", "email", "phone", "company", "value", "message"]);
  const result = await adminOf(context).leads.addLead(values);
  if (result.ok) throw redirect(`/admin/leads/${result.id}`);
  return data(result, { status: statusOf(result) });
}

export default function AdminLeadNew() {
  return <LeadNewForm />;
}
