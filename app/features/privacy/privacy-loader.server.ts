import { pageLoader } from "~/content/page-info.server";
import type { PrivacyPeriods } from "~/content/privacy";
import { getSettings, type Settings } from "~/lib/settings.server";

// /privacy is rendered per request: its periods are the running server's retention settings (the ones
// the maintenance job deletes by), which a build cannot know.

/** The notice's periods from the settings (server/maintenance/policy.ts enforces the same values). */
export function privacyPeriods(s: Settings): PrivacyPeriods {
  return {
    analyticsDays: s.ANALYTICS_RAW_DAYS,
    emailDays: s.RETENTION_OUTBOX_PAYLOAD_DAYS,
    chatDays: s.RETENTION_CHAT_DAYS,
    unconfirmedDays: s.RETENTION_UNCONFIRMED_SUBSCRIBER_DAYS,
    auditDays: s.RETENTION_AUDIT_DAYS,
    backupKeep: s.BACKUP_KEEP,
    backupIntervalHours: s.BACKUP_INTERVAL_HOURS,
  };
}

export function privacyLoader({ request }: { request: Request }) {
  const { page } = pageLoader({ request });
  return { page, periods: privacyPeriods(getSettings()) };
}
