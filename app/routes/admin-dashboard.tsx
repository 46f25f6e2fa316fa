import { adminMeta } from "~/features/admin/admin-meta";
import { DashboardTab } from "~/features/admin/dashboard-tab";
import { adminOf, requireUser } from "~/features/admin/guard";
import type { Route } from "./+types/admin-dashboard";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "dashboard");
  return { data: await adminOf(context).api.dashboard(), admin: user.role === "admin" };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardTab {...loaderData} />;
}
