import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registry } from "../../server/ops/metrics";
import { startTestServer, type TestServer } from "./test-server";

// An endless chat, as an attacker sends it: hundreds of messages into one conversation at once, each
// from another address (X-Forwarded-For behind the trusted proxy), so the per-client limit never
// bites. The conversation's own cap (defaults: 100 visitor messages, 20,000 characters) does, exactly,
// and the chat lead stays a few hundred bytes: it holds no copy of the transcript.
// On PostgreSQL a flood this size also fills the pool's queue (PG_MAX_WAITING, server/db/pool-admission.ts):
// some messages are refused before they touch the database, 429 "busy" with Retry-After, which the
// client sends again. They are counted apart: the cap still admits exactly its number of the others.

const EMAIL = "hello@narmadaai.in";
const FULL = {
  error: {
    message: `This conversation has reached its limit. Please start a new chat, or write to us at ${EMAIL}.`,
    code: "conversation_full",
  },
};
const BUSY = { error: { message: "The service is busy. Please try again in a moment." } };

let s: TestServer;
beforeAll(async () => {
  // One message per address in each window: every request below comes from an address of its own.
  s = await startTestServer({ TRUST_PROXY: "loopback", CHAT_RATE_LIMIT_MAX: "1", CONTACT_EMAIL: EMAIL });
});
afterAll(async () => s?.close());
beforeEach(async () => {
  await s.db.deleteFrom("chat_messages").execute();
  await s.db.deleteFrom("chat_conversations").execute();
  await s.db.deleteFrom("outbox").execute();
  await s.db.deleteFrom("notifications").execute();
  await s.db.deleteFrom("lead_events").execute();
  await s.db.deleteFrom("leads").execute();
});

let address = 0;
/** A fresh client address for every request (198.18.0.0/15, the benchmarking range). */
const nextAddress = () => {
  address++;
  return `198.18.${(address >> 8) & 255}.${address & 255}`;
};

function send(message: string, conversationId?: string, headers: Record<string, string> = {}) {
  return s.postJson(
    "/api/chat",
    { message, ...(conversationId && { conversationId }) },
    { "X-Forwarded-For": nextAddress(), ...headers },
  );
}

async function refusals() {
  const text = await registry.getSingleMetricAsString("refusals_total");
  return Number(/refusals_total\{reason="chat_conversation_cap"\} (\d+)/.exec(text)?.[1] ?? 0);
}

async function visitorMessages(conversationId: string) {
  const rows = await s.db
    .selectFrom("chat_messages")
    .select(["text", "is_bot"])
    .where("conversation_id", "=", conversationId)
    .execute();
  const visitor = rows.filter((r) => Number(r.is_bot) === 0);
  return { rows: rows.length, visitor: visitor.length, chars: visitor.reduce((n, r) => n + r.text.length, 0) };
}

/**
 * n messages into one conversation at once: those accepted, those refused by the cap (429 FULL) and those
 * refused by a full pool queue (429 BUSY, Retry-After 1; PostgreSQL only). Nothing else is answered.
 */
async function flood(conversationId: string, texts: string[]) {
  const answers = await Promise.all(
    texts.map(async (text) => {
      const res = await send(text, conversationId);
      return { status: res.status, body: (await res.json()) as unknown, retryAfter: res.headers.get("retry-after") };
    }),
  );
  const accepted = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 429);
  expect(accepted.length + refused.length).toBe(texts.length);
  const busy = refused.filter((a) => JSON.stringify(a.body) === JSON.stringify(BUSY));
  for (const b of busy) expect(b.retryAfter).toBe("1");
  if (!process.env.TEST_DATABASE_URL) expect(busy).toEqual([]);
  const full = refused.filter((a) => !busy.includes(a));
  for (const r of full) expect(r.body).toEqual(FULL);
  return { accepted, full, busy };
}

const filler = "We need an assistant that answers our customers about orders and delivery dates. ".repeat(30);

describe(`one conversation's cap under a flood from many addresses (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  it("400 messages of 1,900 characters: exactly 10 accepted, 390 answered 429, the lead a fixed 142 bytes", async () => {
    // 10 × 1,900 = 19,000 ≤ 20,000 < 20,900: the eleventh would pass the cap.
    const before = await refusals();
    // The first one gives a name and an e-mail (so the conversation has a lead), padded to 1,900 like the rest.
    const first = await send(`${`I'm Arjun Mehta, arjun@example.com. ${filler}`.slice(0, 1899)}.`);
    expect(first.status).toBe(200);
    const { conversationId } = (await first.json()) as { conversationId: string };
    // Ending in a full stop: the server trims a message, and a cut at a space would make it 1,899.
    const texts = Array.from({ length: 399 }, (_, i) => `${`${i} ${filler}`.slice(0, 1899)}.`);
    expect(texts.every((t) => t.trim().length === 1900)).toBe(true);

    const { accepted, full, busy } = await flood(conversationId, texts);
    expect(accepted).toHaveLength(9);
    expect(full).toHaveLength(390 - busy.length);
    expect(await refusals()).toBe(before + full.length);

    // 10 visitor messages and their 10 replies; nothing of the 390 refused ones.
    expect(await visitorMessages(conversationId)).toEqual({ rows: 20, visitor: 10, chars: 19_000 });

    // {"conversationId":"<36>","contactInfo":{"name":"Arjun Mehta","email":"arjun@example.com","phone_number":null}}
    // = 19 + 36 + 25 + 11 + 11 + 17 + 23 = 142 bytes, however many messages the conversation holds.
    const lead = await s.db.selectFrom("leads").select(["payload"]).executeTakeFirstOrThrow();
    expect(JSON.parse(lead.payload)).toEqual({
      conversationId,
      contactInfo: { name: "Arjun Mehta", email: "arjun@example.com", phone_number: null },
    });
    expect(Buffer.byteLength(lead.payload)).toBe(142);
  }, 60_000);

  it("150 short messages at once: exactly 100 accepted and 50 answered 429, the replies not counted", async () => {
    const first = await send("message 000");
    const { conversationId } = (await first.json()) as { conversationId: string };
    const texts = Array.from({ length: 149 }, (_, i) => `message ${String(i + 1).padStart(3, "0")}`);
    const { accepted, full, busy } = await flood(conversationId, texts);
    // 1 + 99 = 100 visitor messages; had the 100 replies counted, only 50 would fit. (A full pool queue
    // refuses only what arrives past the 10 it serves and the 100 it queues: tens of the 149 at most.)
    expect(accepted).toHaveLength(99);
    expect(full).toHaveLength(50 - busy.length);
    expect(await visitorMessages(conversationId)).toEqual({ rows: 200, visitor: 100, chars: 1100 });
    expect(await s.leadCount()).toBe(0);
  }, 60_000);

  it("a full conversation answers 429 JSON to the panel's stream request too, and stores nothing", async () => {
    const first = await send("message 000");
    const { conversationId } = (await first.json()) as { conversationId: string };
    // The conversation already holds 100 visitor messages (as if typed earlier).
    await s.db
      .insertInto("chat_messages")
      .values(
        Array.from({ length: 99 }, (_, i) => ({
          id: crypto.randomUUID(),
          conversation_id: conversationId,
          is_bot: 0,
          text: "earlier",
          created_at: new Date(Date.now() - 60_000 + i).toISOString(),
          source: null,
        })),
      )
      .execute();
    const res = await send("one more", conversationId, { Accept: "text/event-stream, application/json" });
    expect(res.status).toBe(429);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(FULL);
    expect(await visitorMessages(conversationId)).toEqual({ rows: 101, visitor: 100, chars: 11 + 99 * 7 });
    // A new conversation (no id) is not affected.
    expect((await send("hello")).status).toBe(200);
  });

  it("the team's replies never fill a conversation: 500 of them, and the visitor still writes", async () => {
    const first = await send("message 000");
    const { conversationId } = (await first.json()) as { conversationId: string };
    await s.db
      .insertInto("chat_messages")
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          id: crypto.randomUUID(),
          conversation_id: conversationId,
          is_bot: 1,
          text: "r".repeat(100),
          created_at: new Date(Date.now() - 60_000 + i).toISOString(),
          source: null,
        })),
      )
      .execute();
    expect((await send("still here", conversationId)).status).toBe(200);
  });
});
