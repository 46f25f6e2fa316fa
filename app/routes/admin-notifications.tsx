import { NotificationsTab } from "~/features/admin/notifications/notifications-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import type { Route } from "./+types/admin-notifications";

export const meta: Route.MetaFunction = () => adminMeta("Notifications");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "notifications");
  return { items: await adminOf(context).notifications.list() };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "notifications");
  return adminOf(context).notifications.markAllRead();
}

export default function AdminNotifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsTab items={loaderData.items} />;
}
