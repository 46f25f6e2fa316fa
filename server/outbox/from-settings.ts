import type { Settings } from "~/lib/settings.server";
import { campaignSenderFrom } from "../campaigns/from-settings";
import type { DbHandle } from "../db/connect";
import type { LeadMailContext } from "../mail/lead-emails";
import { createMailer, type DkimSettings, smtpTimeoutsFor } from "../mail/mailer";
import { createDeliveryAlerts } from "../ops/alerts";
import { reportSettingsFrom } from "../reports/report-settings";
import { createDeliverer, type DeliverySettings } from "./deliver";
import type { TrafficMeter } from "./traffic";
import { createOutboxWorker, type WorkerOptions } from "./worker";

/** The CRM gets 10 s to answer (issue 10); after that the row is retried. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Above this many POST requests a second the process is in a burst (a normal day brings a few leads
 * a minute): the worker waits for it to pass, up to 30 s, instead of taking CPU from visitors.
 */
export const BURST_POSTS_PER_SECOND = 20;

export function deliverySettingsFrom(settings: Settings): DeliverySettings {
  const reports = reportSettingsFrom(settings);
  const mailContext: LeadMailContext = {
    brandName: settings.BRAND_NAME,
    siteUrl: settings.SITE_URL,
    salesEmail: settings.SALES_EMAIL || settings.CONTACT_EMAIL,
    mailFrom: settings.MAIL_FROM,
    contact: reports.contact,
  };
  return {
    mail: {
      smtpUrl: settings.SMTP_URL,
      outboxDir: reports.outboxDir,
      timeouts: smtpTimeoutsFor(settings.SHUTDOWN_GRACE_SECONDS),
      dkim: dkimFrom(settings),
    },
    mailContext,
    webhook: settings.LEADS_WEBHOOK_URL
      ? { url: settings.LEADS_WEBHOOK_URL, secret: settings.LEADS_WEBHOOK_SECRET, timeoutMs: WEBHOOK_TIMEOUT_MS }
      : undefined,
  };
}

/** The DKIM signature every mailer adds (lead mail, alerts, campaigns, demo files), when configured. */
export function dkimFrom(settings: Settings): DkimSettings | undefined {
  // All three or none, and the key already read and checked (app/lib/settings.server.ts).
  if (!settings.DKIM_DOMAIN || !settings.DKIM_SELECTOR || !settings.DKIM_PRIVATE_KEY) return undefined;
  return {
    domainName: settings.DKIM_DOMAIN,
    keySelector: settings.DKIM_SELECTOR,
    privateKey: settings.DKIM_PRIVATE_KEY,
  };
}

/** The worker as the settings describe it; `overrides` lets tests use a clock or a shorter timeout. */
export function outboxWorkerFrom(
  database: DbHandle,
  settings: Settings,
  overrides: Partial<WorkerOptions> & { webhookTimeoutMs?: number; traffic?: TrafficMeter } = {},
) {
  const delivery = deliverySettingsFrom(settings);
  if (delivery.webhook && overrides.webhookTimeoutMs) delivery.webhook.timeoutMs = overrides.webhookTimeoutMs;
  const deliverer = createDeliverer(delivery, database.db, overrides.now);
  // The early delivery alerts get their own transport: the lead mail's server may be the broken one.
  const alertMailer = createMailer({ ...delivery.mail, smtpUrl: settings.ALERT_SMTP_URL || settings.SMTP_URL });
  const alerts = createDeliveryAlerts({
    db: database.db,
    mailer: alertMailer,
    to: settings.ALERT_EMAIL || settings.SALES_EMAIL || settings.CONTACT_EMAIL,
    from: settings.MAIL_FROM,
    brandName: settings.BRAND_NAME,
    siteUrl: settings.SITE_URL,
    maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
  });
  const worker = createOutboxWorker({
    db: database.db,
    kind: database.kind,
    deliverer,
    pollMs: settings.OUTBOX_POLL_MS,
    leaseMs: settings.OUTBOX_LEASE_SECONDS * 1000,
    backoffSeconds: settings.OUTBOX_BACKOFF_SECONDS,
    maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
    holdBack: overrides.traffic && (() => (overrides.traffic?.postsLastSecond() ?? 0) > BURST_POSTS_PER_SECOND),
    onFailures: alerts.onFailures,
    ...overrides,
  });
  // Campaign e-mails are delivered by the same process, from their own queue (server/campaigns/sender.ts).
  const campaigns = campaignSenderFrom(database, settings, delivery, {
    secrets: deliverer.secrets,
    ...(overrides.now ? { now: overrides.now } : {}),
    ...(overrides.log ? { log: overrides.log } : {}),
  });
  return {
    ...worker,
    campaigns,
    start() {
      worker.start();
      campaigns.start();
    },
    /** Waits for the delivery alerts still being sent (they go out beside the rounds, not in them). */
    settleAlerts: () => alerts.settle(),
    async stop() {
      await Promise.all([worker.stop(), campaigns.stop()]);
      await alerts.settle();
      deliverer.close();
      alertMailer.close();
    },
  };
}
