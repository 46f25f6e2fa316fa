import { hashToken, newToken } from "../auth/tokens";
import type { DbKind } from "../db/connect";
import type { Db } from "../db/schema";
import type { LeadMailContext } from "../mail/lead-emails";
import { type Mailer, SMTP_SLOTS } from "../mail/mailer";
import { maskError } from "../mail/mask-error";
import { RecipientRefusedError } from "../mail/smtp-errors";
import { consoleLike } from "../ops/logger";
import { countCampaignSend } from "../ops/metrics";
import { retryDelayMs } from "../outbox/backoff";
import { backgroundLoop, type LoopControl } from "../outbox/loop";
import { runInSlots } from "../outbox/slots";
import { type CampaignMessage, campaignEmail } from "./emails";

export interface SenderOptions {
  db: Db;
  kind: DbKind;
  mailer: Pick<Mailer, "send">;
  mailContext: LeadMailContext;
  batchSize: number;
  ratePerMinute: number;
  /** A recipient claimed longer ago than this and still "sending" belonged to a process that died. */
  leaseMs: number;
  backoffSeconds: readonly number[];
  maxAttempts: number;
  pollMs: number;
  secrets?: string[];
  now?: () => Date;
  log?: Pick<Console, "log" | "warn" | "error">;
  /** Recipients sent side by side (the SMTP pool's connections). */
  slots?: number;
}

interface Claimed {
  id: string;
  campaign_id: string;
  subscriber_id: string;
  email: string;
  attempts: number;
  token: string;
}

/** `refused`: the mail server refused the address for good (5xx to RCPT TO or DATA). */
type Outcome = { r: Claimed; error?: string; refused?: boolean };

/**
 * Sends campaigns, recipient by recipient, at most `ratePerMinute` a minute over all replicas (counted
 * from the claim times in the database). At most once: a recipient is marked "sending" in the step
 * that claims it, before the SMTP conversation; a process that dies mid-send leaves it "sending", and
 * once the lease is over it becomes "interrupted", never sent again (docs/decisions/012-email-campaigns.md).
 */
export function createCampaignSender(o: SenderOptions) {
  const { db, log = consoleLike("campaigns") } = o;
  const now = o.now ?? (() => new Date());

  async function claim(at: Date): Promise<Claimed[]> {
    const atIso = at.toISOString();
    const minuteAgo = new Date(at.getTime() - 60_000).toISOString();
    const leaseOver = new Date(at.getTime() - o.leaseMs).toISOString();
    await db
      .updateTable("campaign_recipients")
      .set({ status: "interrupted", last_error: "the sending process stopped before recording the outcome" })
      .where("status", "=", "sending")
      .where("claimed_at", "<", leaseOver)
      .execute();
    // An address that unsubscribed after the campaign started is skipped.
    await db
      .updateTable("campaign_recipients")
      .set({ status: "skipped" })
      .where("status", "=", "pending")
      .where("subscriber_id", "not in", (eb) =>
        eb.selectFrom("subscribers").select("id").where("status", "=", "confirmed"),
      )
      .execute();
    const recent = await db
      .selectFrom("campaign_recipients")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("claimed_at", ">", minuteAgo)
      .executeTakeFirstOrThrow();
    const room = Math.min(o.batchSize, o.ratePerMinute - Number(recent.n));
    if (room <= 0) return [];
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom("campaign_recipients")
        .select(["id", "campaign_id", "subscriber_id", "email", "attempts"])
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", atIso)
        .where("campaign_id", "in", (eb) => eb.selectFrom("campaigns").select("id").where("status", "=", "sending"))
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(room);
      if (o.kind === "postgres") due = due.forUpdate().skipLocked();
      const picked = await due.execute();
      const claimed: Claimed[] = [];
      for (const r of picked) {
        const token = newToken();
        const result = await trx
          .updateTable("campaign_recipients")
          .set({ status: "sending", claimed_at: atIso, token_hash: hashToken(token), attempts: Number(r.attempts) + 1 })
          .where("id", "=", r.id)
          .where("status", "=", "pending")
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) claimed.push({ ...r, attempts: Number(r.attempts) + 1, token });
      }
      return claimed;
    });
  }

  const messages = new Map<string, CampaignMessage>();
  async function messageOf(campaignId: string): Promise<CampaignMessage> {
    const known = messages.get(campaignId);
    if (known) return known;
    const c = await db
      .selectFrom("campaigns")
      .select(["id", "subject", "body", "html", "links"])
      .where("id", "=", campaignId)
      .executeTakeFirstOrThrow();
    const message = {
      campaignId: c.id,
      subject: c.subject,
      body: c.body,
      html: c.html ?? "",
      links: JSON.parse(c.links ?? "[]"),
    };
    messages.set(campaignId, message);
    return message;
  }

  async function sendOne(r: Claimed): Promise<Outcome> {
    try {
      const mail = campaignEmail(await messageOf(r.campaign_id), r.email, r.token, o.mailContext);
      const host = new URL(o.mailContext.siteUrl).hostname;
      await o.mailer.send({ ...mail, messageId: `<${r.id}@${host}>` }, `campaign_${r.campaign_id}_${r.id}`);
      return { r };
    } catch (err) {
      return {
        r,
        error: maskError(err, o.secrets ?? []) || "unknown error",
        refused: err instanceof RecipientRefusedError,
      };
    }
  }

  async function record(outcomes: Outcome[], at: Date) {
    const atIso = at.toISOString();
    await db.transaction().execute(async (trx) => {
      for (const { r, error, refused } of outcomes) {
        const mine = trx.updateTable("campaign_recipients").where("id", "=", r.id).where("status", "=", "sending");
        if (!error) {
          await mine.set({ status: "sent", sent_at: atIso, last_error: null }).execute();
        } else if (refused) {
          // No such mailbox, or refused for good: no retry, and no further campaign to this address
          // (mail to dead addresses is what gets a sender's domain blocked). Unsubscribed stays unsubscribed.
          await mine.set({ status: "failed", last_error: error }).execute();
          await trx
            .updateTable("subscribers")
            .set({ status: "suppressed", updated_at: atIso })
            .where("id", "=", r.subscriber_id)
            .where("status", "in", ["confirmed", "pending"])
            .execute();
        } else if (r.attempts >= o.maxAttempts) {
          await mine.set({ status: "failed", last_error: error }).execute();
        } else {
          // The server refused or could not be reached: the message was not accepted, so a retry is safe.
          const next = new Date(at.getTime() + retryDelayMs(r.attempts, o.backoffSeconds)).toISOString();
          await mine.set({ status: "pending", next_attempt_at: next, last_error: error }).execute();
        }
      }
      await finishCampaigns(trx, atIso);
    });
    const failed = outcomes.filter((x) => x.error).length;
    const refused = outcomes.filter((x) => x.refused).length;
    countCampaignSend(true, outcomes.length - failed);
    countCampaignSend(false, failed);
    if (refused) log.warn(`${refused} of ${outcomes.length} addresses refused for good (5xx); suppressed`);
    if (failed > refused) log.warn(`${failed - refused} of ${outcomes.length} e-mails not accepted; retried later`);
  }

  /** One round: claims what the rate allows, sends it, records it. Resolves with the number handled. */
  async function runOnce(): Promise<number> {
    // An idle site (no campaign going out) costs one read a poll, and no write.
    const open = await db.selectFrom("campaigns").select("id").where("status", "=", "sending").executeTakeFirst();
    if (!open) return 0;
    const claimed = await claim(now());
    if (claimed.length === 0) {
      // The last recipients may have been skipped or interrupted rather than sent.
      await finishCampaigns(db, now().toISOString());
      return 0;
    }
    // As many side by side as the SMTP pool has connections; after a SIGTERM no further one starts and
    // those not started go back to pending (never "interrupted": they were not on the wire).
    const { done, notStarted } = await runInSlots(claimed, o.slots ?? SMTP_SLOTS, sendOne, loop.stopping);
    await record(done, now());
    await unclaim(notStarted);
    return done.length;
  }

  async function unclaim(rows: Claimed[]) {
    for (const r of rows) {
      await db
        .updateTable("campaign_recipients")
        .set({ status: "pending", attempts: r.attempts - 1, token_hash: null })
        .where("id", "=", r.id)
        .where("status", "=", "sending")
        .execute();
    }
  }

  async function run({ running, sleep }: LoopControl) {
    while (running()) {
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (err) {
        log.error(`round failed: ${maskError(err, o.secrets ?? [])}`);
      }
      if (!running()) break;
      // A full round goes on at once (after waiting requests); an empty or rate-limited one waits.
      if (handled > 0) await new Promise((resolve) => setImmediate(resolve));
      else await sleep();
    }
  }

  const loop = backgroundLoop(o.pollMs, run);
  return { runOnce, ...loop };
}

/** A campaign is sent once none of its recipients is waiting or under way. */
async function finishCampaigns(db: Db, atIso: string) {
  await db
    .updateTable("campaigns")
    .set({ status: "sent", finished_at: atIso, updated_at: atIso })
    .where("status", "=", "sending")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("campaign_recipients")
            .select("id")
            .whereRef("campaign_recipients.campaign_id", "=", "campaigns.id")
            .where("campaign_recipients.status", "in", ["pending", "sending"]),
        ),
      ),
    )
    .execute();
}

export type CampaignSender = ReturnType<typeof createCampaignSender>;
