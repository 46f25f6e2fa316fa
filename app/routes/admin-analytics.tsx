import { adminMeta } from "~/features/admin/admin-meta";
import { AnalyticsTab } from "~/features/admin/analytics-tab";
import { parseRange } from "~/features/admin/analytics-types";
import { adminOf, requireUser } from "~/features/admin/guard";
import type { Route } from "./+types/admin-analytics";

export const meta: Route.MetaFunction = () => adminMeta("Analytics");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "analytics");
  const days = parseRange(new URL(request.url).searchParams.get("days"));
  return { report: await adminOf(context).api.analytics(days) };
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsTab report={loaderData.report} />;
}
