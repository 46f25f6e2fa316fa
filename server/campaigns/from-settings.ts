import type { Settings } from "~/lib/settings.server";
import type { DbHandle } from "../db/connect";
import { createMailer } from "../mail/mailer";
import type { DeliverySettings } from "../outbox/deliver";
import { createCampaignSender, type SenderOptions } from "./sender";

/** The campaign sender as the settings describe it, with its own SMTP pool; `overrides` for tests. */
export function campaignSenderFrom(
  database: DbHandle,
  settings: Settings,
  delivery: DeliverySettings,
  overrides: Partial<SenderOptions> = {},
) {
  const mailer = createMailer(delivery.mail);
  const sender = createCampaignSender({
    db: database.db,
    kind: database.kind,
    mailer,
    mailContext: delivery.mailContext,
    batchSize: settings.CAMPAIGN_BATCH_SIZE,
    ratePerMinute: settings.CAMPAIGN_RATE_PER_MINUTE,
    leaseMs: settings.OUTBOX_LEASE_SECONDS * 1000,
    backoffSeconds: settings.OUTBOX_BACKOFF_SECONDS,
    maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
    pollMs: settings.OUTBOX_POLL_MS,
    ...overrides,
  });
  return {
    ...sender,
    async stop() {
      await sender.stop();
      mailer.close();
    },
  };
}
