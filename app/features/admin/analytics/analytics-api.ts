// What the Analytics tab receives from the server (context.admin.analytics; server/analytics/admin-analytics.ts).

import type { AnalyticsRange, AnalyticsReport } from "~/features/admin/analytics/analytics-types";
import type { ChatContactShare } from "~/features/admin/analytics/chat-contact-share";
import type { LeadSourcesReport } from "~/features/admin/leads/lead-sources-types";

export interface AnalyticsApi {
  /** Cookieless page views of the last 7, 30 or 90 days. */
  pageViews(days: AnalyticsRange): Promise<AnalyticsReport>;
  /** The share of chat conversations in the range that left contact details. */
  chatContacts(days: AnalyticsRange): Promise<ChatContactShare>;
  /** Leads by source, campaign and landing page beside their landing visitors. */
  leadSources(days: AnalyticsRange): Promise<LeadSourcesReport>;
}
