import { DashboardTab } from "~/features/admin/dashboard/dashboard-tab";
import { FollowUpsDue } from "~/features/admin/leads/follow-ups";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { canUse, sectionByKey } from "~/features/admin/shared/sections";
import type { Route } from "./+types/admin-dashboard";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "dashboard");
  const admin = adminOf(context);
  // Follow-ups only for roles that can use Leads: the server sends no lead to anyone else.
  const leads = canUse(user.role, sectionByKey("leads"));
  const [dashboard, followUps] = await Promise.all([
    admin.dashboard.overview(),
    leads ? admin.leads.followUpsDue() : null,
  ]);
  return { data: dashboard, admin: user.role === "admin", leads, followUps };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { followUps, ...rest } = loaderData;
  return <DashboardTab {...rest} followUps={followUps && <FollowUpsDue due={followUps} />} />;
}
