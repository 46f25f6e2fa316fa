import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseSettings, toPublicSettings } from "~/lib/settings.server";
import { payloadShown } from "../../server/chat/lead-transcript";
import { createSiteAnswerer } from "../../server/chat/site-answerer";
import { startTestServer, type TestServer } from "./test-server";

// The optional language model against a real OpenAI-compatible peer started here (node:http): the
// request it gets, the streamed reply as server-sent events, the cleaning of links and HTML, the time
// limit, failures, the daily cap, and the order webhook → model → site. The same peer also plays the
// chat webhook, which fails (503) unless a test says otherwise.

type Completion =
  | { kind: "stream"; pieces: string[]; holdAfter?: number }
  | { kind: "hang" }
  | { kind: "status"; status: number };
type Call = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

const modelCalls: Call[] = [];
let completion: Completion = { kind: "stream", pieces: ["Hello"] };
let webhookReply = { status: 503, body: "down" };
/** Released by a test that wants to see the first words before the model goes on. */
let gate: Promise<void> = Promise.resolve();
const open = new Set<http.ServerResponse>();

const chunk = (delta: Record<string, string>) =>
  `data: ${JSON.stringify({ id: "chatcmpl-1", object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;

const peer = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => {
    raw += c;
  });
  req.on("end", async () => {
    const body = JSON.parse(raw) as Record<string, unknown>;
    if (req.url === "/hook") {
      res.writeHead(webhookReply.status, { "Content-Type": "application/json" });
      res.end(webhookReply.body);
      return;
    }
    modelCalls.push({ path: req.url ?? "", headers: req.headers, body });
    open.add(res);
    if (completion.kind === "hang") return;
    if (completion.kind === "status") {
      res.writeHead(completion.status, { "Content-Type": "application/json" });
      res.end('{"error":{"message":"model overloaded"}}');
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    res.write(chunk({ role: "assistant", content: "" }));
    for (const [i, piece] of completion.pieces.entries()) {
      res.write(chunk({ content: piece }));
      if (i === completion.holdAfter) await gate;
    }
    res.end("data: [DONE]\n\n");
  });
});

const TIMEOUT_MS = 1000;
const DAILY_LIMIT = 5;
const QUESTION = "Can you build a customer support chatbot for our website?";
let s: TestServer;

beforeAll(async () => {
  await new Promise<void>((resolve) => peer.listen(0, "127.0.0.1", resolve));
  const { port } = peer.address() as AddressInfo;
  s = await startTestServer({
    CHAT_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
    CHAT_WEBHOOK_TIMEOUT_MS: "1000",
    CHAT_LLM_URL: `http://127.0.0.1:${port}/v1/`,
    CHAT_LLM_MODEL: "site-model-1",
    CHAT_LLM_API_KEY: "sk-test-key",
    CHAT_LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    CHAT_LLM_MAX_TOKENS: "300",
    CHAT_LLM_DAILY_LIMIT: String(DAILY_LIMIT),
    CHAT_RATE_LIMIT_MAX: "1000",
  });
});
afterAll(async () => {
  await s.close();
  for (const res of open) res.destroy();
  peer.closeAllConnections();
  await new Promise((resolve) => peer.close(resolve));
});
beforeEach(async () => {
  modelCalls.length = 0;
  completion = { kind: "stream", pieces: ["Hello"] };
  webhookReply = { status: 503, body: "down" };
  gate = Promise.resolve();
  await s.db.deleteFrom("rate_limits").where("key", "=", "chat-llm:day").execute();
});

interface Done {
  conversationId: string;
  reply: { id: string; text: string; timestamp: string };
}

function postSse(message: string) {
  return s.postJson("/api/chat", { message }, { Accept: "text/event-stream" });
}

/** The events of a whole server-sent-events body. */
function parseEvents(body: string) {
  return body
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return { event, data: JSON.parse(data ?? "null") as Record<string, unknown> };
    });
}

async function streamed(message: string) {
  const res = await postSse(message);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  const events = parseEvents(await res.text());
  const deltas = events.filter((e) => e.event === "delta").map((e) => String(e.data.text));
  const last = events.at(-1)!;
  expect(last.event).toBe("done");
  return { deltas, done: last.data as unknown as Done };
}

async function sourceOf(replyId: string) {
  const row = await s.db
    .selectFrom("chat_messages")
    .select(["text", "source"])
    .where("id", "=", replyId)
    .executeTakeFirstOrThrow();
  return row;
}

/** What the built-in answerer says to this question on the same database. */
function builtIn(question: string) {
  return createSiteAnswerer(s.db, toPublicSettings(s.settings)).answer(question);
}

describe(`chat with a language model (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  it("sends the site passages with their paths in the system message, the question alone as the user's", async () => {
    completion = {
      kind: "stream",
      pieces: ["We build ", "custom chatbots. See ", "[Chatbots](/services/dev/chatbots)."],
    };
    const { done } = await streamed(QUESTION);

    expect(modelCalls).toHaveLength(1);
    const call = modelCalls[0]!;
    expect(call.path).toBe("/v1/chat/completions");
    expect(call.headers.authorization).toBe("Bearer sk-test-key");
    expect(call.body).toMatchObject({ model: "site-model-1", stream: true, max_tokens: 300 });
    const messages = call.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[1]!.content).toBe(QUESTION);
    const system = messages[0]!.content;
    expect(system).not.toContain(QUESTION);
    expect(system).not.toContain("customer support chatbot for our website");
    // The chatbots page: its path and its own words.
    expect(system).toContain("(path: /services/dev/chatbots)");
    expect(system).toContain("Custom chatbots and AI agents that answer customers");
    expect(system).toMatch(/ONLY the site passages/);
    expect(system).toMatch(/not sure the site covers it/);

    expect(done.reply.text).toBe("We build custom chatbots. See [Chatbots](/services/dev/chatbots).");
    expect(await sourceOf(done.reply.id)).toEqual({ text: done.reply.text, source: "model" });
  });

  it("streams the first words before the model has finished, through compression", async () => {
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    completion = {
      kind: "stream",
      pieces: ["Yes, we build ", "support chatbots ", "in Hindi and English."],
      holdAfter: 0,
    };
    const res = await fetch(`${s.base}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream", "Accept-Encoding": "gzip" },
      body: JSON.stringify({ message: QUESTION }),
    });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    // The model holds its second piece until the first has reached us.
    while (!received.includes("\n\n")) received += (await reader.read()).value ?? "";
    expect(parseEvents(received)).toEqual([{ event: "delta", data: { text: "Yes, we build " } }]);
    release();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value;
    }
    const events = parseEvents(received);
    expect(events.map((e) => e.event)).toEqual(["delta", "delta", "delta", "done"]);
    expect((events[3]!.data as unknown as Done).reply.text).toBe(
      "Yes, we build support chatbots in Hindi and English.",
    );
  });

  it("removes links to other sites and HTML before any piece is sent, keeping our own links", async () => {
    completion = {
      kind: "stream",
      pieces: [
        "Our [chat",
        "bots](/services/dev/chatbots) help. Also read [this gu",
        "ide](https://evil.exa",
        "mple/x) or visit htt",
        "ps://evil.example now.<im",
        'g src=x onerror="alert(1)"> <b>Bold</b> ',
        "[Contact us](/contact)",
      ],
    };
    const { deltas, done } = await streamed(QUESTION);
    for (const piece of deltas) expect(piece).not.toMatch(/evil|<|>|onerror/);
    expect(deltas.join("")).toBe(done.reply.text);
    expect(done.reply.text).toBe(
      "Our [chatbots](/services/dev/chatbots) help. Also read this guide or visit  now. Bold [Contact us](/contact)",
    );
    expect((await sourceOf(done.reply.id)).text).toBe(done.reply.text);
  });

  it("answers from the site when the model does not answer within the time limit", async () => {
    completion = { kind: "hang" };
    const started = Date.now();
    const { deltas, done } = await streamed(QUESTION);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(modelCalls).toHaveLength(1);
    expect(deltas).toEqual([]);
    expect(done.reply.text).toBe(await builtIn(QUESTION));
    expect(await sourceOf(done.reply.id)).toMatchObject({ source: "site" });
  });

  it("answers from the site when the model answers 500", async () => {
    completion = { kind: "status", status: 500 };
    const { deltas, done } = await streamed(QUESTION);
    expect(modelCalls).toHaveLength(1);
    expect(deltas).toEqual([]);
    expect(done.reply.text).toBe(await builtIn(QUESTION));
    expect(await sourceOf(done.reply.id)).toMatchObject({ source: "site" });
  });

  it("counts model calls per day in the database and answers from the site after the cap", async () => {
    completion = { kind: "stream", pieces: ["From the model."] };
    // Other replicas have made four calls today already: one more is allowed.
    const day = Math.floor(Date.now() / 1000 / 86_400) * 86_400;
    await s.db.insertInto("rate_limits").values({ key: "chat-llm:day", window_start: day, count: 4 }).execute();

    expect((await streamed(QUESTION)).done.reply.text).toBe("From the model.");
    const second = await streamed(QUESTION);
    expect(second.done.reply.text).toBe(await builtIn(QUESTION));
    expect(await sourceOf(second.done.reply.id)).toMatchObject({ source: "site" });
    expect(modelCalls).toHaveLength(1);
    const counter = await s.db
      .selectFrom("rate_limits")
      .select("count")
      .where("key", "=", "chat-llm:day")
      .executeTakeFirstOrThrow();
    expect(Number(counter.count)).toBe(DAILY_LIMIT + 1);
  });

  it("answers JSON as before when the client does not ask for a stream", async () => {
    completion = { kind: "stream", pieces: ["We build ", "chatbots."] };
    const res = await s.postJson("/api/chat", { message: QUESTION });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as Done;
    expect(body.reply.text).toBe("We build chatbots.");
    expect(await sourceOf(body.reply.id)).toMatchObject({ source: "model" });
  });

  it("asks the webhook first: its reply wins and the model is not called", async () => {
    webhookReply = { status: 200, body: '{"output":"From the automation"}' };
    const { deltas, done } = await streamed(QUESTION);
    expect(deltas).toEqual([]);
    expect(done.reply.text).toBe("From the automation");
    expect(modelCalls).toHaveLength(0);
    expect(await sourceOf(done.reply.id)).toMatchObject({ source: "webhook" });
  });

  it("never sends contact details to the model: the site acknowledges them", async () => {
    const { done } = await streamed("I'm Priya Sharma, priya@example.com, we need a chatbot");
    expect(modelCalls).toHaveLength(0);
    expect(done.reply.text).toContain(
      "Thank you, Priya Sharma! A consultant will reply within 24 hours at priya@example.com.",
    );
    expect(await sourceOf(done.reply.id)).toMatchObject({ source: "site" });
  });

  it("keeps each reply's source in the chat lead's transcript, for the admin's lead page", async () => {
    completion = { kind: "stream", pieces: ["We build chatbots."] };
    const first = await s.postJson("/api/chat", { message: QUESTION });
    const { conversationId } = (await first.json()) as Done;
    await s.postJson("/api/chat", { message: "I'm Neha Joshi, neha.llm@example.com", conversationId });
    const lead = await s.db
      .selectFrom("leads")
      .select("payload")
      .where("email", "=", "neha.llm@example.com")
      .executeTakeFirstOrThrow();
    // The transcript as the lead page reads it (from the conversation; the lead keeps no copy).
    const shown = await payloadShown(s.db, "chat", JSON.parse(lead.payload));
    const transcript = (shown as { transcript: Record<string, unknown>[] }).transcript;
    expect(transcript.map((m) => [m.isBot, m.source])).toEqual([
      [false, undefined],
      [true, "model"],
      [false, undefined],
      [true, "site"],
    ]);
  });

  it("answers a bad message with 400 JSON, not a stream", async () => {
    const res = await postSse("   ");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(modelCalls).toHaveLength(0);
  });

  it("needs a model name with the URL, and is off by default", () => {
    expect(parseSettings({}).CHAT_LLM_URL).toBe("");
    expect(() => parseSettings({ CHAT_LLM_URL: "http://localhost:11434/v1" })).toThrow(/CHAT_LLM_MODEL/);
    expect(() => parseSettings({ CHAT_LLM_URL: "localhost:11434" })).toThrow(/CHAT_LLM_URL/);
  });
});
