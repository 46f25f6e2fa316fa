import type { ChatResponse } from "./chat-text";

// Reading `POST /api/chat` as server-sent events: `delta` pieces of the reply as the model writes
// them, then `done` with the whole stored reply (see server/chat/chat-stream.ts).

export interface SseEvent {
  event: string;
  data: string;
}

/** The complete events at the start of `buffer`, and what is left for the next read. */
export function parseSseEvents(buffer: string): { events: SseEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  const events = blocks.flatMap((block) => {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    return data.length ? [{ event, data: data.join("\n") }] : [];
  });
  return { events, rest };
}

function isResponse(value: unknown): value is ChatResponse {
  const v = value as ChatResponse;
  return typeof v?.conversationId === "string" && typeof v.reply?.id === "string" && typeof v.reply.text === "string";
}

/**
 * Reads the stream to its end: `onDelta` gets each piece of text; the result is the `done` answer,
 * or null when the stream broke off or reported an error.
 */
export async function readChatStream(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
): Promise<ChatResponse | null> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return null;
    const parsed = parseSseEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = parsed.rest;
    for (const { event, data } of parsed.events) {
      let payload: unknown;
      try {
        payload = JSON.parse(data);
      } catch {
        continue;
      }
      if (event === "delta" && typeof (payload as { text?: unknown }).text === "string") {
        onDelta((payload as { text: string }).text);
      } else if (event === "done" && isResponse(payload)) {
        await reader.cancel();
        return payload;
      } else if (event === "error") {
        await reader.cancel();
        return null;
      }
    }
  }
}
