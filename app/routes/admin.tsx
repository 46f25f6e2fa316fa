import { AdminFrame } from "~/features/admin/admin-frame";
import { adminMeta } from "~/features/admin/admin-meta";
import { adminOf, requireUser } from "~/features/admin/guard";
import { PlatformsGrid } from "~/features/admin/platforms-grid";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => adminMeta("Platforms");

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { user, unread: await adminOf(context).api.unreadNotifications() };
}

export default function AdminPlatforms({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame {...loaderData}>
      <PlatformsGrid {...loaderData} />
    </AdminFrame>
  );
}
