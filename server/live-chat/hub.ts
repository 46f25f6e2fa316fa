import type { Response } from "express";
import { LIVE_HEARTBEAT_SECONDS } from "~/lib/live-chat-contract";
import { readSession, type SessionLifetimes } from "../auth/sessions";
import { logger } from "../ops/logger";
import type { LiveNote } from "./bus";
import type { LiveDeps } from "./deps";
import { loadEvents, sseFrame, type WireEvent } from "./events";
import { inboxItem } from "./inbox";
import { dropPresence, touchPresence } from "./presence";
import { releaseHolder, sweep } from "./team";

// This replica's open streams. Each stream first replays what the database holds after its
// Last-Event-ID, then gets what the fan-out brings (a number it already sent is skipped: nothing
// twice). Heartbeats keep proxies from closing idle streams and refresh the team's presence; the
// sweep (waits past the limit, holders gone) runs while this replica has streams open. On drain every
// stream gets `bye` and is ended, so a rolling restart does not wait out its grace period.

interface Stream {
  res: Response;
  team: boolean;
  conversationId?: string;
  userId?: string;
  token?: string;
  lastId: number;
  /** Events that arrived while the replay ran. */
  queue: WireEvent[] | null;
}

const SWEEP_MS = 5000;

export function createHub(deps: LiveDeps, life: SessionLifetimes) {
  const streams = new Set<Stream>();
  const byConversation = new Map<string, Set<Stream>>();
  let teamCount = 0;
  let subscription: { ready: Promise<void>; off: () => void } | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  let stopped = false;
  let notes: Promise<void> = Promise.resolve();

  const write = (s: Stream, frame: string) => {
    if (s.res.destroyed || s.res.writableEnded) return;
    s.res.write(frame);
  };

  const deliver = (s: Stream, e: WireEvent) => {
    if (s.queue) {
      s.queue.push(e);
      return;
    }
    if (e.id !== undefined) {
      if (e.id <= s.lastId) return;
      s.lastId = e.id;
    }
    write(s, sseFrame(e));
  };

  async function onNote(note: LiveNote) {
    const visitors = byConversation.get(note.c);
    if (note.t !== undefined) {
      for (const s of visitors ?? [])
        deliver(s, { name: "typing", data: { conversationId: note.c, firstName: note.t }, conversationId: note.c });
      return;
    }
    if (note.e === undefined || (!visitors?.size && teamCount === 0)) return;
    try {
      const [event] = await loadEvents(deps.db, { ids: [note.e] });
      if (!event) return;
      for (const s of visitors ?? []) deliver(s, event);
      if (teamCount === 0) return;
      // A session may have ended since the last heartbeat (signed out on any replica: only the database
      // knows): nothing more reaches its stream.
      await endEndedSessions();
      const item = await inboxItem(deps.db, note.c, deps.now().getTime());
      for (const s of streams) {
        if (!s.team) continue;
        deliver(s, event);
        if (item) deliver(s, { name: "inbox", data: item, conversationId: note.c });
      }
    } catch (err) {
      if (!stopped) logger("chat").warn({ error: (err as Error).message }, "live event not delivered");
    }
  }

  function start() {
    // One note after another: loading event n+1 must not overtake event n, or n would be skipped as seen.
    subscription ??= deps.bus.subscribe((note) => {
      notes = notes.then(() => onNote(note));
    });
    heartbeat ??= setInterval(() => void beat(), LIVE_HEARTBEAT_SECONDS * 1000);
    sweeper ??= setInterval(() => void sweep(deps).catch(() => {}), SWEEP_MS);
    heartbeat.unref();
    sweeper.unref();
    return subscription.ready;
  }

  function stopTimers() {
    clearInterval(heartbeat);
    clearInterval(sweeper);
    heartbeat = sweeper = undefined;
  }

  async function beat() {
    const now = deps.now().toISOString();
    const ping = sseFrame({ name: "ping", data: {} });
    for (const s of streams) write(s, ping);
    try {
      await endEndedSessions();
      await touchPresence(
        deps.db,
        [...streams].filter((s) => s.team).map((s) => s.userId as string),
        now,
      );
      const visitors = [...byConversation.keys()];
      if (visitors.length)
        await deps.db
          .updateTable("chat_conversations")
          .set({ live_visitor_seen_at: now })
          .where("id", "in", visitors)
          .execute();
    } catch (err) {
      if (!stopped) logger("chat").warn({ error: (err as Error).message }, "live heartbeat failed");
    }
  }

  /** A team member whose session ended (signed out, expired, deactivated) is signed out here too. */
  async function endEndedSessions() {
    const team = [...streams].filter((s) => s.team);
    const tokens = new Map(team.map((s) => [s.token as string, s.userId as string]));
    for (const [token, userId] of tokens) {
      if (await readSession(deps.db, token, life)) continue;
      for (const s of team.filter((t) => t.token === token)) end(s, "signed_out");
      if ([...streams].some((s) => s.team && s.userId === userId)) continue;
      // Should this fail, the sweep still returns their chats once their presence lapses; the event
      // being delivered goes on to the rest of the team.
      await signedOut(userId).catch((err: Error) => {
        if (!stopped) logger("chat").warn({ error: err.message }, "live chat holder not released");
      });
    }
  }

  /** Their presence is gone at once and what they held goes back to waiting. */
  async function signedOut(userId: string) {
    await dropPresence(deps.db, userId);
    const held = await deps.db
      .selectFrom("chat_conversations")
      .select("id")
      .where("live_state", "=", "held")
      .where("live_holder_id", "=", userId)
      .execute();
    for (const { id } of held) await releaseHolder(deps, id, userId);
  }

  function end(s: Stream, reason: "draining" | "signed_out") {
    write(s, sseFrame({ name: "bye", data: { reason } }));
    s.res.end();
    remove(s);
  }

  function remove(s: Stream) {
    if (!streams.delete(s)) return;
    if (s.team) teamCount--;
    if (s.conversationId) {
      const set = byConversation.get(s.conversationId);
      set?.delete(s);
      if (set && set.size === 0) byConversation.delete(s.conversationId);
    }
    if (streams.size === 0) {
      stopTimers();
      subscription?.off();
      subscription = undefined;
    }
  }

  async function open(
    res: Response,
    s: Omit<Stream, "res" | "queue">,
    replay: { conversationId?: string; afterId?: number },
  ) {
    res.status(200);
    res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
    // no-transform: the compression middleware leaves the stream alone (no gzip buffer per stream),
    // and so do proxies; X-Accel-Buffering: nginx-style proxies pass each event at once.
    res.setHeader("Cache-Control", "no-store, no-transform");
    res.setHeader("X-Accel-Buffering", "no");
    res.flushHeaders();
    res.write("retry: 3000\n\n");
    const stream: Stream = { ...s, res, queue: [] };
    streams.add(stream);
    if (stream.team) teamCount++;
    if (stream.conversationId) {
      const set = byConversation.get(stream.conversationId) ?? new Set();
      set.add(stream);
      byConversation.set(stream.conversationId, set);
    }
    res.on("close", () => remove(stream));
    await start();
    {
      const past = await loadEvents(deps.db, { conversationId: replay.conversationId, afterId: replay.afterId ?? 0 });
      for (const e of past) {
        if (e.id !== undefined && e.id <= stream.lastId && e.id <= (replay.afterId ?? 0)) continue;
        if (e.id !== undefined) stream.lastId = Math.max(stream.lastId, e.id);
        write(stream, sseFrame(e));
      }
    }
    const queued = stream.queue ?? [];
    stream.queue = null;
    for (const e of queued) deliver(stream, e);
  }

  return {
    /** The visitor's stream of one conversation: every event after Last-Event-ID (all of them without). */
    openVisitor(res: Response, conversationId: string, lastEventId: number) {
      return open(res, { team: false, conversationId, lastId: lastEventId }, { conversationId, afterId: lastEventId });
    },
    /** A team member's stream: presence at once; with Last-Event-ID, what they missed (else the inbox GET). */
    async openTeam(res: Response, user: { id: string }, token: string, lastEventId: number | undefined) {
      await touchPresence(deps.db, [user.id], deps.now().toISOString());
      // Without Last-Event-ID: from the newest number on (the inbox GET gives the rest).
      const from =
        lastEventId ??
        Number(
          (
            await deps.db
              .selectFrom("chat_live_events")
              .select((eb) => eb.fn.max("id").as("n"))
              .executeTakeFirst()
          )?.n ?? 0,
        );
      return open(res, { team: true, userId: user.id, token, lastId: from }, { afterId: from });
    },
    /** Streams open on this replica (the bench and the tests). */
    get size() {
      return streams.size;
    },
    /** Draining: every stream gets `bye` and ends now. */
    closeAll() {
      for (const s of [...streams]) end(s, "draining");
    },
    async stop() {
      stopped = true;
      for (const s of [...streams]) end(s, "draining");
      stopTimers();
      subscription?.off();
      await deps.bus.close();
    },
  };
}

export type LiveHub = ReturnType<typeof createHub>;
