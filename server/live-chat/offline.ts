import type { Transaction } from "kysely";
import { liveOfflineText } from "~/lib/live-chat-contract";
import { companyCalendar } from "../booking/availability";
import { type BusinessCalendar, isOpenAt, nextOpening, nextWorkingMorning } from "../calendar/business-calendar";
import { dateKey, IST } from "../calendar/zones";
import { newRowId } from "../db/ids";
import type { Database, Db } from "../db/schema";
import { recordLeadEvent, SYSTEM } from "../leads/lead-events";
import { insertOutboxRows } from "../outbox/enqueue";
import type { LiveDeps } from "./deps";
import { appendEvent, appendMessage, type lockConversation } from "./events";
import type { LiveChatMail } from "./live-mail";

// The offline path: nobody can join (outside office hours, nobody online, or nobody picked up within
// LIVE_CHAT_WAIT_SECONDS). The visitor gets the honest message with when the team is back and a
// request for an e-mail or phone if none is known; the conversation's lead (ADR 084: there is one
// once contact details are known) gets its follow-up on the next working morning and its owner (or
// the sales address) an e-mail; a conversation that waited past the limit also tells the sales
// address, once. All in the caller's transaction: the notice, the lead's change and the outbox rows
// commit together.

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof lockConversation>>>;

export async function officeOpen(deps: Pick<LiveDeps, "db" | "hours">, nowMs: number) {
  const cal = await companyCalendar(deps.db);
  return { open: deps.hours === "always" || isOpenAt(nowMs, cal), cal };
}

export function hasContact(contactJson: string | null): boolean {
  try {
    const c = contactJson ? (JSON.parse(contactJson) as { email?: unknown; phone_number?: unknown }) : null;
    return Boolean(c?.email || c?.phone_number);
  } catch {
    return false;
  }
}

export async function goOffline(
  trx: Transaction<Database>,
  deps: LiveDeps,
  conv: ConversationRow,
  nowMs: number,
  how: { open: boolean; cal: BusinessCalendar; waited: boolean },
) {
  const now = new Date(nowMs).toISOString();
  // Within hours but nobody there: the team is due back, but no time can honestly be promised.
  const back = how.open ? null : nextOpening(nowMs, how.cal);
  const backAt = back === null ? null : new Date(back).toISOString();
  const mailWaited = how.waited && !Number(conv.live_wait_mailed);
  await trx
    .updateTable("chat_conversations")
    .set({
      live_state: "offline",
      live_state_at: now,
      live_holder_id: null,
      ...(mailWaited ? { live_wait_mailed: 1 } : {}),
    })
    .where("id", "=", conv.id)
    .execute();
  const message = await appendMessage(trx, deps.bus, {
    id: newRowId(nowMs),
    conversationId: conv.id,
    authorKind: "system",
    text: liveOfflineText(back === null ? null : new Date(back), new Date(nowMs), hasContact(conv.contact_info)),
    now,
  });
  await appendEvent(trx, deps.bus, {
    conversationId: conv.id,
    kind: "state",
    payload: { conversationId: conv.id, state: "offline", holder: null, backAt },
    now,
  });
  const waitedSeconds = conv.live_state_at
    ? Math.max(0, Math.round((nowMs - Date.parse(conv.live_state_at)) / 1000))
    : 0;
  // Asking again while already offline tells the visitor again, but the owner only once.
  const followUpOn =
    conv.lead_id && conv.live_state !== "offline"
      ? await followUpLead(trx, deps, conv.lead_id, conv.id, nowMs, how.cal)
      : null;
  if (mailWaited) {
    const mail: LiveChatMail = {
      purpose: "waited",
      conversationId: conv.id,
      leadId: conv.lead_id,
      to: { name: null, address: deps.salesAddress },
      waitedSeconds,
      followUpOn,
    };
    await insertOutboxRows(trx, conv.lead_id, [{ kind: "live_chat_email", payload: { live: mail } }], now);
  }
  return { message, backAt };
}

/**
 * The chat lead's follow-up on the next working morning (kept when an earlier one is set), and the
 * e-mail to its owner, else the sales address. Returns the follow-up day.
 */
export async function followUpLead(
  trx: Transaction<Database>,
  deps: LiveDeps,
  leadId: string,
  conversationId: string,
  nowMs: number,
  cal: BusinessCalendar,
): Promise<string | null> {
  const now = new Date(nowMs).toISOString();
  const lead = await trx
    .selectFrom("leads")
    .leftJoin("users", (j) => j.onRef("users.id", "=", "leads.owner_id").on("users.status", "=", "active"))
    .select(["leads.follow_up_on", "users.name as owner_name", "users.email as owner_email"])
    .where("leads.id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return null;
  const morning = nextWorkingMorning(nowMs, cal);
  const day = morning === null ? null : dateKey(morning, IST);
  let followUpOn = lead.follow_up_on ?? null;
  if (day && (!followUpOn || followUpOn > day)) {
    await trx.updateTable("leads").set({ follow_up_on: day }).where("id", "=", leadId).execute();
    await recordLeadEvent(trx, {
      leadId,
      actor: SYSTEM,
      kind: "follow_up",
      detail: { from: followUpOn, to: day, reason: "live chat: nobody could join" },
      at: now,
    });
    followUpOn = day;
  }
  const to = lead.owner_email
    ? { name: lead.owner_name ?? null, address: lead.owner_email }
    : { name: null, address: deps.salesAddress };
  const mail: LiveChatMail = { purpose: "offline", conversationId, leadId, to, waitedSeconds: 0, followUpOn };
  await insertOutboxRows(trx, leadId, [{ kind: "live_chat_email", payload: { live: mail } }], now);
  return followUpOn;
}

/**
 * The chat's answer path created this conversation's lead: when the visitor had asked for a person
 * and nobody could join, the new lead gets the follow-up and its e-mail now.
 */
export async function afterChatLeadCreated(deps: LiveDeps, db: Db, conversationId: string, leadId: string) {
  const row = await db
    .selectFrom("chat_conversations")
    .select("live_state")
    .where("id", "=", conversationId)
    .executeTakeFirst();
  if (row?.live_state !== "offline") return;
  const nowMs = deps.now().getTime();
  const cal = await companyCalendar(db);
  await db.transaction().execute((trx) => followUpLead(trx, deps, leadId, conversationId, nowMs, cal));
}
