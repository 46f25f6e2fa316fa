import type { Db } from "../db/schema";
import type { LeadMailContext } from "../mail/lead-emails";
import { PermanentDeliveryError, parseOutboxPayload } from "../outbox/payload-schemas";
import { confirmMessage, type SequenceMessage, stepMessage } from "./mail";

/**
 * The message of a sequence row for the outbox's deliverer: undefined for any other kind, null when the
 * confirmation is no longer needed (confirmed, stopped or erased meanwhile).
 */
export async function sequenceMessageFor(
  db: Db | undefined,
  row: { id: string; kind: string; payload: string },
  ctx: LeadMailContext,
  now: Date,
): Promise<SequenceMessage | null | undefined> {
  if (row.kind !== "sequence_confirm" && row.kind !== "sequence_email") return undefined;
  if (!db) throw new PermanentDeliveryError(`row ${row.id}: no database for the sequence e-mail`);
  const payload = parseOutboxPayload(row);
  if (payload.kind === "sequence_confirm") return confirmMessage(db, payload.sequenceConfirm.id, ctx, now);
  if (payload.kind === "sequence_email") return stepMessage(db, payload.sequence.id, payload.sequence.step, ctx, now);
  throw new PermanentDeliveryError(`row ${row.id}: not a sequence payload`);
}
