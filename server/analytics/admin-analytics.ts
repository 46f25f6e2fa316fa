import type { AnalyticsApi } from "~/features/admin/analytics/analytics-api";
import type { Db } from "../db/schema";
import { chatContactShare } from "./chat-contacts";
import { leadSourcesReport } from "./lead-sources";
import { analyticsReport } from "./report";

/** The Analytics tab's slice: reads only, over the last 7, 30 or 90 days. */
export function analyticsApi(db: Db): AnalyticsApi {
  return {
    pageViews: (days) => analyticsReport(db, days),
    chatContacts: (days) => chatContactShare(db, days),
    leadSources: (days) => leadSourcesReport(db, days),
  };
}
