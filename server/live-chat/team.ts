import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { LIVE_TEXTS, LiveHandoverSchema, LiveReplySchema, type LiveStateAnswer } from "~/lib/live-chat-contract";
import type { SessionUser } from "../auth/sessions";
import { newRowId } from "../db/ids";
import type { Database } from "../db/schema";
import { firstNameOf } from "./author";
import type { LiveDeps } from "./deps";
import { appendEvent, appendMessage, lockConversation } from "./events";
import { goOffline, officeOpen } from "./offline";
import { goneHolders, isOnline } from "./presence";
import { type LiveEvent, type Refusal, transition } from "./state-machine";
import { type Answer, snapshotOf } from "./visitor";

// The team's side: claim, reply, hand over, close, typing; and the sweep every replica with open
// streams runs (waits past the limit, holders gone). Each change is a conditional step on the
// conversation's locked row: of two team members claiming at once, exactly one gets it.

const REFUSALS: Record<Refusal, string> = {
  not_waiting: "This conversation is not waiting for a person.",
  taken: "Someone else has already taken this conversation.",
  not_yours: "This conversation is not held by you.",
  not_online: "That colleague does not have the live inbox open.",
  not_live: "This conversation is with the assistant.",
};
const refused = (r: Refusal): Answer => ({ status: 409, body: { error: { message: REFUSALS[r], code: r } } });
const NOT_FOUND: Answer = { status: 404, body: { error: { message: "No such conversation." } } };

type Trx = Transaction<Database>;

async function stateEvent(
  trx: Trx,
  deps: LiveDeps,
  conversationId: string,
  state: string,
  holder: string | null,
  now: string,
) {
  const payload = { conversationId, state, holder: holder ? { firstName: holder } : null, backAt: null };
  await appendEvent(trx, deps.bus, { conversationId, kind: "state", payload, now });
  return payload as LiveStateAnswer;
}

async function notice(trx: Trx, deps: LiveDeps, conversationId: string, text: string, nowMs: number) {
  await appendMessage(trx, deps.bus, {
    id: newRowId(nowMs),
    conversationId,
    authorKind: "system",
    text,
    now: new Date(nowMs).toISOString(),
  });
}

/** A person takes the conversation (claimed, or handed to them): the notice, the event, the held state. */
async function personJoined(trx: Trx, deps: LiveDeps, conversationId: string, first: string, nowMs: number) {
  const now = new Date(nowMs).toISOString();
  await notice(trx, deps, conversationId, LIVE_TEXTS.joined(first), nowMs);
  await appendEvent(trx, deps.bus, {
    conversationId,
    kind: "joined",
    payload: { conversationId, firstName: first },
    now,
  });
  return { status: 200, body: await stateEvent(trx, deps, conversationId, "held", first, now) } satisfies Answer;
}

/** A person leaves the conversation (handed it over, or gone). */
const personLeft = (trx: Trx, deps: LiveDeps, conversationId: string, first: string, now: string) =>
  appendEvent(trx, deps.bus, {
    conversationId,
    kind: "left",
    payload: { conversationId, who: "person", firstName: first },
    now,
  });

async function nameOf(trx: Trx, userId: string) {
  const u = await trx.selectFrom("users").select("name").where("id", "=", userId).executeTakeFirst();
  return firstNameOf(u?.name ?? "");
}

/** Runs one event on a conversation inside a transaction and hands the outcome to `apply`. */
async function step(
  deps: LiveDeps,
  conversationId: string,
  event: (nowMs: number) => LiveEvent,
  apply: (
    trx: Trx,
    nowMs: number,
    next: { state: string; holderId: string | null },
    effects: string[],
  ) => Promise<Answer>,
): Promise<Answer> {
  const nowMs = deps.now().getTime();
  return deps.db.transaction().execute(async (trx) => {
    const conv = await lockConversation(trx, conversationId);
    if (!conv) return NOT_FOUND;
    const before = snapshotOf(conv);
    const t = transition(before, event(nowMs));
    if (!t.ok) return refused(t.refusal);
    // The conditional update: only from the state this transaction read (the lock makes it so on
    // PostgreSQL; the condition keeps it so anywhere).
    let q = trx
      .updateTable("chat_conversations")
      .set({
        live_state: t.next.state === "assistant" ? null : t.next.state,
        live_holder_id: t.next.holderId,
        live_state_at: new Date(t.next.stateAt).toISOString(),
      })
      .where("id", "=", conversationId);
    q = conv.live_state === null ? q.where("live_state", "is", null) : q.where("live_state", "=", conv.live_state);
    q =
      conv.live_holder_id === null
        ? q.where("live_holder_id", "is", null)
        : q.where("live_holder_id", "=", conv.live_holder_id);
    const done = await q.executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return refused("taken");
    return apply(trx, nowMs, t.next, t.effects);
  });
}

export function claim(deps: LiveDeps, user: SessionUser, conversationId: string) {
  return step(
    deps,
    conversationId,
    (now) => ({ kind: "claim", now, userId: user.id }),
    (trx, nowMs) => personJoined(trx, deps, conversationId, firstNameOf(user.name), nowMs),
  );
}

export async function handover(deps: LiveDeps, user: SessionUser, conversationId: string, body: unknown) {
  const parsed = LiveHandoverSchema.safeParse(body);
  if (!parsed.success) return { status: 400, body: { error: { message: "Send {userId} of the colleague." } } };
  const to = parsed.data.userId;
  const toOnline = await isOnline(deps.db, to, deps.now().getTime());
  return step(
    deps,
    conversationId,
    (now) => ({ kind: "handover", now, userId: user.id, to, toOnline }),
    async (trx, nowMs) => {
      const first = await nameOf(trx, to);
      await personLeft(trx, deps, conversationId, firstNameOf(user.name), new Date(nowMs).toISOString());
      return personJoined(trx, deps, conversationId, first, nowMs);
    },
  );
}

export function close(deps: LiveDeps, user: SessionUser, conversationId: string) {
  return step(
    deps,
    conversationId,
    (now) => ({ kind: "close", now, userId: user.id }),
    async (trx, nowMs) => {
      const now = new Date(nowMs).toISOString();
      await notice(trx, deps, conversationId, LIVE_TEXTS.closed(firstNameOf(user.name)), nowMs);
      return { status: 200, body: await stateEvent(trx, deps, conversationId, "assistant", null, now) };
    },
  );
}

export async function reply(deps: LiveDeps, user: SessionUser, conversationId: string, body: unknown): Promise<Answer> {
  const parsed = LiveReplySchema.safeParse(body);
  if (!parsed.success)
    return { status: 400, body: { error: { message: parsed.error.issues[0]?.message ?? "Type a reply." } } };
  const now = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const conv = await lockConversation(trx, conversationId);
    if (!conv) return NOT_FOUND;
    if (conv.live_state !== "held" || conv.live_holder_id !== user.id) return refused("not_yours");
    // A team reply is is_bot 1: it never counts towards the visitor's conversation cap.
    const message = await appendMessage(trx, deps.bus, {
      id: randomUUID(),
      conversationId,
      authorKind: "person",
      authorName: firstNameOf(user.name),
      text: parsed.data.text,
      now,
    });
    await trx.updateTable("chat_conversations").set({ updated_at: now }).where("id", "=", conversationId).execute();
    return { status: 201, body: { message } };
  });
}

export async function typing(deps: LiveDeps, user: SessionUser, conversationId: string): Promise<Answer> {
  const conv = await deps.db
    .selectFrom("chat_conversations")
    .select(["live_state", "live_holder_id"])
    .where("id", "=", conversationId)
    .executeTakeFirst();
  if (!conv) return NOT_FOUND;
  if (conv.live_state !== "held" || conv.live_holder_id !== user.id) return refused("not_yours");
  await deps.bus.notify(deps.db, { c: conversationId, t: firstNameOf(user.name) });
  return { status: 204 };
}

/** The holder's conversations go back to waiting: their session ended or their inbox is gone. */
export async function releaseHolder(deps: LiveDeps, conversationId: string, userId: string) {
  return step(
    deps,
    conversationId,
    (now) => ({ kind: "holderGone", now, userId }),
    async (trx, nowMs, next, effects) => {
      if (!effects.includes("personLeft")) return { status: 200 };
      const now = new Date(nowMs).toISOString();
      const first = await nameOf(trx, userId);
      await notice(trx, deps, conversationId, LIVE_TEXTS.personLeft(first), nowMs);
      await personLeft(trx, deps, conversationId, first, now);
      await stateEvent(trx, deps, conversationId, next.state, null, now);
      return { status: 200 };
    },
  );
}

/** Once per few seconds on each replica with open streams: waits past the limit, holders gone. */
export async function sweep(deps: LiveDeps) {
  const nowMs = deps.now().getTime();
  const cutoff = new Date(nowMs - deps.waitSeconds * 1000).toISOString();
  const overdue = await deps.db
    .selectFrom("chat_conversations")
    .select("id")
    .where("live_state", "=", "waiting")
    .where("live_state_at", "<=", cutoff)
    .limit(100)
    .execute();
  if (overdue.length) {
    const { open, cal } = await officeOpen(deps, nowMs);
    for (const { id } of overdue) {
      await deps.db.transaction().execute(async (trx) => {
        const conv = await lockConversation(trx, id);
        if (!conv) return;
        const t = transition(snapshotOf(conv), { kind: "tick", now: nowMs, waitSeconds: deps.waitSeconds });
        if (!t.ok || !t.effects.includes("offline")) return;
        await goOffline(trx, deps, conv, nowMs, { open, cal, waited: true });
      });
    }
  }
  for (const g of await goneHolders(deps.db, nowMs)) await releaseHolder(deps, g.conversationId, g.userId);
}
