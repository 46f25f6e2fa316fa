import type { Settings } from "~/lib/settings.server";
import type { DbHandle } from "../db/connect";
import { createMailer } from "../mail/mailer";
import type { DeliverySettings } from "../outbox/deliver";
import { createCampaignSender, type SenderOptions } from "./sender";

/**
 * The campaign sender as the settings describe it, with its own SMTP pool; `overrides` for tests.
 * Campaigns go through CAMPAIGN_SMTP_URL from CAMPAIGN_FROM when set (their own stream, so a newsletter's
 * complaints do not weigh on the lead mail's reputation), else through SMTP_URL from MAIL_FROM.
 */
export function campaignSenderFrom(
  database: DbHandle,
  settings: Settings,
  delivery: DeliverySettings,
  overrides: Partial<SenderOptions> = {},
) {
  const smtpUrl = settings.CAMPAIGN_SMTP_URL || settings.SMTP_URL;
  const mailer = createMailer({ ...delivery.mail, smtpUrl });
  const sender = createCampaignSender({
    db: database.db,
    kind: database.kind,
    mailer,
    mailContext: { ...delivery.mailContext, mailFrom: settings.CAMPAIGN_FROM || settings.MAIL_FROM },
    batchSize: settings.CAMPAIGN_BATCH_SIZE,
    ratePerMinute: settings.CAMPAIGN_RATE_PER_MINUTE,
    leaseMs: settings.OUTBOX_LEASE_SECONDS * 1000,
    backoffSeconds: settings.OUTBOX_BACKOFF_SECONDS,
    maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
    pollMs: settings.OUTBOX_POLL_MS,
    ...overrides,
    secrets: [...(overrides.secrets ?? []), passwordOf(smtpUrl)].filter(Boolean),
  });
  return {
    ...sender,
    async stop() {
      await sender.stop();
      mailer.close();
    },
  };
}

/** The SMTP password in a URL, kept out of stored errors. */
function passwordOf(smtpUrl: string): string {
  try {
    return smtpUrl ? decodeURIComponent(new URL(smtpUrl).password) : "";
  } catch {
    return "";
  }
}
