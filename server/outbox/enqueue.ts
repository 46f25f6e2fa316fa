import type { Transaction } from "kysely";
import { newRowId } from "../db/ids";
import type { Database } from "../db/schema";
import type { OutboxDraft } from "./outbox-kinds";

/**
 * Writes outbox rows in the caller's transaction (a lead's, or none: a comment's e-mail): due at once,
 * or at a draft's `notBefore`.
 */
export async function insertOutboxRows(
  trx: Transaction<Database>,
  leadId: string | null,
  drafts: OutboxDraft[],
  now: string,
) {
  if (drafts.length === 0) return;
  await trx
    .insertInto("outbox")
    .values(
      drafts.map((d) => ({
        id: newRowId(),
        lead_id: leadId,
        kind: d.kind,
        payload: JSON.stringify(d.payload),
        // A scheduled row is first due at its time; the claim also checks not_before itself.
        next_attempt_at: d.notBefore && d.notBefore > now ? d.notBefore : now,
        locked_until: null,
        last_error: null,
        sent_at: null,
        created_at: now,
        not_before: d.notBefore ?? null,
        depends_on: d.dependsOn ?? null,
      })),
    )
    .execute();
}
