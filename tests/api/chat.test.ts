import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OFFLINE_REPLY } from "~/features/chat/chat-text";
import { payloadShown } from "../../server/chat/lead-transcript";
import { clearOfWindowEdge } from "./rate-window";
import { startTestServer, type TestServer } from "./test-server";

// The chat endpoint without a webhook: the built-in answerer, storage, the one `chat` lead, and the
// error answers.

interface ChatAnswer {
  conversationId: string;
  reply: { id: string; text: string; timestamp: string };
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ CHAT_RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => s.close());
beforeEach(async () => {
  await s.db.deleteFrom("chat_messages").execute();
  await s.db.deleteFrom("chat_conversations").execute();
  await s.db.deleteFrom("leads").execute();
});

async function chat(message: string, conversationId?: string) {
  const res = await s.postJson("/api/chat", { message, ...(conversationId ? { conversationId } : {}) });
  expect(res.status).toBe(200);
  return (await res.json()) as ChatAnswer;
}

describe(`POST /api/chat without a webhook (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  it("answers a buyer's question from the site, with links to our pages, and stores both messages", async () => {
    const res = await chat("Can you build a chatbot for our customer support?");
    expect(res.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.reply.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(res.reply.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.reply.text).toContain("[Custom chatbots and agents](/services/dev/chatbots)");

    const messages = await s.db
      .selectFrom("chat_messages")
      .select(["text", "is_bot"])
      .where("conversation_id", "=", res.conversationId)
      .orderBy("created_at")
      .orderBy("is_bot")
      .execute();
    expect(messages.map((m) => [m.text, Number(m.is_bot)])).toEqual([
      ["Can you build a chatbot for our customer support?", 0],
      [res.reply.text, 1],
    ]);
    expect(await s.leadCount()).toBe(0);
  });

  it("answers with the offline text when the site has nothing on the question", async () => {
    const res = await chat("qwrtzp vbnmkj");
    expect(res.reply.text).toBe(OFFLINE_REPLY);
  });

  it("turns contact details into one chat lead, updated (never duplicated) by later messages", async () => {
    const first = await chat("How much does a chatbot cost?");
    const id = first.conversationId;
    expect(first.reply.text).toContain("Starter is $2,999 per project");
    expect(await s.leadCount()).toBe(0);

    const second = await chat("I'm Priya Sharma, Priya@MalwaTextiles.co.in", id);
    expect(second.conversationId).toBe(id);
    expect(second.reply.text).toBe(
      "Thank you, Priya Sharma! A consultant will reply within 24 hours at Priya@MalwaTextiles.co.in.",
    );
    const third = await chat("You can also call me on +91 98260 12345", id);
    expect(third.conversationId).toBe(id);

    const leads = await s.db.selectFrom("leads").selectAll().execute();
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead).toMatchObject({
      type: "chat",
      name: "Priya Sharma",
      email: "priya@malwatextiles.co.in",
      phone: "+919826012345",
      company: null,
    });
    // The lead names its conversation and keeps no copy of the transcript: it is read from the
    // conversation wherever the lead is shown (here as the lead page reads it).
    const contactInfo = { name: "Priya Sharma", email: "Priya@MalwaTextiles.co.in", phone_number: "+919826012345" };
    expect(JSON.parse(lead.payload)).toEqual({ conversationId: id, contactInfo });
    const payload = (await payloadShown(s.db, "chat", JSON.parse(lead.payload))) as {
      transcript: { text: string; isBot: boolean; timestamp: string }[];
    };
    expect(Object.keys(payload)).toEqual(["conversationId", "transcript", "contactInfo"]);
    expect(payload.transcript.map((m: { text: string; isBot: boolean }) => [m.isBot, m.text])).toEqual([
      [false, "How much does a chatbot cost?"],
      [true, first.reply.text],
      [false, "I'm Priya Sharma, Priya@MalwaTextiles.co.in"],
      [true, second.reply.text],
      [false, "You can also call me on +91 98260 12345"],
      [true, third.reply.text],
    ]);
    expect(payload.transcript[0].timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);

    const conversation = await s.db
      .selectFrom("chat_conversations")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(conversation.lead_id).toBe(lead.id);
  });

  it("a name alone is remembered but makes no lead until there is a way to reply", async () => {
    const { conversationId } = await chat("My name is Arjun Mehta");
    expect(await s.leadCount()).toBe(0);
    await chat("arjun@example.com", conversationId);
    const lead = await s.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ type: "chat", name: "Arjun Mehta", email: "arjun@example.com", phone: null });
  });

  it("starts a new conversation for an id it does not know", async () => {
    const res = await chat("hello", "6f1c1f43-3b9b-4a8e-9d4e-1f2a3b4c5d6e");
    expect(res.conversationId).not.toBe("6f1c1f43-3b9b-4a8e-9d4e-1f2a3b4c5d6e");
  });

  it("keeps a reply with markup as plain text for the panel to render safely", async () => {
    const res = await chat('<img src=x onerror="alert(1)"> pricing');
    const stored = await s.db
      .selectFrom("chat_messages")
      .select("text")
      .where("is_bot", "=", 0)
      .executeTakeFirstOrThrow();
    expect(stored.text).toBe('<img src=x onerror="alert(1)"> pricing');
    expect(res.reply.text).toContain("**Pricing:**");
  });

  it.each([
    ["an empty message", { message: "" }, "message", "Please type a message"],
    ["only spaces", { message: "   \n " }, "message", "Please type a message"],
    ["no message", {}, "message", "Please type a message"],
    ["a message over 2,000 characters", { message: "a".repeat(2001) }, "message", "Must be at most 2,000 characters"],
    [
      "a conversation id that is not an id",
      { message: "hi", conversationId: "1 OR 1=1" },
      "conversationId",
      "Unknown conversation",
    ],
  ])("answers 400 for %s and stores nothing", async (_label, body, field, text) => {
    const res = await s.postJson("/api/chat", body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(json.error.message).toBe(text);
    expect(json.error.fields).toEqual({ [field]: text });
    const n = await s.db
      .selectFrom("chat_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it("accepts exactly 2,000 characters", async () => {
    const res = await s.postJson("/api/chat", { message: "a".repeat(2000) });
    expect(res.status).toBe(200);
  });

  it("answers 415 for a body that is not JSON and 413 for one over 64 KB", async () => {
    const form = await fetch(`${s.base}/api/chat`, {
      method: "POST",
      body: "message=hi",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const big = await s.postJson("/api/chat", { message: "a".repeat(70 * 1024) });
    expect(big.status).toBe(413);
  });
});

describe("POST /api/chat rate limit", () => {
  it("answers 429 with Retry-After once a client sends more than CHAT_RATE_LIMIT_MAX messages", async () => {
    const limited = await startTestServer({ CHAT_RATE_LIMIT_MAX: "2" });
    try {
      await clearOfWindowEdge(600); // CHAT_RATE_LIMIT_WINDOW_SECONDS's default
      for (let i = 0; i < 2; i++) expect((await limited.postJson("/api/chat", { message: "hello" })).status).toBe(200);
      const res = await limited.postJson("/api/chat", { message: "hello" });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      // The form allowance is separate: a lead still goes through.
      const lead = await limited.postJson("/api/leads", {
        type: "newsletter",
        form: { email: "limit@example.com" },
      });
      expect(lead.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
