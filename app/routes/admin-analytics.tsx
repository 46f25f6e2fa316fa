import { AnalyticsTab } from "~/features/admin/analytics/analytics-tab";
import { parseRange } from "~/features/admin/analytics/analytics-types";
import { ChatContactSharePanel } from "~/features/admin/analytics/chat-contact-share";
import { LeadSourcesPanels } from "~/features/admin/leads/lead-sources-panels";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import type { Route } from "./+types/admin-analytics";

export const meta: Route.MetaFunction = () => adminMeta("Analytics");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "analytics");
  const days = parseRange(new URL(request.url).searchParams.get("days"));
  const { analytics } = adminOf(context);
  const [report, chat, sources] = await Promise.all([
    analytics.pageViews(days),
    analytics.chatContacts(days),
    analytics.leadSources(days),
  ]);
  return { report, chat, sources };
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AnalyticsTab report={loaderData.report} />
      <ChatContactSharePanel share={loaderData.chat} />
      <LeadSourcesPanels report={loaderData.sources} days={loaderData.report.days} />
    </>
  );
}
