import { describe, expect, it } from "vitest";
import { loadSession, SESSION_KEY, saveSession } from "./chat-session";
import { GREETING } from "./chat-text";

const message = { id: "m1", text: "Hello", isBot: false, timestamp: "2026-03-12T10:00:00.000Z" };

function storage(value: string | null) {
  return { getItem: (key: string) => (key === SESSION_KEY ? value : null) };
}

describe("loadSession", () => {
  it.each([
    ["nothing saved", null],
    ["not JSON", "{oops"],
    ["no messages", JSON.stringify({ conversationId: "c1", messages: [] })],
    ["a message without text", JSON.stringify({ conversationId: "c1", messages: [{ ...message, text: 1 }] })],
    ["a bare string", JSON.stringify("hello")],
  ])("starts a new conversation with the greeting when %s", (_label, raw) => {
    const session = loadSession(storage(raw));
    expect(session.conversationId).toBeNull();
    expect(session.messages.map((m) => [m.isBot, m.text])).toEqual([[true, GREETING]]);
  });

  it("restores the saved conversation", () => {
    const saved = { conversationId: "c1", messages: [message] };
    expect(loadSession(storage(JSON.stringify(saved)))).toEqual(saved);
  });

  it("restores a full conversation as full, so the panel still offers a new chat after a reload", () => {
    const saved = { conversationId: "c1", messages: [message], full: true };
    expect(loadSession(storage(JSON.stringify(saved)))).toEqual(saved);
    expect(loadSession(storage(JSON.stringify({ ...saved, full: "yes" })))).toEqual({
      conversationId: "c1",
      messages: [message],
    });
  });

  it("works without storage (blocked by the browser)", () => {
    expect(loadSession(undefined).messages).toHaveLength(1);
  });
});

describe("saveSession", () => {
  it("keeps the latest 100 messages", () => {
    let saved = "";
    const messages = Array.from({ length: 120 }, (_, i) => ({ ...message, id: `m${i}` }));
    saveSession({ setItem: (_k, v) => (saved = v) }, { conversationId: "c1", messages });
    const parsed = JSON.parse(saved);
    expect(parsed.messages).toHaveLength(100);
    expect(parsed.messages[0].id).toBe("m20");
  });

  it("ignores a full or blocked storage", () => {
    expect(() =>
      saveSession(
        {
          setItem: () => {
            throw new Error("QuotaExceededError");
          },
        },
        { conversationId: null, messages: [message] },
      ),
    ).not.toThrow();
  });
});
