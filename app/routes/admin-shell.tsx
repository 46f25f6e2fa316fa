import { Outlet } from "react-router";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { canUse, sectionByKey } from "~/features/admin/shared/sections";
import { AdminErrorPanel } from "~/features/admin/shell/admin-error-panel";
import { AdminFrame, GateFrame } from "~/features/admin/shell/admin-frame";
import { StatCards } from "~/features/admin/shell/stat-cards";
import type { Route } from "./+types/admin-shell";

// The management view around every tab: the admin's frame (sidebar or phone menu), five stat cards, the tab.
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { dashboard, notifications } = adminOf(context);
  const [stats, unread] = await Promise.all([dashboard.stats(), notifications.unread()]);
  return { user, stats, unread };
}

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  const { user, stats, unread } = loaderData;
  return (
    <AdminFrame user={user} unread={unread}>
      {/* Editors do not work with leads: their cards are about the blog only. */}
      <StatCards stats={stats} showLeads={canUse(user.role, sectionByKey("leads"))} />
      <div className="pt-6">
        <Outlet />
      </div>
    </AdminFrame>
  );
}

// A tab that failed (a role that may not use it, a missing item, a database down) keeps the frame, so
// the rest of the admin stays one click away; only when the frame's own data failed is it left out.
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData)
    return (
      <GateFrame>
        <div className="container-page py-10">
          <AdminErrorPanel error={error} />
          <a href="/admin" className="btn-secondary mt-6">
            Back to Platforms
          </a>
        </div>
      </GateFrame>
    );
  return (
    <AdminFrame user={loaderData.user} unread={loaderData.unread}>
      <AdminErrorPanel error={error} />
    </AdminFrame>
  );
}
