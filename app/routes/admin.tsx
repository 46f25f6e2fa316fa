import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { AdminErrorPanel } from "~/features/admin/shell/admin-error-panel";
import { AdminFrame, GateFrame } from "~/features/admin/shell/admin-frame";
import { PlatformsGrid } from "~/features/admin/shell/platforms-grid";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => adminMeta("Platforms");

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { user, unread: await adminOf(context).notifications.unread() };
}

export default function AdminPlatforms({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame {...loaderData}>
      <PlatformsGrid {...loaderData} />
    </AdminFrame>
  );
}

// The grid's own data failed (the database or the admin services are down): said in the admin's
// words, with Retry, not the public site's error page.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <GateFrame>
      <div className="container-page py-10">
        <AdminErrorPanel error={error} />
      </div>
    </GateFrame>
  );
}
