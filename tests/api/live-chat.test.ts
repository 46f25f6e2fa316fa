import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_TEXTS, liveOfflineText } from "~/lib/live-chat-contract";
import { parseSettings } from "~/lib/settings.server";
import { createApp } from "../../server/app";
import { createSession, deleteSession } from "../../server/auth/sessions";
import { connectDatabase, type DbHandle } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import { drain } from "../../server/http/shutdown";
import { erasePerson } from "../../server/leads/erasure";
import { Readiness } from "../../server/ops/health";
import { addUser } from "../factories";
import { resetDatabase } from "./reset-database";
import { scratchDir } from "./scratch-dir";

// The live chat handover end to end on one server (and, on PostgreSQL, a second replica on the same
// database): asking for a person, two team members claiming at once, the exchange live on both
// streams, a reconnect with Last-Event-ID, refusals, a team member signing out mid-chat, the offline
// path with its lead, the wait past the limit, and draining. The clock is the app's: Monday 30 November
// 2026, 11:30 IST (office hours).

const MONDAY_1130_IST = Date.parse("2026-11-30T06:00:00Z");
let clock = MONDAY_1130_IST;
const now = () => new Date(clock);
const SALES = "sales@example.test";
const LIFE = { idleMinutes: 30, absoluteHours: 12 };

interface Replica {
  base: string;
  database: DbHandle;
  readiness: Readiness;
  server: ReturnType<ReturnType<typeof createApp>["listen"]>;
}

let url = process.env.TEST_DATABASE_URL;
let tmp: string | undefined;
let a: Replica;
let b: Replica | undefined;

async function startReplica(reset: boolean): Promise<Replica> {
  const settings = parseSettings({
    NODE_ENV: "test",
    DATABASE_URL: url,
    BACKUP_DIR: scratchDir("live-backups-"),
    SALES_EMAIL: SALES,
    LIVE_CHAT_WAIT_SECONDS: "120",
  });
  const database = connectDatabase(url as string);
  if (reset) {
    await migrateToLatest(database.db);
    await resetDatabase(database.db, database.kind);
  }
  const readiness = new Readiness();
  const app = createApp({ database, settings, now, readiness });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, database, readiness, server };
}

beforeAll(async () => {
  if (!url) {
    tmp = scratchDir("live-chat-");
    url = `sqlite:${path.join(tmp, "test.db")}`;
  }
  a = await startReplica(true);
  if (a.database.kind === "postgres") b = await startReplica(false);
});

afterAll(async () => {
  for (const r of [b, a]) {
    if (!r) continue;
    r.readiness.markDraining();
    await new Promise<void>((resolve) => r.server.close(() => resolve()));
    await r.database.close();
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const db = () => a.database.db;

function post(r: Replica, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${r.base}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: r.base, ...headers },
    body: JSON.stringify(body),
  });
}

async function member(email: string, role: "admin" | "sales" | "editor", name: string) {
  const id = await addUser({ db: db() }, email, role, "active", name);
  const { token } = await createSession(db(), id, LIFE);
  return { id, cookie: `__Host-admin_session=${token}` };
}

interface Frame {
  id?: number;
  event: string;
  data: unknown;
}

/** An SSE reader that keeps every frame (with its id) and can wait for one. */
function openStream(r: Replica, pathname: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const frames: Frame[] = [];
  let ended = false;
  let wake = () => {};
  const opened = fetch(`${r.base}${pathname}`, {
    headers: { Accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const done = opened.then(async (res) => {
    if (res.status !== 200 || !res.body) return res;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done: over } = await reader.read();
        if (over) break;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split("\n\n");
        buffer = blocks.pop() ?? "";
        for (const block of blocks) {
          const f: Frame = { event: "message", data: null };
          for (const line of block.split("\n")) {
            if (line.startsWith("id: ")) f.id = Number(line.slice(4));
            else if (line.startsWith("event: ")) f.event = line.slice(7);
            else if (line.startsWith("data: ")) f.data = JSON.parse(line.slice(6));
          }
          if (f.data !== null) frames.push(f);
        }
        wake();
      }
    } catch {
      // aborted
    }
    ended = true;
    wake();
    return res;
  });
  return {
    frames,
    opened,
    done,
    get ended() {
      return ended;
    },
    close: () => controller.abort(),
    async until(test: (frames: Frame[]) => boolean, ms = 5000) {
      const deadline = Date.now() + ms;
      while (!test(frames)) {
        if (ended || Date.now() > deadline)
          throw new Error(`no such frame; got ${JSON.stringify(frames.map((f) => f.event))}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
    },
  };
}

const messages = (frames: Frame[]) =>
  frames
    .filter((f) => f.event === "message")
    .map((f) => f.data as { text: string; authorKind: string; authorName: string | null });

/** A conversation started through the chat (its first reply carries the key). */
async function startConversation(r: Replica, text: string) {
  const res = await post(r, "/api/chat", { message: text });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { conversationId: string; liveKey: string };
  expect(body.liveKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { conversationId: body.conversationId, key: body.liveKey };
}

describe("live chat", () => {
  it("refuses a wrong key, a stream before a person was asked for, and an inbox without the role", async () => {
    const c = await startConversation(a, "What services do you offer?");
    const wrongKey = "x".repeat(43);
    expect(
      (await fetch(`${a.base}/api/chat/live/stream?conversationId=${c.conversationId}&key=${wrongKey}`)).status,
    ).toBe(404);
    expect((await fetch(`${a.base}/api/chat/live/stream?conversationId=${c.conversationId}`)).status).toBe(404);
    // The right key, but the visitor never asked for a person: no stream for every open panel.
    expect((await fetch(`${a.base}/api/chat/live/stream?conversationId=${c.conversationId}&key=${c.key}`)).status).toBe(
      409,
    );
    // Asking again for this conversation needs its key.
    expect((await post(a, "/api/chat/live/request", { conversationId: c.conversationId, key: wrongKey })).status).toBe(
      404,
    );
    expect((await post(a, "/api/chat/live/request", { conversationId: c.conversationId })).status).toBe(404);

    expect((await fetch(`${a.base}/api/admin/live/stream`)).status).toBe(401);
    expect((await fetch(`${a.base}/api/admin/live/inbox`)).status).toBe(401);
    const editor = await member("editor@example.test", "editor", "Meera Editor");
    expect((await fetch(`${a.base}/api/admin/live/stream`, { headers: { Cookie: editor.cookie } })).status).toBe(403);
    expect(
      (await post(a, `/api/admin/live/conversations/${c.conversationId}/claim`, {}, { Cookie: editor.cookie })).status,
    ).toBe(403);
    // Asking in words gets the offer (and the panel its button).
    const asked = await post(a, "/api/chat", {
      message: "can I talk to your executive",
      conversationId: c.conversationId,
    });
    expect(await asked.json()).toMatchObject({ reply: { text: LIVE_TEXTS.offerReply }, offer: "live" });
  });

  it("nobody online: the honest message, a follow-up on the next working morning and its e-mail", async () => {
    const c = await startConversation(a, "Hi, I am Priya, priya@malwa.example, we need a chatbot");
    const res = await post(a, "/api/chat/live/request", { conversationId: c.conversationId, key: c.key });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { state: string; backAt: string | null; messages: { text: string }[] };
    // Within office hours but nobody has the inbox open: no time can honestly be promised.
    expect(body.state).toBe("offline");
    expect(body.backAt).toBeNull();
    expect(body.messages.map((m) => m.text)).toEqual([
      "Our team can't join the chat right now. We're back soon. We have your contact details and will get back to you then. Meanwhile, I'm happy to keep answering your questions.",
    ]);
    const lead = await db()
      .selectFrom("leads")
      .innerJoin("chat_conversations", "chat_conversations.lead_id", "leads.id")
      .select(["leads.id", "leads.follow_up_on"])
      .where("chat_conversations.id", "=", c.conversationId)
      .executeTakeFirstOrThrow();
    // Monday 11:30 IST: the next working morning is Tuesday 1 December.
    expect(lead.follow_up_on).toBe("2026-12-01");
    const mails = await db().selectFrom("outbox").select(["payload"]).where("kind", "=", "live_chat_email").execute();
    expect(mails.map((m) => JSON.parse(m.payload).live)).toEqual([
      {
        purpose: "offline",
        conversationId: c.conversationId,
        leadId: lead.id,
        to: { name: null, address: SALES },
        waitedSeconds: 0,
        followUpOn: "2026-12-01",
      },
    ]);
    // Erasing the visitor takes the conversation, its messages and its numbered live events.
    const events = () =>
      db().selectFrom("chat_live_events").select("id").where("conversation_id", "=", c.conversationId).execute();
    expect((await events()).length).toBe(2);
    const erased = await erasePerson(
      db(),
      { id: null, email: "admin@example.test", role: "admin" },
      { email: "priya@malwa.example", confirm: "erase" },
    );
    expect(erased.ok).toBe(true);
    expect(await events()).toEqual([]);
    const gone = await startConversation(a, "Hello after the erasure");
    c.conversationId = gone.conversationId;
    c.key = gone.key;
    // The assistant carries on meanwhile.
    expect(
      (await post(a, "/api/chat", { message: "What does a chatbot cost?", conversationId: c.conversationId })).status,
    ).toBe(200);

    // Outside hours (Sunday 10:00 IST) the message says when the team is back, and asks for contact details.
    clock = Date.parse("2026-11-29T04:30:00Z");
    const sunday = (await (await post(a, "/api/chat/live/request", {})).json()) as {
      backAt: string;
      messages: { text: string }[];
    };
    expect(sunday.backAt).toBe("2026-11-30T03:30:00.000Z");
    expect(sunday.messages[0]?.text).toBe(liveOfflineText(new Date("2026-11-30T03:30:00Z"), now(), false));
    expect(sunday.messages[0]?.text).toContain("We're back tomorrow at 09:00 IST. Leave your e-mail or phone number");
    clock = MONDAY_1130_IST;
  });

  it("two claims at once, one wins, the exchange is live, a Last-Event-ID reconnect loses nothing", async () => {
    const asha = await member("asha@example.test", "admin", "Asha Verma");
    const ravi = await member("ravi@example.test", "sales", "Ravi Kumar");
    const team = b ?? a; // on PostgreSQL the team works on the other replica
    const ashaStream = openStream(team, "/api/admin/live/stream", { Cookie: asha.cookie });
    const raviStream = openStream(team, "/api/admin/live/stream", { Cookie: ravi.cookie });
    expect((await ashaStream.opened).status).toBe(200);
    expect((await raviStream.opened).headers.get("x-accel-buffering")).toBe("no");

    const c = await startConversation(a, "Hello");
    const asked = (await (await post(a, "/api/chat/live/request", c)).json()) as {
      state: string;
      messages: { text: string }[];
    };
    expect(asked).toMatchObject({ state: "waiting", messages: [{ text: LIVE_TEXTS.connecting }] });
    const visitor = openStream(a, `/api/chat/live/stream?conversationId=${c.conversationId}&key=${c.key}`);
    await visitor.until((f) => messages(f).some((m) => m.text === LIVE_TEXTS.connecting));
    // While a person is awaited the assistant stays silent.
    expect((await post(a, "/api/chat", { message: "hello?", conversationId: c.conversationId })).status).toBe(409);
    await ashaStream.until((f) =>
      f.some((x) => x.event === "inbox" && (x.data as { state: string }).state === "waiting"),
    );

    const claims = await Promise.all(
      [asha, ravi].map((m) =>
        post(team, `/api/admin/live/conversations/${c.conversationId}/claim`, {}, { Cookie: m.cookie }),
      ),
    );
    expect(claims.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = claims[0]?.status === 200 ? asha : ravi;
    const first = winner === asha ? "Asha" : "Ravi";
    const loser = winner === asha ? ravi : asha;
    expect(
      (
        await post(
          team,
          `/api/admin/live/conversations/${c.conversationId}/reply`,
          { text: "not mine" },
          { Cookie: loser.cookie },
        )
      ).status,
    ).toBe(409);

    const reply = await post(
      team,
      `/api/admin/live/conversations/${c.conversationId}/reply`,
      { text: "Hi, how can I help?" },
      { Cookie: winner.cookie },
    );
    expect(reply.status).toBe(201);
    await visitor.until((f) => messages(f).some((m) => m.text === "Hi, how can I help?"));
    expect(messages(visitor.frames).find((m) => m.text === "Hi, how can I help?")).toMatchObject({
      authorKind: "person",
      authorName: first,
    });
    expect(
      visitor.frames.some((f) => f.event === "joined" && (f.data as { firstName: string }).firstName === first),
    ).toBe(true);

    const answer = await post(a, "/api/chat/live/message", { ...c, message: "I need a WhatsApp bot" });
    expect(answer.status).toBe(201);
    await ashaStream.until((f) => messages(f).some((m) => m.text === "I need a WhatsApp bot"));
    await visitor.until((f) => messages(f).some((m) => m.text === "I need a WhatsApp bot"));
    visitor.close();

    // Reconnect from the third event: exactly the events after it, in order, none twice.
    const all = visitor.frames.filter((f) => f.id !== undefined);
    const ids = all.map((f) => f.id as number);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    const from = ids[2] as number;
    await post(
      team,
      `/api/admin/live/conversations/${c.conversationId}/reply`,
      { text: "While you were away" },
      { Cookie: winner.cookie },
    );
    const again = openStream(a, `/api/chat/live/stream?conversationId=${c.conversationId}&key=${c.key}`, {
      "Last-Event-ID": String(from),
    });
    await again.until((f) => messages(f).some((m) => m.text === "While you were away"));
    const replayed = again.frames.filter((f) => f.id !== undefined);
    expect(replayed.map((f) => f.id).slice(0, ids.length - 3)).toEqual(ids.slice(3));
    expect(messages(replayed).map((m) => m.text)).toEqual([
      ...messages(all.slice(3)).map((m) => m.text),
      "While you were away",
    ]);

    // Closing gives the conversation back to the assistant.
    const closed = await post(
      team,
      `/api/admin/live/conversations/${c.conversationId}/close`,
      {},
      { Cookie: winner.cookie },
    );
    expect(await closed.json()).toMatchObject({ state: "assistant" });
    await again.until((f) => messages(f).some((m) => m.text === LIVE_TEXTS.closed(first)));
    expect((await post(a, "/api/chat", { message: "thanks", conversationId: c.conversationId })).status).toBe(200);
    again.close();

    // Waiting past LIVE_CHAT_WAIT_SECONDS: the offline path and one e-mail to the sales address.
    const late = await startConversation(a, "Hello again");
    expect((await (await post(a, "/api/chat/live/request", late)).json()).state).toBe("waiting");
    clock += 121_000;
    for (let i = 0; i < 2; i++) {
      const inbox = await fetch(`${team.base}/api/admin/live/inbox`, { headers: { Cookie: asha.cookie } });
      expect(inbox.status).toBe(200);
    }
    const waited = await db().selectFrom("outbox").select("payload").where("kind", "=", "live_chat_email").execute();
    expect(waited.map((m) => JSON.parse(m.payload).live).filter((l) => l.purpose === "waited")).toEqual([
      {
        purpose: "waited",
        conversationId: late.conversationId,
        leadId: null,
        to: { name: null, address: SALES },
        waitedSeconds: 121,
        followUpOn: null,
      },
    ]);
    clock = MONDAY_1130_IST;
    ashaStream.close();
    raviStream.close();
  });

  it("a member signs out, inbox open: the stream ends at once, the chat waits again, the cookie is refused", async () => {
    const nisha = await member("nisha@example.test", "sales", "Nisha Iyer");
    const team = b ?? a;
    const inbox = openStream(team, "/api/admin/live/stream", { Cookie: nisha.cookie });
    expect((await inbox.opened).status).toBe(200);
    const c = await startConversation(a, "Hello, anyone there?");
    await post(a, "/api/chat/live/request", c);
    const conv = `/api/admin/live/conversations/${c.conversationId}`;
    expect((await post(team, `${conv}/claim`, {}, { Cookie: nisha.cookie })).status).toBe(200);
    const visitor = openStream(a, `/api/chat/live/stream?conversationId=${c.conversationId}&key=${c.key}`);
    expect((await post(a, "/api/chat/live/message", { ...c, message: "Before" })).status).toBe(201);
    await inbox.until((f) => messages(f).some((m) => m.text === "Before"));

    // Sign-out deletes the session row (server/admin/context.ts logout); the other replica sees only that.
    await deleteSession(db(), nisha.cookie.split("=")[1] as string);
    expect((await post(a, "/api/chat/live/message", { ...c, message: "After" })).status).toBe(201);
    // Well before the next heartbeat (20 s): the stream says why it ends, and ends without "After".
    await inbox.until((f) => f.some((x) => x.event === "bye"), 3000);
    await inbox.done;
    expect(inbox.frames.at(-1)).toEqual({ event: "bye", data: { reason: "signed_out" } });
    expect(messages(inbox.frames).map((m) => m.text)).not.toContain("After");
    // What Nisha held goes back to waiting, and the visitor is told.
    const lastState = (f: Frame[]) => (f.filter((x) => x.event === "state").at(-1)?.data as { state?: string })?.state;
    await visitor.until((f) => f.some((x) => x.event === "left") && lastState(f) === "waiting");
    expect(messages(visitor.frames).at(-1)?.text).toBe(LIVE_TEXTS.personLeft("Nisha"));
    visitor.close();
    // The old cookie opens nothing and sends nothing.
    expect((await fetch(`${team.base}/api/admin/live/stream`, { headers: { Cookie: nisha.cookie } })).status).toBe(401);
    expect((await post(team, `${conv}/reply`, { text: "Still me" }, { Cookie: nisha.cookie })).status).toBe(401);
  });

  it("draining ends every open stream at once with bye, so the restart does not wait out its grace", async () => {
    const sam = await member("sam@example.test", "sales", "Sam Rao");
    const c = await startConversation(a, "Hi");
    await post(a, "/api/chat/live/request", c);
    const visitor = openStream(a, `/api/chat/live/stream?conversationId=${c.conversationId}&key=${c.key}`);
    const teamStream = openStream(a, "/api/admin/live/stream", { Cookie: sam.cookie });
    await visitor.until((f) => f.length > 0);
    expect((await teamStream.opened).status).toBe(200);
    const started = Date.now();
    const how = await drain({ server: a.server, readiness: a.readiness, graceMs: 10_000, close: async () => {} });
    expect(how).toBe("clean");
    expect(Date.now() - started).toBeLessThan(2000);
    await Promise.all([visitor.done, teamStream.done]);
    expect(visitor.frames.at(-1)).toEqual({ event: "bye", data: { reason: "draining" } });
    expect(teamStream.frames.at(-1)).toEqual({ event: "bye", data: { reason: "draining" } });
  });
});
