import { parseLeadFilter } from "~/features/admin/leads/lead-filter";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import type { Route } from "./+types/admin-leads-export";

// A download, not a page: the CSV of every lead matching the Leads tab's current filter.
export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "leads");
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const { filename, body } = await adminOf(context).leads.exportLeads(filter);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
