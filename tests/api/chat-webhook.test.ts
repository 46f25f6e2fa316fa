import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EMPTY_REPLY, OFFLINE_REPLY } from "~/features/chat/chat-text";
import { parseSettings } from "~/lib/settings.server";
import { startTestServer, type TestServer } from "./test-server";

// The relay to CHAT_WEBHOOK_URL against a real HTTP receiver started here: the calls and their exact
// bodies, every reply shape, failures, and the fallback to the built-in answer.

type Reply = { status?: number; body?: string; type?: string; hang?: boolean };
type Call = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

const calls: Call[] = [];
let replyFor: (body: Record<string, unknown>) => Reply = () => ({ body: '{"output":"ok"}' });
let contactReply: Reply = { body: "{}" };
const hanging = new Set<http.ServerResponse>();

const receiver = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => {
    raw += chunk;
  });
  req.on("end", () => {
    const body = JSON.parse(raw) as Record<string, unknown>;
    calls.push({ path: req.url ?? "", headers: req.headers, body });
    const reply = body.action === "add_contact" ? contactReply : replyFor(body);
    if (reply.hang) {
      hanging.add(res);
      return;
    }
    res.writeHead(reply.status ?? 200, { "Content-Type": reply.type ?? "application/json" });
    res.end(reply.body ?? "");
  });
});

const TIMEOUT_MS = 400;
let s: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  s = await startTestServer({
    CHAT_WEBHOOK_URL: `http://127.0.0.1:${port}/webhook/chat?token=secret`,
    CHAT_WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    CHAT_RATE_LIMIT_MAX: "1000",
  });
});
afterAll(async () => {
  await s.close();
  for (const res of hanging) res.destroy();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  calls.length = 0;
  replyFor = () => ({ body: '{"output":"ok"}' });
  contactReply = { body: "{}" };
});

async function chat(message: string, conversationId?: string) {
  const res = await s.postJson("/api/chat", { message, ...(conversationId ? { conversationId } : {}) });
  expect(res.status).toBe(200);
  return (await res.json()) as { conversationId: string; reply: { id: string; text: string; timestamp: string } };
}

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe(`chat webhook relay (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  it("sends the message call with a null contactInfo and the conversation as sessionId", async () => {
    replyFor = () => ({ body: JSON.stringify({ output: "Hello from the automation" }) });
    const res = await chat("What does a chatbot project involve?");
    expect(res.reply.text).toBe("Hello from the automation");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe("/webhook/chat?token=secret");
    expect(calls[0]!.headers["content-type"]).toBe("application/json");
    expect(calls[0]!.body).toEqual({
      message: "What does a chatbot project involve?",
      timestamp: ISO,
      contactInfo: null,
      sessionId: res.conversationId,
    });
  });

  it("sends add_contact first when contact details appear, once per conversation, then the message", async () => {
    const first = await chat("Hi, I'm Neha Joshi, neha@example.com");
    const id = first.conversationId;
    const contactInfo = { name: "Neha Joshi", email: "neha@example.com", phone_number: null };
    expect(calls.map((c) => c.body)).toEqual([
      { action: "add_contact", contactInfo, timestamp: ISO },
      { message: "Hi, I'm Neha Joshi, neha@example.com", timestamp: ISO, contactInfo, sessionId: id },
    ]);

    calls.length = 0;
    await chat("My number is 0731-4002200", id);
    // Already sent once: only the message call, now with the phone number too.
    expect(calls.map((c) => c.body)).toEqual([
      {
        message: "My number is 0731-4002200",
        timestamp: ISO,
        contactInfo: { ...contactInfo, phone_number: "07314002200" },
        sessionId: id,
      },
    ]);
    const leads = await s.db.selectFrom("leads").selectAll().where("type", "=", "chat").execute();
    expect(leads.filter((l) => JSON.parse(l.payload).conversationId === id)).toHaveLength(1);
  });

  it.each([
    ["output", '{"output":"From output","response":"x","message":"x","text":"x"}', "From output"],
    ["response", '{"response":"From response","message":"x","text":"x"}', "From response"],
    ["message", '{"message":"From message","text":"x"}', "From message"],
    ["text", '{"text":"From text"}', "From text"],
    ["the whole JSON", '{"answer":42}', '{"answer":42}'],
    ["raw text", "Plain **text** reply", "Plain **text** reply"],
    ["an empty body", "", EMPTY_REPLY],
  ])("reads the reply from %s", async (_shape, body, expected) => {
    replyFor = () => ({ body, type: body.startsWith("{") ? "application/json" : "text/plain" });
    const res = await chat("Tell me more");
    expect(res.reply.text).toBe(expected);
    const stored = await s.db
      .selectFrom("chat_messages")
      .select("text")
      .where("id", "=", res.reply.id)
      .executeTakeFirstOrThrow();
    expect(stored.text).toBe(expected);
  });

  it("answers from the site when the webhook answers 500, or the offline text when the site has nothing", async () => {
    replyFor = () => ({ status: 500, body: '{"output":"must not be shown"}' });
    expect((await chat("qwrtzp vbnmkj")).reply.text).toBe(OFFLINE_REPLY);
    expect((await chat("Do you offer workflow automation?")).reply.text).toContain(
      "[Workflow automation](/services/dev/automation)",
    );
  });

  it("gives up on a receiver that never answers after the time limit and falls back", async () => {
    replyFor = () => ({ hang: true });
    const started = Date.now();
    const res = await chat("qwrtzp vbnmkj");
    const took = Date.now() - started;
    expect(res.reply.text).toBe(OFFLINE_REPLY);
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it("never shows a failing add_contact call, relays the message, and tries add_contact again later", async () => {
    contactReply = { status: 500, body: "contact store down" };
    replyFor = () => ({ body: '{"output":"Got it"}' });
    const res = await chat("Call me Vikram, vikram@example.com");
    expect(res.reply.text).toBe("Got it");
    expect(calls.map((c) => c.body.action ?? "message")).toEqual(["add_contact", "message"]);

    contactReply = { body: "{}" };
    calls.length = 0;
    await chat("Also +91 98260 12345", res.conversationId);
    expect(calls.map((c) => c.body.action ?? "message")).toEqual(["add_contact", "message"]);
    expect(calls[0]!.body.contactInfo).toEqual({
      name: "Vikram",
      email: "vikram@example.com",
      phone_number: "+919826012345",
    });
  });

  it("waits 8 seconds by default (within the 9 s the visitor is promised) and checks the address", () => {
    expect(parseSettings({}).CHAT_WEBHOOK_TIMEOUT_MS).toBe(8000);
    expect(parseSettings({}).CHAT_WEBHOOK_URL).toBe("");
    expect(() => parseSettings({ CHAT_WEBHOOK_URL: "ftp://hooks.example.com/chat" })).toThrow(/CHAT_WEBHOOK_URL/);
  });
});
