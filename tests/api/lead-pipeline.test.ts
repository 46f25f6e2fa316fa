import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istToday } from "~/features/admin/leads/follow-up";
import { parseSettings } from "~/lib/settings.server";
import { erasePerson } from "../../server/leads/erasure";
import { storeLead } from "../../server/leads/store-lead";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { type AdminServer, addUser, type Browser, insertLead, startAdminServer } from "./admin-helpers";
import { labelled, links, listItems, page as parseHtml, region, tableRows } from "./html";
import { startReceiver, startSmtpPeer } from "./outbox-peers";

// Leads as a pipeline through HTTP, on SQLite or (TEST_DATABASE_URL) PostgreSQL: owner, follow-up,
// the Dashboard's due list, the timeline (received, status, owner, follow-up, note, deliveries), the
// same person's leads linked by e-mail in any case, and the timeline's erasure with the person.
// Every test makes its own leads (ids prefixed by the test) and reads only those.

let server: AdminServer;
let admin: Browser;
let asha: string;
let vikram: string;
let ravi: string;
let gone: string;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer({ refuse: (a) => (a.startsWith("nobody@") ? 550 : undefined) });
  server = await startAdminServer();
  asha = await addUser(server, "asha@example.com", "admin");
  vikram = await addUser(server, "vikram@example.com", "admin");
  ravi = await addUser(server, "ravi@example.com", "editor");
  gone = await addUser(server, "former@example.com", "admin", "inactive");
  admin = server.client();
  await admin.login("asha@example.com");
}, 240_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function lead(id: string, email: string | null, createdAt = "2026-03-01T10:00:00.000Z", name = `Lead ${id}`) {
  await insertLead(server, { id, type: "contact", name, email, payload: {}, createdAt });
}

const field = async (id: string) =>
  server.db.selectFrom("leads").select(["owner_id", "follow_up_on"]).where("id", "=", id).executeTakeFirstOrThrow();

const events = async (id: string) =>
  (
    await server.db
      .selectFrom("lead_events")
      .select(["kind", "actor_name", "detail"])
      .where("lead_id", "=", id)
      .orderBy("at")
      .execute()
  ).map((e) => ({ kind: e.kind, actor: e.actor_name, detail: JSON.parse(e.detail) }));

/** The timeline's lines as the page reads them. */
async function timeline(id: string) {
  const doc = parseHtml(await (await admin.get(`/admin/leads/${id}`)).text());
  return listItems(labelled(doc, "Timeline, oldest first"));
}

describe("owner", () => {
  it("assigns to me, to another Leads user and back to nobody, each on the timeline, and filters by owner", async () => {
    await lead("own-1", "own1@example.com", "2026-03-02T10:00:00.000Z", "Priya Sharma");
    await lead("own-2", "own2@example.com", "2026-03-01T10:00:00.000Z", "Arjun Mehta");

    const me = await admin.post("/admin/leads/own-1", { intent: "assign-me" });
    expect(me.status).toBe(200);
    expect(await me.text()).toContain("Assigned to Asha asha.");
    expect((await field("own-1")).owner_id).toBe(asha);

    const mine = await (await admin.get("/admin/leads?owner=mine")).text();
    expect(mine).toContain("Priya Sharma");
    expect(mine).not.toContain("Arjun Mehta");
    const nobodys = await (await admin.get("/admin/leads?owner=none&q=own")).text();
    expect(nobodys).toContain("Arjun Mehta");
    expect(nobodys).not.toContain("Priya Sharma");
    // The list names the owner beside the lead.
    expect(await (await admin.get("/admin/leads?q=own1")).text()).toMatch(/Priya Sharma[\s\S]*Asha asha/);

    expect((await admin.post("/admin/leads/own-1", { intent: "owner", owner: vikram })).status).toBe(200);
    expect((await field("own-1")).owner_id).toBe(vikram);
    // Vikram's "Mine" is his, not Asha's.
    const vikramBrowser = server.client();
    await vikramBrowser.login("vikram@example.com");
    expect(await (await vikramBrowser.get("/admin/leads?owner=mine")).text()).toContain("Priya Sharma");
    expect(await (await admin.get("/admin/leads?owner=mine")).text()).not.toContain("Priya Sharma");

    expect((await admin.post("/admin/leads/own-1", { intent: "owner", owner: "" })).status).toBe(200);
    expect((await field("own-1")).owner_id).toBeNull();

    // A lead inserted directly (no form) has no "received" line: the timeline is the owner's changes.
    expect((await timeline("own-1")).map((l) => l.replace(/^.* IST · /, ""))).toEqual([
      "Asha asha Assigned to Asha asha",
      "Asha asha Owner changed from Asha asha to Asha vikram",
      "Asha asha Unassigned (was Asha vikram)",
    ]);
    const audit = await server.db.selectFrom("audit_log").select("action").where("target", "=", "own-1").execute();
    expect(audit.map((a) => a.action)).toEqual(["lead.owner", "lead.owner", "lead.owner"]);
  });

  it("answers 400 for an owner who is not an active Leads user, and changes nothing", async () => {
    await lead("own-bad", "ownbad@example.com");
    for (const owner of [ravi, gone, "user-nobody@example.com", "x".repeat(101)]) {
      const res = await admin.post("/admin/leads/own-bad", { intent: "owner", owner });
      expect(res.status, owner).toBe(400);
    }
    expect((await field("own-bad")).owner_id).toBeNull();
    expect((await events("own-bad")).map((e) => e.kind)).toEqual([]);
    // A lead that no longer exists is a 404, not a bad owner (issue #36).
    expect((await admin.post("/admin/leads/no-such-lead", { intent: "assign-me" })).status).toBe(404);
  });

  it("refuses an editor and a cross-site form", async () => {
    await lead("own-role", "ownrole@example.com");
    const editor = server.client();
    await editor.login("ravi@example.com");
    expect((await editor.post("/admin/leads/own-role", { intent: "assign-me" })).status).toBe(403);
    const forged = await admin.post(
      "/admin/leads/own-role",
      { intent: "assign-me" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    );
    expect(forged.status).toBe(403);
    expect((await field("own-role")).owner_id).toBeNull();
  });
});

describe("follow-up", () => {
  it("sets, moves and clears the day, refuses a day that does not exist, and keeps each change", async () => {
    await lead("fu-1", "fu1@example.com");
    expect((await admin.post("/admin/leads/fu-1", { intent: "follow-up", followUp: "2026-12-01" })).status).toBe(200);
    expect((await field("fu-1")).follow_up_on).toBe("2026-12-01");
    for (const followUp of ["2026-02-30", "01/12/2026", "tomorrow"]) {
      const bad = await admin.post("/admin/leads/fu-1", { intent: "follow-up", followUp });
      expect(bad.status, followUp).toBe(400);
    }
    expect((await field("fu-1")).follow_up_on).toBe("2026-12-01");
    await admin.post("/admin/leads/fu-1", { intent: "follow-up", followUp: "2026-12-04" });
    const cleared = await admin.post("/admin/leads/fu-1", { intent: "follow-up", followUp: "2026-12-04", clear: "1" });
    expect(cleared.status).toBe(200);
    expect((await field("fu-1")).follow_up_on).toBeNull();
    expect((await events("fu-1")).map((e) => [e.kind, e.detail.from, e.detail.to])).toEqual([
      ["follow_up", null, "2026-12-01"],
      ["follow_up", "2026-12-01", "2026-12-04"],
      ["follow_up", "2026-12-04", null],
    ]);
    expect((await timeline("fu-1")).map((l) => l.replace(/^.* IST · /, ""))).toEqual([
      "Asha asha Follow-up set for 2026-12-01",
      "Asha asha Follow-up moved from 2026-12-01 to 2026-12-04",
      "Asha asha Follow-up cleared (was 2026-12-04)",
    ]);
  });

  it("lists today's and overdue follow-ups on the Dashboard, oldest day first, for Leads users only", async () => {
    const today = istToday(new Date());
    const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    await lead("due-today", "duetoday@example.com", "2026-03-01T10:00:00.000Z", "Due Today Person");
    await lead("due-late", "duelate@example.com", "2026-03-02T10:00:00.000Z", "Overdue Person");
    await lead("due-later", "duelater@example.com", "2026-03-03T10:00:00.000Z", "Tomorrow Person");
    await admin.post("/admin/leads/due-today", { intent: "follow-up", followUp: today });
    await admin.post("/admin/leads/due-late", { intent: "follow-up", followUp: day(-3) });
    await admin.post("/admin/leads/due-later", { intent: "follow-up", followUp: day(1) });

    const page = await (await admin.get("/admin/dashboard")).text();
    expect(page).toContain("Due today / overdue");
    // The panel alone (the Newest leads panel lists every new lead).
    const panel = region(parseHtml(page), "Due today / overdue");
    const due = listItems(panel);
    const late = due.findIndex((item) => item.startsWith("Overdue Person"));
    const now = due.findIndex((item) => item.startsWith("Due Today Person"));
    expect(late).toBeGreaterThan(-1);
    expect(now).toBeGreaterThan(late);
    expect(due[late]).toContain(`Overdue since ${day(-3)}`);
    expect(due[now]).toContain("Due today");
    expect(links(panel, "Overdue Person").map((a) => a.getAttribute("href"))).toEqual(["/admin/leads/due-late"]);
    expect(due.filter((item) => item.includes("Tomorrow Person"))).toEqual([]);

    const editor = server.client();
    await editor.login("ravi@example.com");
    const editorHtml = await (await editor.get("/admin/dashboard")).text();
    expect(editorHtml).toContain("Dashboard");
    expect(editorHtml).not.toContain("Due today / overdue");
    expect(editorHtml).not.toContain("Overdue Person");
  });
});

describe("timeline", () => {
  it("records received, status, value and notes with who did them, as text", async () => {
    const id = await storeLead(server.db, {
      type: "contact",
      name: "Neha Joshi",
      email: "tl-neha@example.com",
      payload: { message: "Hello" },
    });
    await admin.post(`/admin/leads/${id}`, { intent: "update", status: "contacted", value: "12000" });
    await admin.post(`/admin/leads/${id}`, { intent: "note", body: "Called <img src=x onerror=alert(1)>" });
    const html = await (await admin.get(`/admin/leads/${id}`)).text();
    expect(html).not.toContain("<img src=x");
    expect((await timeline(id)).map((l) => l.replace(/^.* IST · /, ""))).toEqual([
      "System Lead received (Contact form)",
      "Asha asha Status changed from new to contacted",
      "Asha asha Value changed from none to $12,000",
      "Asha asha Note added: Called <img src=x onerror=alert(1)>",
    ]);
    expect((await events(id)).map((e) => [e.kind, e.actor])).toEqual([
      ["received", "system"],
      ["status", "Asha asha"],
      ["value", "Asha asha"],
      ["note", "Asha asha"],
    ]);
  });

  it("records each e-mail and webhook delivery with its result when the worker marks it", async () => {
    const receiver = await startReceiver(() => 200);
    const env = {
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: "whsec-test-0123456789abcdef",
      SMTP_URL: smtp.url(),
      SALES_EMAIL: "sales@narmadaai.in",
      MAIL_FROM: "Narmada AI <no-reply@narmadaai.in>",
      SITE_URL: "https://narmadaai.in",
    };
    const settings = parseSettings({ DATABASE_URL: "sqlite::memory:", ...env });
    const worker = outboxWorkerFrom({ db: server.db, kind: server.kind, close: async () => {} }, settings, {
      now: () => new Date(Date.now() + 1000),
      log: { log: () => {}, warn: () => {}, error: () => {} },
    });
    try {
      // The mail server refuses the visitor's address for good (550): that delivery fails at once.
      const id = await storeLead(server.db, {
        type: "contact",
        name: "Kiran Rao",
        email: "nobody@example.com",
        payload: {},
      });
      // The test server queues no webhook (it has no LEADS_WEBHOOK_URL): the row a configured one would.
      const stored = await server.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const { type, name, email, company, phone, created_at } = stored;
      const snapshot = { id, type, name, email, company, phone, payload: {}, created_at };
      await server.db
        .insertInto("outbox")
        .values({
          id: `${id}-hook`,
          lead_id: id,
          kind: "webhook",
          payload: JSON.stringify({ lead: snapshot }),
          next_attempt_at: new Date(Date.now() - 1000).toISOString(),
          created_at: new Date().toISOString(),
        })
        .execute();
      while ((await worker.runOnce()) > 0) {}
      expect(receiver.calls).toHaveLength(1);
      const deliveries = (await events(id)).filter((e) => e.kind === "delivery");
      expect(deliveries.map((e) => [e.detail.delivery, e.detail.result, e.actor]).sort()).toEqual([
        ["team_email", "sent", "system"],
        ["visitor_email", "failed", "system"],
        ["webhook", "sent", "system"],
      ]);
      const lines = await timeline(id);
      expect(lines).toContainEqual(expect.stringMatching(/System E-mail to the sales team: sent$/));
      expect(lines).toContainEqual(expect.stringMatching(/System CRM webhook: sent$/));
      expect(lines).toContainEqual(
        expect.stringMatching(
          /System Confirmation e-mail to the visitor: failed \(.*550.*\)$|failed \(.*Mailbox does not exist.*\)$/,
        ),
      );
    } finally {
      await worker.stop();
      await receiver.close();
      await server.db.deleteFrom("outbox").execute();
    }
  });
});

describe("chat lead", () => {
  it("shows the conversation from the chat tables as text, oldest first", async () => {
    await lead("chat-1", "chatter@example.com");
    await server.db.updateTable("leads").set({ type: "chat" }).where("id", "=", "chat-1").execute();
    const t = "2026-03-01T10:00:0";
    await server.db
      .insertInto("chat_conversations")
      .values({
        id: "conv-chat-1",
        lead_id: "chat-1",
        contact_info: null,
        created_at: `${t}0.000Z`,
        updated_at: `${t}2.000Z`,
      })
      .execute();
    await server.db
      .insertInto("chat_messages")
      .values([
        { id: "m2", conversation_id: "conv-chat-1", is_bot: 1, text: "Happy to help.", created_at: `${t}1.000Z` },
        {
          id: "m1",
          conversation_id: "conv-chat-1",
          is_bot: 0,
          text: "Need a bot <b>now</b>",
          created_at: `${t}0.500Z`,
        },
      ])
      .execute();
    const html = await (await admin.get("/admin/leads/chat-1")).text();
    expect(html).toContain("Chat conversation (2 messages)");
    expect(html).not.toContain("<b>now</b>");
    const visitor = html.indexOf("Need a bot &lt;b&gt;now&lt;/b&gt;");
    expect(visitor).toBeGreaterThan(-1);
    expect(html.indexOf("Happy to help.")).toBeGreaterThan(visitor);
  });
});

describe("one person's leads", () => {
  it("links leads with the same e-mail in any case, and groups the list by person", async () => {
    await lead("ps-1", "Meera.Iyer@Example.com", "2026-04-01T10:00:00.000Z", "Meera Iyer");
    await lead("ps-2", "meera.iyer@example.com", "2026-04-03T10:00:00.000Z", "Meera I.");
    await lead("ps-3", "someone.else@example.com", "2026-04-02T10:00:00.000Z", "Someone Else");

    const page = await (await admin.get("/admin/leads/ps-1")).text();
    expect(page).toContain("Other leads from this person");
    expect(page).toContain('href="/admin/leads/ps-2"');
    expect(page).not.toContain('href="/admin/leads/ps-3"');
    expect(await (await admin.get("/admin/leads/ps-3")).text()).not.toContain("Other leads from this person");

    const grouped = await (
      await admin.get("/admin/leads?group=person&q=example.com&from=2026-04-01&to=2026-04-03")
    ).text();
    expect(grouped).toContain("2 people");
    const rows = tableRows(parseHtml(grouped), "Leads grouped by person, the most recent first");
    expect(rows).toHaveLength(2);
    // Meera's newest lead (3 April) puts her first, with both leads counted.
    expect(rows[0]).toMatchObject({
      Person: "Meera I. meera.iyer@example.com",
      Leads: "2",
      "Latest lead": "Contact form",
    });
    expect(grouped).toContain('href="/admin/leads/ps-2"');
    expect(grouped).not.toContain('href="/admin/leads/ps-1"');
    expect(rows[1]).toMatchObject({ Person: "Someone Else someone.else@example.com", Leads: "1" });
  });

  it("erasing the person deletes their leads' timelines", async () => {
    await lead("er-1", "erase.me@example.com");
    await admin.post("/admin/leads/er-1", { intent: "note", body: "Wants to be forgotten" });
    await lead("er-2", "keep.me@example.com");
    await admin.post("/admin/leads/er-2", { intent: "note", body: "Asked about erase.me@example.com" });
    expect(await events("er-1")).toHaveLength(1);
    const result = await erasePerson(
      server.db,
      { id: asha, email: "asha@example.com", role: "admin" },
      {
        email: "Erase.Me@example.com",
        confirm: "erase",
      },
    );
    expect(result.ok).toBe(true);
    const left = await server.db.selectFrom("lead_events").select("id").where("lead_id", "=", "er-1").execute();
    expect(left).toEqual([]);
    expect((await events("er-2")).map((e) => e.detail.text)).toEqual(["Asked about [erased]"]);
  });
});
