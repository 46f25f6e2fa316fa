import { describe, expect, it } from "vitest";
import { parseSseEvents, readChatStream } from "./chat-stream";

describe("parseSseEvents", () => {
  it.each([
    ["", [], ""],
    ['event: delta\ndata: {"text":"Hi"}\n\n', [{ event: "delta", data: '{"text":"Hi"}' }], ""],
    ['event: delta\ndata: {"text":"Hi"}\n\nevent: del', [{ event: "delta", data: '{"text":"Hi"}' }], "event: del"],
    ["event: delta\r\ndata: x\r\n\r\n", [{ event: "delta", data: "x" }], ""],
    ["data: a\ndata: b\n\n", [{ event: "message", data: "a\nb" }], ""],
    [": keep-alive comment\n\n", [], ""],
  ])("%j", (buffer, events, rest) => {
    expect(parseSseEvents(buffer)).toEqual({ events, rest });
  });
});

function body(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

const done = {
  conversationId: "c1",
  reply: { id: "r1", text: "We build chatbots.", timestamp: "2026-11-25T10:00:00.000Z" },
};

describe("readChatStream", () => {
  it("hands over each piece and returns the done answer, also when events are split across reads", async () => {
    const pieces: string[] = [];
    const sse = `event: delta\ndata: {"text":"We build "}\n\nevent: delta\ndata: {"text":"chatbots."}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`;
    const result = await readChatStream(body([sse.slice(0, 17), sse.slice(17, 60), sse.slice(60)]), (t) =>
      pieces.push(t),
    );
    expect(pieces).toEqual(["We build ", "chatbots."]);
    expect(result).toEqual(done);
  });

  it.each([
    ["an error event", 'event: delta\ndata: {"text":"We"}\n\nevent: error\ndata: {"message":"x"}\n\n'],
    ["a stream that ends without done", 'event: delta\ndata: {"text":"We"}\n\n'],
    ["a done event without a reply", 'event: done\ndata: {"conversationId":"c1"}\n\n'],
  ])("returns null on %s", async (_label, sse) => {
    expect(await readChatStream(body([sse]), () => {})).toBeNull();
  });
});
