import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatContactShare } from "../../server/analytics/chat-contacts";
import { startTestServer, type TestServer } from "./test-server";

// The Analytics tab's chat figure on the database the run uses: conversations started in the range,
// and those that left an e-mail or phone number (a chat lead).

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ CHAT_RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => {
  await s.close();
});

async function conversation(message: string) {
  const res = await s.postJson("/api/chat", { message });
  expect(res.status).toBe(200);
  return ((await res.json()) as { conversationId: string }).conversationId;
}

describe(`chat contact share (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  it("counts the conversations of the range and those that left contact details", async () => {
    const now = new Date();
    await conversation("What services do you offer?");
    await conversation("Hi, I'm Ravi Patel, ravi.share@example.com");
    // Name only: no e-mail or phone, so no lead.
    await conversation("My name is Sunita Rao");
    const old = await conversation("Please call me on +91 98260 12345");
    const fortyDaysAgo = new Date(now.getTime() - 40 * 86_400_000).toISOString();
    await s.db.updateTable("chat_conversations").set({ created_at: fortyDaysAgo }).where("id", "=", old).execute();

    expect(await chatContactShare(s.db, 30, now)).toEqual({ days: 30, conversations: 3, withContact: 1 });
    expect(await chatContactShare(s.db, 90, now)).toEqual({ days: 90, conversations: 4, withContact: 2 });
  });
});
