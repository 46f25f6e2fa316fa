import { randomUUID } from "node:crypto";
import type { ContactInfo } from "~/features/chat/chat-text";
import { extractContactInfo, hasContactInfo, mergeContactInfo } from "~/features/chat/extract-contact";
import {
  LIVE_TEXTS,
  LiveKeySchema,
  type LiveMessage,
  LiveMessageSchema,
  type LiveRequestAnswer,
  LiveRequestSchema,
  type LiveState,
} from "~/lib/live-chat-contract";
import { hashToken, newToken } from "../auth/tokens";
import { fitsConversation } from "../chat/conversation-cap";
import { openConversation, saveContact, syncChatLead } from "../chat/store";
import { newRowId } from "../db/ids";
import { countRefusal } from "../ops/metrics";
import type { LiveDeps } from "./deps";
import { appendEvent, appendMessage, lockConversation } from "./events";
import { afterChatLeadCreated, type ConversationRow, goOffline, officeOpen } from "./offline";
import { onlineCount } from "./presence";
import { type LiveSnapshot, transition } from "./state-machine";

// The visitor's side: ask for a person, write while one is awaited or holds the conversation, leave.
// A conversation's key (issued with it, stored hashed) proves it is theirs: an unknown id and a wrong
// key get the same 404, so neither can be probed.

export type Answer = { status: number; body?: unknown };
const NOT_FOUND: Answer = { status: 404, body: { error: { message: "Unknown conversation." } } };
const bad = (message: string): Answer => ({ status: 400, body: { error: { message } } });

export const snapshotOf = (
  c: Pick<ConversationRow, "live_state" | "live_holder_id" | "live_state_at">,
): LiveSnapshot => ({
  state: (c.live_state as LiveState | null) ?? "assistant",
  holderId: c.live_holder_id ?? null,
  stateAt: c.live_state_at ? Date.parse(c.live_state_at) : 0,
});

/** Whether `key` opens this conversation (its hash is the stored one). */
export const keyOpens = (c: Pick<ConversationRow, "live_key_hash">, key: string) =>
  Boolean(c.live_key_hash) && c.live_key_hash === hashToken(key);

/** A new key for a conversation that has none (the chat's first reply, or a conversation from before). */
export async function issueLiveKey(deps: Pick<LiveDeps, "db">, conversationId: string): Promise<string | null> {
  const key = newToken();
  const set = await deps.db
    .updateTable("chat_conversations")
    .set({ live_key_hash: hashToken(key) })
    .where("id", "=", conversationId)
    .where("live_key_hash", "is", null)
    .executeTakeFirst();
  return Number(set.numUpdatedRows) === 1 ? key : null;
}

async function holderName(deps: LiveDeps, userId: string | null) {
  if (!userId) return null;
  const u = await deps.db.selectFrom("users").select("name").where("id", "=", userId).executeTakeFirst();
  return u ? { firstName: u.name.trim().split(/\s+/)[0] || "Our team" } : null;
}

export async function requestPerson(deps: LiveDeps, body: unknown): Promise<Answer> {
  const parsed = LiveRequestSchema.safeParse(body);
  if (!parsed.success) return bad("Send {conversationId, key} of the conversation, or nothing for a new one.");
  const { db } = deps;
  const nowMs = deps.now().getTime();
  const now = new Date(nowMs).toISOString();
  let id = parsed.data.conversationId;
  let key = parsed.data.key;
  if (!id) {
    id = (await openConversation(db, undefined, now)).id;
    key = (await issueLiveKey(deps, id)) ?? undefined;
  } else {
    const row = await db
      .selectFrom("chat_conversations")
      .select("live_key_hash")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return NOT_FOUND;
    if (row.live_key_hash) {
      if (!key || !keyOpens(row, key)) return NOT_FOUND;
    } else {
      key = (await issueLiveKey(deps, id)) ?? undefined;
    }
  }
  if (!key) return NOT_FOUND; // another request issued the key first
  const conversationId = id;
  const { open, cal } = await officeOpen(deps, nowMs);
  const online = await onlineCount(db, nowMs);
  const answer = await db.transaction().execute(async (trx) => {
    const conv = await lockConversation(trx, conversationId);
    if (!conv) return null;
    const t = transition(snapshotOf(conv), { kind: "request", now: nowMs, open, online });
    if (!t.ok) return null;
    const messages: LiveMessage[] = [];
    let backAt: string | null = null;
    await trx
      .updateTable("chat_conversations")
      .set({ live_visitor_left_at: null, live_visitor_seen_at: now })
      .where("id", "=", conversationId)
      .execute();
    if (t.effects.includes("connecting")) {
      await trx
        .updateTable("chat_conversations")
        .set({ live_state: "waiting", live_state_at: now, live_requested_at: now, live_holder_id: null })
        .where("id", "=", conversationId)
        .execute();
      messages.push(
        await appendMessage(trx, deps.bus, {
          id: newRowId(nowMs),
          conversationId,
          authorKind: "system",
          text: LIVE_TEXTS.connecting,
          now,
        }),
      );
      await appendEvent(trx, deps.bus, {
        conversationId,
        kind: "state",
        payload: { conversationId, state: "waiting", holder: null, backAt: null },
        now,
      });
    } else if (t.effects.includes("offline")) {
      await trx
        .updateTable("chat_conversations")
        .set({ live_requested_at: now })
        .where("id", "=", conversationId)
        .execute();
      const off = await goOffline(trx, deps, { ...conv, live_state_at: now }, nowMs, { open, cal, waited: false });
      messages.push(off.message);
      backAt = off.backAt;
    }
    return { state: t.next.state, holderId: t.next.holderId, messages, backAt };
  });
  if (!answer) return NOT_FOUND;
  const result: LiveRequestAnswer = {
    conversationId,
    key,
    state: answer.state,
    holder: await holderName(deps, answer.holderId),
    backAt: answer.backAt,
    messages: answer.messages,
  };
  return { status: 200, body: result };
}

/** The conversation this id and key open, or null. */
export async function openedConversation(deps: LiveDeps, conversationId: string, key: string) {
  const row = await deps.db
    .selectFrom("chat_conversations")
    .select(["id", "live_key_hash", "live_state", "live_requested_at"])
    .where("id", "=", conversationId)
    .executeTakeFirst();
  return row && keyOpens(row, key) ? row : null;
}

export async function visitorMessage(deps: LiveDeps, body: unknown): Promise<Answer> {
  const parsed = LiveMessageSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === "message");
    return issue ? { status: 400, body: { error: { message: issue.message } } } : NOT_FOUND;
  }
  const { conversationId, key, message } = parsed.data;
  const nowMs = deps.now().getTime();
  const now = new Date(nowMs).toISOString();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const conv = await lockConversation(trx, conversationId);
    if (!conv || !keyOpens(conv, key)) return { answer: NOT_FOUND };
    const t = transition(snapshotOf(conv), { kind: "visitorMessage", now: nowMs });
    if (t.ok && t.effects.includes("assistantAnswers"))
      return {
        answer: {
          status: 409,
          body: {
            error: { message: "The assistant answers this conversation again: send to /api/chat.", code: "not_live" },
          },
        },
      };
    // The conversation cap counts the visitor's messages, as /api/chat does (team replies do not count).
    if (!(await fitsConversation(trx, conversationId, message, deps.cap))) {
      countRefusal("chat_conversation_cap");
      return {
        answer: {
          status: 429,
          body: {
            error: {
              message: "This conversation has reached its limit. Please start a new chat.",
              code: "conversation_full",
            },
          },
        },
      };
    }
    const stored = await appendMessage(trx, deps.bus, {
      id: randomUUID(),
      conversationId,
      authorKind: "visitor",
      text: message,
      now,
    });
    await trx
      .updateTable("chat_conversations")
      .set({ updated_at: now, live_visitor_seen_at: now, live_visitor_left_at: null })
      .where("id", "=", conversationId)
      .execute();
    return { answer: { status: 201, body: { message: stored } }, conv };
  });
  // Contact details typed to the person count as they do with the assistant: the one chat lead.
  if (outcome.answer.status === 201 && outcome.conv) await takeContact(deps, conversationId, message, now);
  return outcome.answer;
}

async function takeContact(deps: LiveDeps, conversationId: string, message: string, now: string) {
  const found = extractContactInfo(message);
  if (!hasContactInfo(found)) return;
  const conversation = await openConversation(deps.db, conversationId, now);
  const info: ContactInfo = mergeContactInfo(conversation.contactInfo, found);
  await saveContact(deps.db, conversationId, info, conversation.contactSent, now);
  const leadId = await syncChatLead(deps.db, conversation, info);
  if (leadId && !conversation.leadId) await afterChatLeadCreated(deps, deps.db, conversationId, leadId);
}

export async function visitorLeaves(deps: LiveDeps, body: unknown): Promise<Answer> {
  const parsed = LiveKeySchema.safeParse(body);
  if (!parsed.success) return NOT_FOUND;
  const { conversationId, key } = parsed.data;
  const now = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const conv = await lockConversation(trx, conversationId);
    if (!conv || !keyOpens(conv, key)) return NOT_FOUND;
    if (conv.live_visitor_left_at || !conv.live_requested_at) return { status: 204 };
    await trx
      .updateTable("chat_conversations")
      .set({ live_visitor_left_at: now })
      .where("id", "=", conversationId)
      .execute();
    await appendEvent(trx, deps.bus, {
      conversationId,
      kind: "left",
      payload: { conversationId, who: "visitor", firstName: null },
      now,
    });
    return { status: 204 };
  });
}
