import { Outlet } from "react-router";
import { adminOf, requireUser } from "~/features/admin/guard";
import { StatCards } from "~/features/admin/stat-cards";
import { TabBar } from "~/features/admin/tab-bar";
import { TopBar } from "~/features/admin/top-bar";
import type { Route } from "./+types/admin-shell";

// The management view around every tab: top bar, five stat cards, the tab bar.
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { api } = adminOf(context);
  const [stats, unread] = await Promise.all([api.stats(), api.unreadNotifications()]);
  return { user, stats, unread };
}

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  const { user, stats, unread } = loaderData;
  return (
    <div className="container-page py-10">
      <TopBar user={user} backToPlatforms />
      {/* Editors do not work with leads: their cards are about the blog only. */}
      <StatCards stats={stats} showLeads={user.role === "admin"} />
      <TabBar user={user} unread={unread} />
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
