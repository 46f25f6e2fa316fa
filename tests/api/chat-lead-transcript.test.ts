import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as stripMigration from "../../server/db/migrations/024_a_chat_transcript_out_of_leads";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { parseCsv } from "./admin-csv-parse";
import { type AdminServer, type Browser, insertLead, signIn, startAdminServer } from "./admin-helpers";
import { signatureValid, startReceiver, startSmtpPeer, textOf } from "./outbox-peers";

// A chat lead keeps no copy of its transcript (it lives in chat_messages): the lead page, the CSV
// export, the team e-mail, the CRM webhook and the admin notification show it as they did when the
// payload carried it. Leads stored before keep showing theirs; migration 024_a drops the copies
// whose conversation still has its messages.

const SECRET = "whsec-test-0123456789abcdef";
type Peers = { smtp: Awaited<ReturnType<typeof startSmtpPeer>>; receiver: Awaited<ReturnType<typeof startReceiver>> };
type Line = { text: string; isBot: boolean; timestamp: string; source?: string };

let peers: Peers;
let server: AdminServer;
let admin: Browser;
beforeAll(async () => {
  peers = { smtp: await startSmtpPeer(), receiver: await startReceiver() };
  server = await startAdminServer({
    CHAT_RATE_LIMIT_MAX: "1000",
    SMTP_URL: peers.smtp.url(),
    LEADS_WEBHOOK_URL: peers.receiver.url,
    LEADS_WEBHOOK_SECRET: SECRET,
    SITE_URL: "https://narmadaai.in",
  });
  admin = await signIn(server, "asha@example.com", "admin");
});
afterAll(async () => {
  await server?.close();
  await peers?.smtp.close();
  await peers?.receiver.close();
});
beforeEach(async () => {
  peers.smtp.messages.length = 0;
  peers.receiver.calls.length = 0;
  for (const t of ["chat_messages", "chat_conversations", "outbox", "notifications", "lead_events"] as const)
    await server.db.deleteFrom(t).execute();
  await server.db.deleteFrom("leads").execute();
});

async function chat(message: string, conversationId?: string) {
  const res = await server.postJson("/api/chat", { message, ...(conversationId && { conversationId }) });
  expect(res.status).toBe(200);
  return (await res.json()) as { conversationId: string; reply: { text: string } };
}

/** Every due outbox row delivered once, by the real worker. */
async function deliverAll() {
  const logged: string[] = [];
  const log = {
    log: (m: string) => logged.push(m),
    warn: (m: string) => logged.push(m),
    error: (m: string) => logged.push(m),
  };
  const worker = outboxWorkerFrom({ db: server.db, kind: server.kind, close: async () => {} }, server.settings, {
    log,
  });
  try {
    while ((await worker.runOnce()) > 0) {}
  } finally {
    await worker.stop();
  }
  return logged;
}

describe(`a chat lead's transcript, read from its conversation (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  it("the e-mail and webhook show it as committed, and the lead page and CSV show all of it", async () => {
    const first = await chat("How much does a chatbot cost?");
    const id = first.conversationId;
    const second = await chat("I'm Priya Sharma, priya@malwatextiles.co.in", id);
    const third = await chat("We run three textile plants in Indore.", id);
    const lead = await server.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    const contactInfo = { name: "Priya Sharma", email: "priya@malwatextiles.co.in", phone_number: null };
    expect(JSON.parse(lead.payload)).toEqual({ conversationId: id, contactInfo });

    // The admin notification quotes the transcript's start, as before.
    const note = await server.db.selectFrom("notifications").select("body").executeTakeFirstOrThrow();
    expect(note.body.split("\n")).toEqual([
      `Conversation id: ${id}`,
      "Chat transcript (4 messages):",
      expect.stringMatching(/^ {2}\[\d{4}-\d\d-\d\dT[\d:.]+Z\] Visitor: How much does a chatbot cost\?$/),
    ]);

    expect((await deliverAll()).filter((l) => !/ (sent|delivered)/.test(l))).toEqual([]);
    // The lead was committed with the second message: four messages, not the third one sent after.
    const committed = [
      [false, "How much does a chatbot cost?"],
      [true, first.reply.text],
      [false, "I'm Priya Sharma, priya@malwatextiles.co.in"],
      [true, second.reply.text],
    ];
    const [call] = peers.receiver.calls;
    expect(signatureValid(call.body, call.headers["x-signature"], SECRET)).toBe(true);
    const sent = JSON.parse(call.body).payload as { transcript: Line[] };
    expect(Object.keys(sent)).toEqual(["conversationId", "transcript", "contactInfo"]);
    expect(sent.transcript.map((m) => [m.isBot, m.text])).toEqual(committed);
    const team = textOf(peers.smtp.find(/^New Chat lead/)[0].raw);
    expect(team).toContain("Chat transcript (4 messages):");
    expect(team).toContain(`] Visitor: How much does a chatbot cost?`);
    expect(team).toContain(`] Visitor: I'm Priya Sharma, priya@malwatextiles.co.in`);
    expect(team).not.toContain("We run three textile plants in Indore.");

    // The lead page: every message, the third too.
    const html = await (await admin.get(`/admin/leads/${lead.id}`)).text();
    expect(html).toContain("Chat transcript");
    expect(html).toContain("How much does a chatbot cost?");
    expect(html).toContain("We run three textile plants in Indore.");

    // The CSV's Details: the payload as it used to be stored, with all six messages.
    const rows = parseCsv(await (await admin.get("/admin/leads/export?type=chat")).text());
    expect(rows).toHaveLength(2);
    const details = JSON.parse(rows[1][rows[0].indexOf("Details")]) as { transcript: Line[] };
    expect(Object.keys(details)).toEqual(["conversationId", "transcript", "contactInfo"]);
    expect(details.transcript.map((m) => [m.isBot, m.text])).toEqual([
      ...committed,
      [false, "We run three textile plants in Indore."],
      [true, third.reply.text],
    ]);
  });

  it("shows a lead's stored copy when its conversation is gone, a copy 024_a keeps while dropping the rest", async () => {
    const { conversationId } = await chat("priya@malwatextiles.co.in");
    const copy = [{ text: "an older message", isBot: false, timestamp: "2026-03-01T10:00:00.000Z" }];
    const legacy = (id: string) => ({ conversationId: id, transcript: copy, contactInfo: null });
    const at = "2026-03-01T10:00:00.000Z";
    const gone = "2d9c0c7e-0000-4000-8000-000000000000";
    await insertLead(server, { id: "kept", type: "chat", name: "Gone", createdAt: at, payload: legacy(gone) });
    await insertLead(server, {
      id: "live",
      type: "chat",
      name: "Live",
      createdAt: at,
      payload: legacy(conversationId),
    });
    // The lead page reads the live conversation, and the stored copy where there is none.
    expect(await (await admin.get("/admin/leads/kept")).text()).toContain("an older message");
    const live = await (await admin.get("/admin/leads/live")).text();
    expect(live).toContain("priya@malwatextiles.co.in");
    expect(live).not.toContain("an older message");

    await stripMigration.up(server.db);
    const payloads = await server.db
      .selectFrom("leads")
      .select(["id", "payload"])
      .where("id", "in", ["kept", "live"])
      .orderBy("id")
      .execute();
    expect(payloads.map((p) => [p.id, JSON.parse(p.payload)])).toEqual([
      ["kept", legacy(gone)],
      ["live", { conversationId, contactInfo: null }],
    ]);
  });
});
