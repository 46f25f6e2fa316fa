import { outboxRowWithTranscript } from "../chat/lead-transcript";
import type { DbKind } from "../db/connect";
import type { Db } from "../db/schema";
import { leadPerson } from "../leads/lead-snapshot";
import { SMTP_SLOTS } from "../mail/mailer";
import { maskError } from "../mail/mask-error";
import { RecipientRefusedError } from "../mail/smtp-errors";
import { addNotification } from "../notifications/notify";
import { consoleLike } from "../ops/logger";
import { countDelivery, countSkipped } from "../ops/metrics";
import { recipientRefused } from "../sequences/refused";
import { retryDelayMs } from "./backoff";
import { claimDue } from "./claim";
import { type Deliverer, type OutboxRow, outboxRowLabel } from "./deliver";
import { deliveryEvent } from "./delivery-event";
import { checkDependency } from "./depends-on";
import { backgroundLoop, type LoopControl } from "./loop";
import { OUTBOX_KIND_LABELS } from "./outbox-kinds";
import { clearedPayload, PermanentDeliveryError } from "./payload-schemas";
import { runInSlots } from "./slots";

export interface WorkerOptions {
  db: Db;
  kind: DbKind;
  deliverer: Pick<Deliverer, "deliver" | "secrets">;
  pollMs: number;
  leaseMs: number;
  backoffSeconds: readonly number[];
  maxAttempts: number;
  /** Rows claimed and delivered side by side in one round. */
  batchSize?: number;
  /** True while visitors keep the process busy: the worker then waits, up to `maxHoldMs`. */
  holdBack?: () => boolean;
  /** How long a backlog may wait for a burst to pass before the worker delivers regardless (30 s). */
  maxHoldMs?: number;
  now?: () => Date;
  random?: () => number;
  log?: Pick<Console, "log" | "warn" | "error">;
  /** E-mails delivered side by side in a round (the SMTP pool's connections). */
  mailSlots?: number;
  /** Told of every failed attempt once it is recorded (the early delivery alerts, server/ops/alerts.ts). */
  onFailures?: (failed: FailedAttempt[]) => Promise<void>;
}

/** A delivery attempt that failed, once recorded: `attempts` counts it. */
export interface FailedAttempt {
  row: OutboxRow;
  attempts: number;
  error: string;
}

type Outcome =
  | { row: OutboxRow; ok: true }
  | { row: OutboxRow; ok: "skipped"; why: string }
  | { row: OutboxRow; ok: "deferred"; why: string; until: string }
  | { row: OutboxRow; ok: false; error: string; permanent: boolean; refused?: boolean };

/**
 * The delivery worker: one per process. Polls for due rows, claims a batch with a lease, delivers it,
 * then records every outcome in one transaction: sent with its time, a retry after the backoff, or
 * failed after the last attempt (with an admin notification).
 */
export function createOutboxWorker(o: WorkerOptions) {
  const { db, deliverer, log = consoleLike("outbox") } = o;
  const now = o.now ?? (() => new Date());
  const batchSize = o.batchSize ?? 10;
  const maxHoldMs = o.maxHoldMs ?? 30_000;

  async function deliverOne(row: OutboxRow): Promise<Outcome> {
    try {
      // A scheduled row's condition, read right before sending (docs/decisions/055): a reminder of a
      // call moved or cancelled since is skipped, never sent.
      if (row.depends_on) {
        const check = await checkDependency(db, row.depends_on, now());
        // "Not now" (a paused sequence, the lead's evening): pending again from that time (ADR 086).
        if (!check.holds && check.retryAt) return { row, ok: "deferred", why: check.why, until: check.retryAt };
        if (!check.holds) return { row, ok: "skipped", why: check.why };
      }
      // A chat lead's rows get the transcript as committed from its conversation (not kept in the row).
      log.log(await deliverer.deliver(await outboxRowWithTranscript(db, row)));
      countDelivery(row.kind, true);
      return { row, ok: true };
    } catch (err) {
      countDelivery(row.kind, false);
      const error = maskError(err, deliverer.secrets) || "unknown error";
      // A payload that can never make a message fails at once: retrying it would only fail again. So
      // does a recipient the mail server refused for good (5xx to RCPT TO or DATA, server/mail/smtp-errors.ts).
      const refused = err instanceof RecipientRefusedError;
      return { row, ok: false, error, permanent: err instanceof PermanentDeliveryError, refused };
    }
  }

  async function record(outcomes: Outcome[], token: string) {
    const at = now();
    const atIso = at.toISOString();
    await db.transaction().execute(async (trx) => {
      for (const outcome of outcomes) {
        const { row } = outcome;
        const attempts = row.attempts + 1;
        const mine = trx.updateTable("outbox").where("id", "=", row.id).where("locked_until", "=", token);
        if (outcome.ok === "deferred") {
          // A new time of its own: until then it is scheduled, not late (outbox_oldest_pending_age_seconds).
          await mine.set({ next_attempt_at: outcome.until, not_before: outcome.until, locked_until: null }).execute();
          continue;
        }
        if (outcome.ok === "skipped") {
          await mine
            .set({
              status: "skipped",
              attempts: row.attempts,
              locked_until: null,
              last_error: `not sent: ${outcome.why}`,
            })
            .execute();
          countSkipped(row.kind);
          log.log(`${outboxRowLabel(row)} not sent: ${outcome.why}`);
          continue;
        }
        if (outcome.ok) {
          // A raw confirmation token is not kept once its e-mail is out (nor, then, in backups).
          const payload = clearedPayload(row.kind, row.payload);
          const sent = await mine
            .set({
              status: "sent",
              sent_at: atIso,
              attempts,
              locked_until: null,
              last_error: null,
              ...(payload ? { payload } : {}),
            })
            .executeTakeFirst();
          if (Number(sent.numUpdatedRows) > 0) await deliveryEvent(trx, row, { result: "sent", attempts }, atIso);
          continue;
        }
        const what = outboxRowLabel(row);
        if (attempts >= o.maxAttempts || outcome.permanent) {
          const result = await mine
            .set({ status: "failed", attempts, locked_until: null, last_error: outcome.error })
            .executeTakeFirst();
          log.error(
            outcome.refused
              ? `${what} failed for good (the mail server refused the recipient; not retried): ${outcome.error}`
              : outcome.permanent
                ? `[outbox] ${what} failed for good (it cannot be sent as it stands): ${outcome.error}`
                : `[outbox] ${what} failed for good after ${attempts} attempts: ${outcome.error}`,
          );
          if (Number(result.numUpdatedRows) === 0) continue;
          // The address is refused for good: on the shared suppression list, its sequences stopped.
          if (outcome.refused) await recipientRefused(trx, row, at);
          await deliveryEvent(trx, row, { result: "failed", attempts, error: outcome.error }, atIso);
          const lead = row.lead_id
            ? await trx
                .selectFrom("leads")
                .select(["name", "email", "phone"])
                .where("id", "=", row.lead_id)
                .executeTakeFirst()
            : undefined;
          await addNotification(trx, {
            kind: "delivery_failed",
            title: `Delivery failed: ${OUTBOX_KIND_LABELS[row.kind] ?? row.kind} for ${lead ? leadPerson(lead) : row.lead_id ? "a lead" : "the team"}`,
            body: outcome.refused
              ? `Refused by the mail server, not retried: ${outcome.error}`
              : outcome.permanent
                ? `Not sendable: ${outcome.error}`
                : `After ${attempts} attempts: ${outcome.error}`,
            // A row of no lead is the e-mail about a new comment.
            link: row.lead_id ? `/admin/leads/${row.lead_id}` : "/admin/comments",
          });
          continue;
        }
        const delay = retryDelayMs(attempts, o.backoffSeconds, o.random);
        const next = new Date(at.getTime() + delay).toISOString();
        await mine.set({ attempts, next_attempt_at: next, locked_until: null, last_error: outcome.error }).execute();
        log.warn(
          `${what} failed (attempt ${attempts} of ${o.maxAttempts}), retrying in ${Math.round(delay / 1000)} s: ${outcome.error}`,
        );
      }
    });
  }

  /** One round: claims what is due now and delivers it. Resolves with the number of rows handled. */
  async function runOnce(): Promise<number> {
    const { rows, token } = await claimDue(db, o.kind, { now: now(), leaseMs: o.leaseMs, limit: batchSize });
    if (rows.length === 0) return 0;
    // E-mails go out on as many slots as the SMTP pool has connections, webhooks all at once; after a
    // SIGTERM no further row starts, so the round ends within one delivery's timeouts.
    const isMail = (r: OutboxRow) => r.kind !== "webhook";
    const [mail, hooks] = await Promise.all([
      runInSlots(rows.filter(isMail), o.mailSlots ?? SMTP_SLOTS, deliverOne, loop.stopping),
      runInSlots(
        rows.filter((r) => !isMail(r)),
        batchSize,
        deliverOne,
        loop.stopping,
      ),
    ]);
    const outcomes = [...mail.done, ...hooks.done];
    await record(outcomes, token);
    await release([...mail.notStarted, ...hooks.notStarted], token);
    const failed = outcomes.flatMap((x) =>
      x.ok === false ? [{ row: x.row, attempts: x.row.attempts + 1, error: x.error }] : [],
    );
    if (failed.length) await o.onFailures?.(failed);
    // Rows handed back unstarted do not count: a caller looping while rows are handled stops.
    return outcomes.length;
  }

  /** Rows claimed but not started (the process is stopping): free at once for the next worker, attempts unchanged. */
  async function release(rows: OutboxRow[], token: string) {
    if (rows.length === 0) return;
    await db
      .updateTable("outbox")
      .set({ locked_until: null })
      .where(
        "id",
        "in",
        rows.map((r) => r.id),
      )
      .where("locked_until", "=", token)
      .execute();
  }

  async function run({ running, sleep }: LoopControl) {
    // Set when a burst first made the worker wait; cleared only once the queue is empty, so after
    // maxHoldMs the worker catches up even if the burst goes on.
    let heldSince: number | undefined;
    while (running()) {
      if (o.holdBack?.()) {
        heldSince ??= Date.now();
        if (Date.now() - heldSince < maxHoldMs) {
          await sleep();
          continue;
        }
      }
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (err) {
        // The database is briefly away, say: log, wait a poll interval, go on.
        log.error(`round failed: ${maskError(err, deliverer.secrets)}`);
      }
      if (!running()) break;
      if (handled === 0) {
        heldSince = undefined;
        await sleep();
      } else {
        // A full batch: go on at once, but let waiting requests run first.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }

  const loop = backgroundLoop(o.pollMs, run);
  return { runOnce, ...loop };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
