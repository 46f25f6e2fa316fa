import { SqliteAdapter } from "kysely";
import { yieldToVisitors } from "../analytics/rollup";
import { nextStepSize } from "../background/step-size";
import type { Db } from "../db/schema";
import type { Cutoffs } from "./policy";

export interface StepOptions {
  /** Rows per statement: each one is short, and visitors' requests run between them. */
  batch?: number;
  /** True once the process is stopping: the step ends after the batch under way. */
  stop?: () => boolean;
}

/**
 * Runs `once` (one batch; returns rows affected) until a batch comes back short. On SQLite each batch
 * blocks the visitors' thread, so its size follows how long the last one took (a few ms, ../background).
 */
async function inBatches(
  db: Db,
  once: (limit: number) => Promise<number>,
  { batch = 1000, stop = () => false }: StepOptions,
) {
  const adapt = db.getExecutor().adapter instanceof SqliteAdapter;
  let size = batch;
  let total = 0;
  for (;;) {
    if (stop()) return total;
    const started = performance.now();
    const n = await once(size);
    total += n;
    if (n < size) return total;
    if (adapt) size = nextStepSize(size, performance.now() - started);
    await yieldToVisitors();
  }
}

const deleted = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

/** Everything the retention policy removes, in small batches; the number of rows per kind. */
export async function applyRetention(db: Db, c: Cutoffs, opts: StepOptions = {}) {
  const rateLimits = await inBatches(
    db,
    async (limit) =>
      deleted(
        await db
          .deleteFrom("rate_limits")
          .where("key", "in", (eb) =>
            eb
              .selectFrom("rate_limits")
              .select("key")
              .where("window_start", "<", c.rateWindowBefore)
              // alert:<kind> rows keep the last alert's time and the failures held back since (server/ops/alerts.ts).
              .where("key", "not like", "alert:%")
              .limit(limit),
          )
          .executeTakeFirst(),
      ),
    opts,
  );
  const sessions = await inBatches(
    db,
    async (limit) =>
      deleted(
        await db
          .deleteFrom("sessions")
          .where("id", "in", (eb) =>
            eb
              .selectFrom("sessions")
              .select("id")
              .where((w) => w.or([w("expires_at", "<=", c.now), w("last_seen_at", "<=", c.sessionIdleSince)]))
              .limit(limit),
          )
          .executeTakeFirst(),
      ),
    opts,
  );
  // Keeps kind, status and times: the lead's delivery history stays, its addresses, PDFs and tokens go.
  const outboxStripped = await inBatches(
    db,
    async (limit) =>
      Number(
        (
          await db
            .updateTable("outbox")
            .set({ payload: "{}" })
            .where("id", "in", (eb) =>
              eb
                .selectFrom("outbox")
                .select("id")
                .where("payload", "<>", "{}")
                // A skipped row (a reminder of a moved call, docs/decisions/055) was never sent: by its age.
                .where((eb) =>
                  eb.or([
                    eb.and([eb("status", "=", "sent"), eb("sent_at", "<", c.outboxSentBefore)]),
                    eb.and([eb("status", "=", "skipped"), eb("created_at", "<", c.outboxSentBefore)]),
                  ]),
                )
                .limit(limit),
            )
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
    opts,
  );
  const chats = await inBatches(
    db,
    async (limit) => {
      const ids = (
        await db
          .selectFrom("chat_conversations")
          .select("id")
          .where("lead_id", "is", null)
          .where("updated_at", "<", c.chatIdleBefore)
          .limit(limit)
          .execute()
      ).map((r) => r.id);
      if (ids.length === 0) return 0;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("chat_messages").where("conversation_id", "in", ids).execute();
        await trx.deleteFrom("chat_conversations").where("id", "in", ids).execute();
      });
      return ids.length;
    },
    opts,
  );
  const audit = await inBatches(
    db,
    async (limit) =>
      deleted(
        await db
          .deleteFrom("audit_log")
          .where("id", "in", (eb) =>
            eb.selectFrom("audit_log").select("id").where("created_at", "<", c.auditBefore).limit(limit),
          )
          .executeTakeFirst(),
      ),
    opts,
  );
  const subscribers = await inBatches(
    db,
    async (limit) =>
      deleted(
        await db
          .deleteFrom("subscribers")
          .where("id", "in", (eb) =>
            eb
              .selectFrom("subscribers")
              .select("id")
              .where("status", "=", "pending")
              .where("created_at", "<", c.unconfirmedSubscriberBefore)
              .limit(limit),
          )
          .executeTakeFirst(),
      ),
    opts,
  );
  const notifications = await inBatches(
    db,
    async (limit) =>
      deleted(
        await db
          .deleteFrom("notifications")
          .where("id", "in", (eb) =>
            eb
              .selectFrom("notifications")
              .select("id")
              .where("read_at", "is not", null)
              .where("created_at", "<", c.readNotificationBefore)
              .limit(limit),
          )
          .executeTakeFirst(),
      ),
    opts,
  );
  // A ticked sequence box never confirmed: kept as long as an unconfirmed newsletter address (issue #39).
  const sequenceConsents = await inBatches(
    db,
    async (limit) =>
      deleted(
        await db
          .deleteFrom("lead_sequences")
          .where("id", "in", (eb) =>
            eb
              .selectFrom("lead_sequences")
              .select("id")
              .where("status", "=", "pending_consent")
              .where("created_at", "<", c.unconfirmedSubscriberBefore)
              .limit(limit),
          )
          .executeTakeFirst(),
      ),
    opts,
  );
  return { rateLimits, sessions, outboxStripped, chats, audit, subscribers, notifications, sequenceConsents };
}
