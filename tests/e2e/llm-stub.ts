import http from "node:http";
import { LLM_STUB_PORT, STREAM_MARKER } from "./llm-stub-port";

// A local OpenAI-compatible chat completions server for the e2e run (started by playwright.config.ts).
// A question starting with STREAM_MARKER gets its reply streamed in two parts: the first words, then
// (after POST /release from the test, or 8 s) the rest. Any other question answers 500, so the other
// chat journeys keep the built-in answerer.

const FIRST = ["Yes, ", "we build ", "support chatbots "];
const REST = ["in Hindi and English. ", "Leave your details on ", "[Contact us](/contact)."];
const waiting = new Set<() => void>();

const chunk = (content: string) =>
  `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`;

http
  .createServer((req, res) => {
    if (req.method === "GET" && req.url === "/health") {
      res.end("ok");
      return;
    }
    if (req.method === "POST" && req.url === "/release") {
      for (const release of waiting) release();
      waiting.clear();
      res.end("released");
      return;
    }
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", async () => {
      const body = JSON.parse(raw || "{}") as { messages?: { role: string; content: string }[] };
      const question = body.messages?.find((m) => m.role === "user")?.content ?? "";
      if (req.url !== "/v1/chat/completions" || !question.startsWith(STREAM_MARKER)) {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end('{"error":{"message":"the e2e stub streams only the stream test"}}');
        return;
      }
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      for (const piece of FIRST) res.write(chunk(piece));
      await new Promise<void>((resolve) => {
        waiting.add(resolve);
        setTimeout(resolve, 8000).unref();
      });
      for (const piece of REST) res.write(chunk(piece));
      res.end("data: [DONE]\n\n");
    });
  })
  .listen(LLM_STUB_PORT, "127.0.0.1");
