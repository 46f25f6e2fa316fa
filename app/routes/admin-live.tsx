import { LiveInboxPage } from "~/features/admin/live-chat/live-inbox";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireUser } from "~/features/admin/shared/guard";
import type { Route } from "./+types/admin-live";

export const meta: Route.MetaFunction = () => adminMeta("Live chat");

// The live inbox (issue #40) reads and acts through /api/admin/live (JSON and server-sent events), which
// checks the session itself; this route only gates the page.
export function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "live");
  return null;
}

export default function AdminLive() {
  return <LiveInboxPage />;
}
