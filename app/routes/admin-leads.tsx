import { parseLeadFilter } from "~/features/admin/leads/lead-filter";
import { LeadPeopleTable } from "~/features/admin/leads/lead-people-table";
import { LeadsList } from "~/features/admin/leads/leads-list";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import type { Route } from "./+types/admin-leads";

export const meta: Route.MetaFunction = () => adminMeta("Leads");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "leads");
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const { leads } = adminOf(context);
  if (filter.group === "person") {
    const people = await leads.listLeadPeople(filter);
    const { total, page, pages } = people;
    return { filter, page: { rows: [], total, page, pages }, people };
  }
  return { filter, page: await leads.listLeads(filter), people: null };
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { people, ...rest } = loaderData;
  return <LeadsList {...rest} people={people && <LeadPeopleTable people={people} />} />;
}
