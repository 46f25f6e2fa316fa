import { managedAction, managedLoader } from "~/features/admin/managed/managed-route";
import { PortfolioTab } from "~/features/admin/managed/portfolio-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import type { Route } from "./+types/admin-portfolio";

export const meta: Route.MetaFunction = () => adminMeta("Portfolio");

export const loader = ({ context, request }: Route.LoaderArgs) => managedLoader("projects", context, request);

export const action = ({ context, request }: Route.ActionArgs) => managedAction("projects", context, request);

export default function AdminPortfolio({ loaderData }: Route.ComponentProps) {
  return <PortfolioTab items={loaderData.items} />;
}
