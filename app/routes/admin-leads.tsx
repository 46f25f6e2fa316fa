import { adminMeta } from "~/features/admin/admin-meta";
import { adminOf, requireUser } from "~/features/admin/guard";
import { parseLeadFilter } from "~/features/admin/lead-filter";
import { LeadsList } from "~/features/admin/leads-list";
import type { Route } from "./+types/admin-leads";

export const meta: Route.MetaFunction = () => adminMeta("Leads");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "leads");
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  return { filter, page: await adminOf(context).api.listLeads(filter) };
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsList {...loaderData} />;
}
