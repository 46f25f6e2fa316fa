import { managedAction, managedLoader } from "~/features/admin/managed/managed-route";
import { TeamTab } from "~/features/admin/managed/team-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import type { Route } from "./+types/admin-team";

export const meta: Route.MetaFunction = () => adminMeta("Team");

export const loader = ({ context, request }: Route.LoaderArgs) => managedLoader("team", context, request);

export const action = ({ context, request }: Route.ActionArgs) => managedAction("team", context, request);

export default function AdminTeam({ loaderData }: Route.ComponentProps) {
  return <TeamTab items={loaderData.items} />;
}
