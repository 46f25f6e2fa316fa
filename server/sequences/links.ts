import { RECIPIENT_TOKEN_TTL_MS, tokenHashOf, tokenLive } from "../campaigns/tokens";
import type { Db } from "../db/schema";
import { scheduleSteps, suppressAddress } from "./store";

// What the links in a sequence's e-mails do: confirm the consent (single-use, within a week), and,
// for a year after a step went out, unsubscribe, count an open or a click. Tokens are looked up by
// their SHA-256; anything that is not one of ours is simply unknown.

/** The sequence waiting for this confirmation token, if it is ours and not expired. */
export async function pendingByToken(db: Db, token: unknown, now: Date) {
  const hash = tokenHashOf(token);
  if (!hash) return undefined;
  const row = await db
    .selectFrom("lead_sequences")
    .select(["id", "lead_id", "time_zone", "confirm_expires_at"])
    .where("confirm_token_hash", "=", hash)
    .where("status", "=", "pending_consent")
    .executeTakeFirst();
  if (!row?.confirm_expires_at || row.confirm_expires_at <= now.toISOString()) return undefined;
  return { ...row, hash };
}

/** Confirms the consent and schedules the steps from now, in one transaction. False: not (or no longer) valid. */
export async function confirmByToken(db: Db, token: unknown, now: Date): Promise<boolean> {
  const pending = await pendingByToken(db, token, now);
  if (!pending) return false;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable("lead_sequences")
      .set({
        status: "active",
        consent_confirmed_at: at,
        started_at: at,
        confirm_token_hash: null,
        confirm_expires_at: null,
        updated_at: at,
      })
      .where("id", "=", pending.id)
      .where("confirm_token_hash", "=", pending.hash)
      .where("status", "=", "pending_consent")
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await scheduleSteps(trx, { id: pending.id, lead_id: pending.lead_id, time_zone: pending.time_zone }, now);
    return true;
  });
}

/** The sent step a link token stands for, while its links work. */
export async function sendByToken(db: Db, token: unknown, now: Date) {
  const hash = tokenHashOf(token);
  if (!hash) return undefined;
  const row = await db
    .selectFrom("sequence_sends")
    .innerJoin("lead_sequences", "lead_sequences.id", "sequence_sends.lead_sequence_id")
    .innerJoin("leads", "leads.id", "lead_sequences.lead_id")
    .select([
      "sequence_sends.id",
      "sequence_sends.sent_at",
      "sequence_sends.opened_at",
      "sequence_sends.clicked_at",
      "sequence_sends.links",
      "leads.email",
    ])
    .where("sequence_sends.token_hash", "=", hash)
    .executeTakeFirst();
  // A step whose sending failed has no sent_at: its token was made, so its links work from then on.
  return row && (row.sent_at === null || tokenLive(row.sent_at, RECIPIENT_TOKEN_TTL_MS, now)) ? row : undefined;
}

/** One click: the address on the shared suppression list and every sequence to it stopped. */
export async function unsubscribeByToken(db: Db, token: unknown, now: Date): Promise<boolean> {
  const send = await sendByToken(db, token, now);
  if (!send?.email) return false;
  const email = send.email;
  await db.transaction().execute((trx) => suppressAddress(trx, email, "unsubscribed", now));
  return true;
}

/** Counts an open (once). */
export async function markOpened(db: Db, id: string, now: Date) {
  await db
    .updateTable("sequence_sends")
    .set({ opened_at: now.toISOString() })
    .where("id", "=", id)
    .where("opened_at", "is", null)
    .execute();
}

/** The step's own link number `index`, with the click (and so an open) counted once. */
export async function clickTarget(db: Db, token: string, index: string, now: Date): Promise<string | undefined> {
  if (!/^\d{1,4}$/.test(index)) return undefined;
  const send = await sendByToken(db, token, now);
  if (!send) return undefined;
  let links: unknown[] = [];
  try {
    links = JSON.parse(send.links ?? "[]") as unknown[];
  } catch {
    links = [];
  }
  const target = links[Number(index)];
  if (typeof target !== "string" || !/^https?:\/\//i.test(target)) return undefined;
  const at = now.toISOString();
  await db
    .updateTable("sequence_sends")
    .set((eb) => ({
      clicked_at: eb.fn.coalesce("clicked_at", eb.val(at)),
      opened_at: eb.fn.coalesce("opened_at", eb.val(at)),
    }))
    .where("id", "=", send.id)
    .execute();
  return target;
}
