import type { Settings } from "~/lib/settings.server";
import { daysBefore, utcDay } from "../analytics/visitor";

/** The settings that say how long each kind of data is kept. */
export type RetentionSettings = Pick<
  Settings,
  | "ANALYTICS_RAW_DAYS"
  | "RETENTION_OUTBOX_PAYLOAD_DAYS"
  | "RETENTION_CHAT_DAYS"
  | "RETENTION_AUDIT_DAYS"
  | "RETENTION_UNCONFIRMED_SUBSCRIBER_DAYS"
  | "RETENTION_READ_NOTIFICATION_DAYS"
  | "ADMIN_SESSION_IDLE_MINUTES"
>;

export const DEFAULT_RETENTION: RetentionSettings = {
  ANALYTICS_RAW_DAYS: 30,
  RETENTION_OUTBOX_PAYLOAD_DAYS: 30,
  RETENTION_CHAT_DAYS: 90,
  RETENTION_AUDIT_DAYS: 365,
  RETENTION_UNCONFIRMED_SUBSCRIBER_DAYS: 7,
  RETENTION_READ_NOTIFICATION_DAYS: 90,
  ADMIN_SESSION_IDLE_MINUTES: 30,
};

/** Every rate-limit window is at most a day long (the settings cap them at 86,400 s). */
const LONGEST_WINDOW_SECONDS = 86_400;
const DAY_MS = 86_400_000;

export interface Cutoffs {
  /** UTC day: finished days before it are rolled up. */
  today: string;
  /** UTC day: raw page views of days before it are deleted (once rolled up). */
  rawViewsBefore: string;
  /** ISO times: rows strictly older are removed (or stripped); a row exactly at the cutoff stays. */
  outboxSentBefore: string;
  chatIdleBefore: string;
  auditBefore: string;
  unconfirmedSubscriberBefore: string;
  readNotificationBefore: string;
  /** Sessions past their absolute end, or idle since this time. */
  now: string;
  sessionIdleSince: string;
  /** Epoch seconds: rate-limit windows that started before it are over. */
  rateWindowBefore: number;
}

/** What the maintenance job removes at `now` under the settings `s`. */
export function retentionCutoffs(now: Date, s: RetentionSettings): Cutoffs {
  const t = now.getTime();
  const ago = (days: number) => new Date(t - days * DAY_MS).toISOString();
  const today = utcDay(now);
  return {
    today,
    // Today is day 0: with 30, raw rows of the last 30 days (today included) stay.
    rawViewsBefore: daysBefore(today, s.ANALYTICS_RAW_DAYS - 1),
    outboxSentBefore: ago(s.RETENTION_OUTBOX_PAYLOAD_DAYS),
    chatIdleBefore: ago(s.RETENTION_CHAT_DAYS),
    auditBefore: ago(s.RETENTION_AUDIT_DAYS),
    unconfirmedSubscriberBefore: ago(s.RETENTION_UNCONFIRMED_SUBSCRIBER_DAYS),
    readNotificationBefore: ago(s.RETENTION_READ_NOTIFICATION_DAYS),
    now: now.toISOString(),
    sessionIdleSince: new Date(t - s.ADMIN_SESSION_IDLE_MINUTES * 60_000).toISOString(),
    rateWindowBefore: Math.floor(t / 1000) - LONGEST_WINDOW_SECONDS,
  };
}
