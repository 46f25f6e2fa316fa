import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { recordLeadEvent, SYSTEM } from "../leads/lead-events";
import type { OutboxRow } from "./deliver";

/**
 * A lead's timeline line for a delivery's final result (sent, or failed for good), in the worker's
 * transaction that records it. Only while the lead exists: an erasure may have removed it meanwhile.
 */
export async function deliveryEvent(
  trx: Transaction<Database>,
  row: Pick<OutboxRow, "lead_id" | "kind">,
  result: { result: "sent" | "failed"; attempts: number; error?: string },
  at: string,
) {
  if (!row.lead_id) return;
  const lead = await trx.selectFrom("leads").select("id").where("id", "=", row.lead_id).executeTakeFirst();
  if (!lead) return;
  await recordLeadEvent(trx, {
    leadId: lead.id,
    actor: SYSTEM,
    kind: "delivery",
    detail: { delivery: row.kind, ...result },
    at,
  });
}
