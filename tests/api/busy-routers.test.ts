import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession } from "../../server/auth/sessions";
import type { Db } from "../../server/db/schema";
import { registry } from "../../server/ops/metrics";
import { addUser } from "../factories";
import { type BookingRig, istJan, startBooking, tokenOf } from "./booking-helpers";

// The booking and live chat routers sit outside /api's router but are JSON APIs: behind a full pool
// queue (PostgreSQL only, docs/decisions/089) they refuse with 429, Retry-After: 1 and their own
// {error: {message}} shape, not the app's plain text, and store nothing (not even a rate-limit count).
// A stream is refused as JSON before it starts: no text/event-stream headers.

const BUSY_TEXT = "The service is busy. Please try again in a moment.";
const JSON_BUSY = {
  status: 429,
  retryAfter: "1",
  type: "application/json; charset=utf-8",
  body: JSON.stringify({ error: { message: BUSY_TEXT } }),
};

/** Background work (outside any request, never refused) holds the 10 connections and 100 queries wait. */
async function fillPoolQueue(db: Db) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = 0;
  const held = Array.from({ length: 10 }, () =>
    db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      holding++;
      await gate;
    }),
  );
  await vi.waitFor(() => expect(holding).toBe(10), { timeout: 10_000, interval: 10 });
  const queued = Array.from({ length: 100 }, () => sql`select 1`.execute(db));
  await new Promise((r) => setTimeout(r, 50)); // each reaches pg-pool's queue
  return async () => {
    release();
    await Promise.all([...held, ...queued]);
  };
}

async function answerOf(res: Response) {
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    type: res.headers.get("content-type"),
    body: await res.text(),
  };
}

async function busyRefusals() {
  const text = await registry.getSingleMetricAsString("refusals_total");
  return Number(/refusals_total\{reason="database_busy"\} (\d+)/.exec(text)?.[1] ?? 0);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("booking and live chat behind a full pool queue (postgres)", () => {
  let b: BookingRig;
  beforeAll(async () => {
    b = await startBooking();
  }, 120_000);
  afterAll(async () => b?.close());

  /** What the refused requests could have written. */
  async function stored() {
    const db = b.s.db;
    return {
      bookings: await db.selectFrom("bookings").select(["id", "status", "sequence", "starts_at"]).execute(),
      outbox: (await db.selectFrom("outbox").select("id").execute()).length,
      conversations: await db.selectFrom("chat_conversations").select(["id", "live_state"]).orderBy("id").execute(),
      messages: (await db.selectFrom("chat_messages").select("id").execute()).length,
      rateLimits: await db.selectFrom("rate_limits").select(["key", "count"]).orderBy("key").execute(),
    };
  }

  it("slots, manage, chat POSTs and both streams answer 429 JSON with Retry-After and store nothing", async () => {
    const base = b.s.base;
    const origin = { Origin: base };
    await b.addConsultant("asha@narmadaai.in", "Asha Verma");
    const token = tokenOf((await b.bookOk(istJan(6, 10))).booking.manageUrl);
    // A visitor who asked for a person (nobody online at 8 AM: offline, but their stream may open).
    const asked = await b.s.postJson("/api/chat/live/request", {}, origin);
    expect(asked.status).toBe(200);
    const { conversationId, key } = (await asked.json()) as { conversationId: string; key: string };
    const streamPath = `/api/chat/live/stream?${new URLSearchParams({ conversationId, key })}`;
    const sales = await addUser(b.s, "ravi@narmadaai.in", "sales", "active", "Ravi Sales");
    const { token: session } = await createSession(b.s.db, sales, { idleMinutes: 30, absoluteHours: 12 });
    const cookie = `__Host-admin_session=${session}`;

    const before = await stored();
    const refusedBefore = await busyRefusals();
    const release = await fillPoolQueue(b.s.db);
    try {
      const answers = await Promise.all([
        fetch(`${base}/api/booking/slots?zone=Asia/Kolkata`),
        b.manage({ intent: "cancel", token }),
        b.s.postJson("/api/chat/live/request", {}, origin),
        b.s.postJson("/api/chat/live/message", { conversationId, key, message: "Are you there?" }, origin),
        fetch(`${base}${streamPath}`, { headers: { Accept: "text/event-stream" } }),
        fetch(`${base}/api/admin/live/stream`, { headers: { Accept: "text/event-stream", Cookie: cookie } }),
      ]).then((all) => Promise.all(all.map(answerOf)));
      expect(answers).toEqual(Array.from({ length: 6 }, () => JSON_BUSY));
      // The calendar download is text, as its other refusals: the same 429 in its shape.
      const ics = await answerOf(await fetch(`${base}/booking/manage/${token}/invite.ics`));
      expect(ics).toEqual({ ...JSON_BUSY, type: "text/plain; charset=utf-8", body: BUSY_TEXT });
    } finally {
      await release();
    }
    expect((await busyRefusals()) - refusedBefore).toBe(7);
    expect(await stored()).toEqual(before);

    // The queue is empty again: the same slots read and the visitor's stream are served.
    expect((await fetch(`${base}/api/booking/slots?zone=Asia/Kolkata`)).status).toBe(200);
    const controller = new AbortController();
    const stream = await fetch(`${base}${streamPath}`, { signal: controller.signal });
    expect([stream.status, stream.headers.get("content-type")]).toEqual([200, "text/event-stream; charset=utf-8"]);
    // Its first event (the offline notice's state) is read before closing: the replay's query is over.
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: ")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    controller.abort();
    expect(text).toMatch(/^retry: 3000\n\n(id: \d+\n)?event: /);
  }, 60_000);
});
