import type { Insertable } from "kysely";
import { hashToken, newToken } from "../auth/tokens";
import { newRowId } from "../db/ids";
import type { Db, SubscribersTable } from "../db/schema";
import { withinRecipientCap } from "../leads/recipient-cap";
import { insertOutboxRows } from "../outbox/enqueue";
import type { OutboxDraft } from "../outbox/outbox-kinds";
import { CONFIRM_TTL_MS, RECIPIENT_TOKEN_TTL_MS, tokenHashOf, tokenLive } from "./tokens";

/** A pending address asking again within this time gets no second e-mail (no mail-bombing through our form). */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

type NewSubscriber = Pick<Insertable<SubscribersTable>, "email" | "lead_id" | "status" | "created_at" | "updated_at"> &
  Partial<Insertable<SubscribersTable>>;

/** A new row of the subscribers list: whatever `row` does not give (tokens, other dates) is empty. */
async function insertSubscriber(trx: Db, row: NewSubscriber) {
  await trx
    .insertInto("subscribers")
    .values({
      id: newRowId(),
      confirm_token_hash: null,
      confirm_expires_at: null,
      confirm_sent_at: null,
      confirmed_at: null,
      unsubscribed_at: null,
      ...row,
    })
    .execute();
}

/**
 * The double opt-in for one address, inside the caller's transaction: a pending subscriber and the
 * outbox draft of its confirmation e-mail. A confirmed address gets nothing (no duplicate row, no
 * e-mail); an unsubscribed or expired one starts over as pending, with fresh dates (retention counts
 * an unconfirmed address's days from `created_at`). No token is made here: the worker makes it when
 * the e-mail goes out (issueConfirmToken), so no row ever holds a usable link.
 */
export async function startOptIn(trx: Db, email: string, leadId: string, now = new Date()): Promise<OutboxDraft[]> {
  const address = email.toLowerCase();
  const existing = await trx.selectFrom("subscribers").selectAll().where("email", "=", address).executeTakeFirst();
  if (existing?.status === "confirmed") return [];
  if (existing?.status === "pending" && tokenLive(existing.confirm_sent_at, RESEND_AFTER_MS, now)) return [];
  const at = now.toISOString();
  const fresh = {
    status: "pending" as const,
    confirm_sent_at: at,
    confirmed_at: null,
    unsubscribed_at: null,
    created_at: at,
    updated_at: at,
  };
  if (existing) {
    // A link already sent keeps working until the new e-mail's link replaces it.
    await trx
      .updateTable("subscribers")
      .set({ ...fresh, lead_id: existing.lead_id ?? leadId })
      .where("id", "=", existing.id)
      .execute();
  } else {
    await insertSubscriber(trx, { email: address, lead_id: leadId, ...fresh });
  }
  return [{ kind: "confirm_email", payload: { confirm: { email: address } } }];
}

/**
 * The token for the confirmation e-mail about to be sent, made at send time like a campaign recipient's
 * (server/campaigns/sender.ts): only its hash is stored, valid CONFIRM_TTL_MS from now, replacing any
 * earlier link. Null when the address no longer waits for confirmation (confirmed meanwhile, erased, or
 * removed by retention): the e-mail is not needed.
 */
export async function issueConfirmToken(db: Db, email: string, now = new Date()): Promise<string | null> {
  const token = newToken();
  const result = await db
    .updateTable("subscribers")
    .set({
      confirm_token_hash: hashToken(token),
      confirm_expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
      updated_at: now.toISOString(),
    })
    .where("email", "=", email.toLowerCase())
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? token : null;
}

/** The address signed up before (its newsletter lead exists): the opt-in starts again if it is not confirmed. */
export async function renewOptIn(db: Db, leadId: string, email: string) {
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    // The same daily allowance per mailbox as a first sign-up's confirmation.
    const drafts = await withinRecipientCap(trx, await startOptIn(trx, email, leadId, now));
    await insertOutboxRows(trx, leadId, drafts, now.toISOString());
  });
}

/** The pending subscriber a confirmation token stands for, if the token is ours and not expired. */
export async function pendingByToken(db: Db, token: unknown, now = new Date()) {
  const hash = tokenHashOf(token);
  if (!hash) return undefined;
  const row = await db
    .selectFrom("subscribers")
    .select(["id", "confirm_expires_at"])
    .where("confirm_token_hash", "=", hash)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (!row?.confirm_expires_at || row.confirm_expires_at <= now.toISOString()) return undefined;
  return { id: row.id, hash };
}

/** Confirms the address; the token is single-use (cleared here). False for an unknown, used or expired token. */
export async function confirmSubscription(db: Db, token: unknown, now = new Date()): Promise<boolean> {
  const pending = await pendingByToken(db, token, now);
  if (!pending) return false;
  const at = now.toISOString();
  const result = await db
    .updateTable("subscribers")
    .set({ status: "confirmed", confirmed_at: at, confirm_token_hash: null, confirm_expires_at: null, updated_at: at })
    .where("id", "=", pending.id)
    .where("confirm_token_hash", "=", pending.hash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The campaign recipient a link token stands for (unsubscribe, open, click), while its links work. */
export async function recipientByToken(db: Db, token: unknown, now = new Date()) {
  const hash = tokenHashOf(token);
  if (!hash) return undefined;
  const row = await db
    .selectFrom("campaign_recipients")
    .select(["id", "campaign_id", "subscriber_id", "claimed_at", "opened_at", "clicked_at"])
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  return row && tokenLive(row.claimed_at, RECIPIENT_TOKEN_TTL_MS, now) ? row : undefined;
}

/** Unsubscribes the recipient's address (again is fine). False for an unknown or expired token. */
export async function unsubscribeByToken(db: Db, token: unknown, now = new Date()): Promise<boolean> {
  const recipient = await recipientByToken(db, token, now);
  if (!recipient) return false;
  const at = now.toISOString();
  await db
    .updateTable("subscribers")
    .set({ status: "unsubscribed", unsubscribed_at: at, confirm_token_hash: null, updated_at: at })
    .where("id", "=", recipient.subscriber_id)
    .where("status", "!=", "unsubscribed")
    .execute();
  return true;
}

/**
 * The address goes on the suppression list that campaigns and sequences share: its subscribers row,
 * made when there is none, says "unsubscribed" (the person's own word) or "suppressed" (its mail server
 * refused for good). An unsubscribed address stays so: a refusal does not overwrite it.
 */
export async function suppressSubscriber(trx: Db, email: string, status: "unsubscribed" | "suppressed", now: Date) {
  const address = email.toLowerCase();
  const at = now.toISOString();
  const unsubscribed_at = status === "unsubscribed" ? at : null;
  const existing = await trx
    .selectFrom("subscribers")
    .select(["id", "status"])
    .where("email", "=", address)
    .executeTakeFirst();
  if (!existing)
    await insertSubscriber(trx, {
      email: address,
      lead_id: null,
      status,
      unsubscribed_at,
      created_at: at,
      updated_at: at,
    });
  else if (existing.status !== "unsubscribed")
    await trx
      .updateTable("subscribers")
      .set({ status, unsubscribed_at, confirm_token_hash: null, updated_at: at })
      .where("id", "=", existing.id)
      .execute();
}
