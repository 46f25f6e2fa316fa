import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OutboxStatus, SubscriberStatus } from "~/lib/statuses";
import { connectDatabase } from "../../server/db/connect";
import type { Database } from "../../server/db/schema";
import { addressHash } from "../../server/leads/erasure";
import { maintain, maintenanceWorker, runMaintenance } from "../../server/maintenance/job";
import { withMaintenanceLock } from "../../server/maintenance/lock";
import { DEFAULT_RETENTION } from "../../server/maintenance/policy";
import { insertLead, insertPost } from "../factories";
import { type AdminServer, addUser, type Browser, startAdminServer } from "./admin-helpers";

// Retention and erasure on the database the run uses (SQLite, or PostgreSQL with TEST_DATABASE_URL):
// the maintenance job deletes exactly what the policy says (a row just past each period goes, a row
// exactly at it stays); erasing a person leaves no copy of their address in any table.

let server: AdminServer;
let admin: Browser;
let editor: Browser;
const NOW = new Date("2026-11-23T10:00:00.000Z");
const DAY = 86_400_000;
const at = (msAgo: number) => new Date(NOW.getTime() - msAgo).toISOString();

const TABLES = [
  "sequence_sends",
  "lead_sequences",
  "rate_limits",
  "outbox",
  "chat_messages",
  "chat_conversations",
  "audit_log",
  "subscribers",
  "notifications",
  "comments",
  "campaign_recipients",
  "campaigns",
  "lead_notes",
  "login_attempts",
  "page_views",
  "analytics_days",
  "analytics_day_pages",
  "analytics_day_referrers",
  "maintenance_runs",
  "leads",
  "posts",
] as const;

beforeAll(async () => {
  server = await startAdminServer();
  await addUser(server, "asha@example.com", "admin");
  await addUser(server, "ravi@example.com", "editor");
  admin = server.client();
  await admin.login("asha@example.com");
  editor = server.client();
  await editor.login("ravi@example.com");
});
afterAll(async () => server?.close());

/** This server's database as the job sees it. */
const handle = () => ({ db: server.db, kind: server.kind, close: async () => {} });

const ids = async (table: keyof Database) =>
  (
    (await server.db
      .selectFrom(table)
      .select(
        sql<string>`${sql.ref(table === "rate_limits" ? "key" : table === "analytics_days" ? "day" : "id")}`.as("id"),
      )
      .execute()) as { id: string }[]
  )
    .map((r) => r.id)
    .sort();

const lead = (id: string, email: string | null, payload: unknown = {}) =>
  insertLead(server, { id, type: "contact", name: "A visitor", email, payload, createdAt: at(DAY) });

function outbox(id: string, status: OutboxStatus, sentAt: string | null, payload = '{"to":"x@example.com"}') {
  return {
    id,
    lead_id: null,
    kind: "team_email" as const,
    payload,
    status,
    attempts: 1,
    next_attempt_at: at(400 * DAY),
    locked_until: null,
    last_error: null,
    sent_at: sentAt,
    created_at: at(400 * DAY),
  };
}

function conversation(id: string, leadId: string | null, updatedAt: string, contact: unknown = null) {
  return {
    id,
    lead_id: leadId,
    contact_info: contact === null ? null : JSON.stringify(contact),
    created_at: updatedAt,
    updated_at: updatedAt,
  };
}

const message = (conversationId: string, text: string) => ({
  id: randomUUID(),
  conversation_id: conversationId,
  is_bot: 0,
  text,
  created_at: at(DAY),
});

function auditRow(id: string, createdAt: string, extra: { actor?: string; target?: string; details?: unknown } = {}) {
  return {
    id,
    user_id: null,
    actor: extra.actor ?? "system",
    action: "lead.status",
    target: extra.target ?? null,
    details: JSON.stringify(extra.details ?? {}),
    ip: null,
    created_at: createdAt,
  };
}

function subscriber(id: string, email: string, status: SubscriberStatus, createdAt: string) {
  return {
    id,
    email,
    lead_id: null,
    status,
    confirm_token_hash: null,
    confirm_expires_at: null,
    confirm_sent_at: null,
    confirmed_at: null,
    unsubscribed_at: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function notification(id: string, readAt: string | null, createdAt: string, body = "") {
  return { id, kind: "lead" as const, title: "New lead", body, link: null, read_at: readAt, created_at: createdAt };
}

describe("the retention policy", () => {
  beforeEach(async () => {
    for (const t of TABLES) await server.db.deleteFrom(t).execute();
  });

  it("deletes or strips exactly the rows past each period, and nothing else", async () => {
    const nowS = NOW.getTime() / 1000;
    const userId = (await server.db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
    await server.db
      .insertInto("rate_limits")
      .values([
        { key: "leads:old", window_start: nowS - 86_400 - 1, count: 3 },
        { key: "leads:day", window_start: nowS - 86_400, count: 3 },
        { key: "alert:team_email", window_start: nowS - 30 * 86_400, count: 2 },
      ])
      .execute();
    const session = (id: string, lastSeen: string, expires: string) => ({
      id,
      user_id: userId,
      created_at: at(DAY),
      last_seen_at: lastSeen,
      expires_at: expires,
      ip: null,
      user_agent: null,
    });
    await server.db
      .insertInto("sessions")
      .values([
        session("s-expired", at(60_000), at(1)),
        session("s-idle-30", at(30 * 60_000), at(-3_600_000)),
        session("s-idle-29", at(29 * 60_000), at(-3_600_000)),
      ])
      .execute();
    await server.db
      .insertInto("outbox")
      .values([
        outbox("o-sent-31", "sent", at(30 * DAY + 1)),
        outbox("o-sent-30", "sent", at(30 * DAY)),
        outbox("o-pending", "pending", null),
        outbox("o-failed", "failed", null),
      ])
      .execute();
    await lead("l-chat", "leela@example.com");
    await server.db
      .insertInto("chat_conversations")
      .values([
        conversation("c-91", null, at(90 * DAY + 1)),
        conversation("c-90", null, at(90 * DAY)),
        conversation("c-lead", "l-chat", at(200 * DAY)),
      ])
      .execute();
    await server.db
      .insertInto("chat_messages")
      .values([message("c-91", "Hello"), message("c-90", "Hi"), message("c-lead", "My e-mail is leela@example.com")])
      .execute();
    await server.db
      .insertInto("audit_log")
      .values([auditRow("a-366", at(365 * DAY + 1)), auditRow("a-365", at(365 * DAY))])
      .execute();
    await server.db
      .insertInto("subscribers")
      .values([
        subscriber("p-8", "p8@example.com", "pending", at(7 * DAY + 1)),
        subscriber("p-7", "p7@example.com", "pending", at(7 * DAY)),
        subscriber("p-confirmed", "pc@example.com", "confirmed", at(300 * DAY)),
        subscriber("p-unsub", "pu@example.com", "unsubscribed", at(300 * DAY)),
      ])
      .execute();
    // A sequence box ticked 7 days and a moment ago and never confirmed goes; a stopped sequence stays.
    const sequence = (id: string, status: "pending_consent" | "stopped", created: string) => ({
      id,
      lead_id: "l-chat",
      status,
      started_by: null,
      consent_text: "Email me ideas and next steps for this",
      consent_asked_at: created,
      consent_confirmed_at: null,
      confirm_token_hash: null,
      confirm_expires_at: null,
      time_zone: "Asia/Kolkata",
      started_at: null,
      stop_reason: status === "stopped" ? "unsubscribed" : null,
      stopped_at: null,
      stopped_by: null,
      created_at: created,
      updated_at: created,
    });
    await server.db
      .insertInto("lead_sequences")
      .values([sequence("ls-8", "pending_consent", at(7 * DAY + 1)), sequence("ls-old", "stopped", at(300 * DAY))])
      .execute();
    await server.db
      .insertInto("notifications")
      .values([
        notification("n-read-91", at(DAY), at(90 * DAY + 1)),
        notification("n-read-90", at(DAY), at(90 * DAY)),
        notification("n-unread", null, at(300 * DAY)),
      ])
      .execute();
    const pv = (day: string) => ({
      id: `pv-${day}`,
      day,
      path: "/",
      visitor: "v",
      referrer_host: null,
      duration_ms: null,
    });
    // 30 raw days kept: 25 Oct .. 23 Nov.
    await server.db
      .insertInto("page_views")
      .values([pv("2026-10-24"), pv("2026-10-25")])
      .execute();

    const report = await maintain(server.db, DEFAULT_RETENTION, { now: NOW });
    expect(report).toEqual({
      rolledUp: 2,
      pageViews: 1,
      rateLimits: 1,
      sessions: 2,
      outboxStripped: 1,
      chats: 1,
      audit: 1,
      subscribers: 1,
      notifications: 1,
      sequenceConsents: 1,
      // The one lead (inserted by hand, never scored) gets its score; fading starts its daily clock.
      leadScores: { scored: 1, faded: 0 },
    });
    expect(await ids("rate_limits")).toEqual(["alert:team_email", "leads:day"]);
    // The signed-in test users' own sessions are live and stay.
    expect((await ids("sessions")).filter((id) => id.startsWith("s-"))).toEqual(["s-idle-29"]);
    const box = await server.db.selectFrom("outbox").selectAll().orderBy("id").execute();
    expect(box.map((o) => [o.id, o.kind, o.status, o.sent_at, o.payload])).toEqual([
      ["o-failed", "team_email", "failed", null, '{"to":"x@example.com"}'],
      ["o-pending", "team_email", "pending", null, '{"to":"x@example.com"}'],
      ["o-sent-30", "team_email", "sent", at(30 * DAY), '{"to":"x@example.com"}'],
      ["o-sent-31", "team_email", "sent", at(30 * DAY + 1), "{}"],
    ]);
    expect(await ids("chat_conversations")).toEqual(["c-90", "c-lead"]);
    const texts = await server.db.selectFrom("chat_messages").select("conversation_id").execute();
    expect(texts.map((m) => m.conversation_id).sort()).toEqual(["c-90", "c-lead"]);
    expect(await ids("audit_log")).toEqual(["a-365"]);
    expect(await ids("subscribers")).toEqual(["p-7", "p-confirmed", "p-unsub"]);
    expect(await ids("notifications")).toEqual(["n-read-90", "n-unread"]);
    expect(await ids("page_views")).toEqual(["pv-2026-10-25"]);
    expect(await ids("analytics_days")).toEqual(["2026-10-24", "2026-10-25"]);
    expect(await ids("leads")).toEqual(["l-chat"]);
    expect(await ids("lead_sequences")).toEqual(["ls-old"]);
  });

  it("runs once with two replicas at the same moment (an advisory lock), and later runs wait their hour", async () => {
    await server.db
      .insertInto("audit_log")
      .values([auditRow("a-old-1", at(400 * DAY)), auditRow("a-old-2", at(401 * DAY))])
      .execute();
    const url = process.env.TEST_DATABASE_URL;
    // Two replicas: two connection pools on one database (SQLite: one process owns the file).
    const replicas = url ? [connectDatabase(url), connectDatabase(url)] : [handle(), handle()];
    try {
      const runs = await Promise.all(
        replicas.map((r) => runMaintenance(r, DEFAULT_RETENTION, { now: NOW, minGapMs: 3_600_000 })),
      );
      const done = runs.filter((r) => r !== undefined);
      expect(done).toHaveLength(1);
      expect(done[0]).toMatchObject({ audit: 2 });
      expect(await ids("maintenance_runs")).toHaveLength(1);
      // 59 minutes later every replica finds the hour's run done; 61 minutes later one runs again.
      const later = (min: number) => ({ now: new Date(NOW.getTime() + min * 60_000), minGapMs: 3_600_000 });
      expect(await runMaintenance(replicas[1], DEFAULT_RETENTION, later(59))).toBeUndefined();
      expect(await runMaintenance(replicas[0], DEFAULT_RETENTION, later(61))).toMatchObject({ audit: 0 });
      expect(await ids("maintenance_runs")).toHaveLength(2);
      if (url) {
        // While one replica holds the lock, another does nothing, however long since the last run.
        let inner: unknown = "not called";
        await withMaintenanceLock(replicas[0], async () => {
          inner = await runMaintenance(replicas[1], DEFAULT_RETENTION, later(300));
        });
        expect(inner).toBeUndefined();
      }
    } finally {
      if (url) for (const r of replicas) await r.close();
    }
  });

  it("starts shortly after the server starts, and stops cleanly", async () => {
    const worker = maintenanceWorker(handle(), DEFAULT_RETENTION, {
      intervalMs: 3_600_000,
      firstDelayMs: 10,
      log: { log: () => {}, error: () => {} },
    });
    worker.start();
    await expect.poll(() => ids("maintenance_runs"), { timeout: 5000 }).toHaveLength(1);
    await worker.stop();
    const [run] = await server.db.selectFrom("maintenance_runs").selectAll().execute();
    expect(run.finished_at).not.toBeNull();
  });
});

describe("erasing a person", () => {
  const PERSON = "meera.iyer@example.com";
  const OTHER = "arjun.rao@example.com";

  beforeEach(async () => {
    for (const t of TABLES) await server.db.deleteFrom(t).execute();
    const now = NOW.toISOString();
    await lead("l-meera-1", PERSON, { name: "Meera Iyer", email: PERSON, message: "Please call me" });
    await lead("l-meera-2", "Meera.Iyer@Example.com", { email: "Meera.Iyer@Example.com" });
    await lead("l-arjun", OTHER, { name: "Arjun", email: OTHER, message: `Referred by ${PERSON}` });
    await server.db
      .insertInto("lead_notes")
      .values([
        {
          id: "note-1",
          lead_id: "l-meera-1",
          author_id: null,
          author_name: "Asha",
          body: `Wrote to ${PERSON}`,
          created_at: now,
        },
        {
          id: "note-2",
          lead_id: "l-arjun",
          author_id: null,
          author_name: "Asha",
          body: `Colleague of ${PERSON}`,
          created_at: now,
        },
      ])
      .execute();
    await server.db
      .insertInto("outbox")
      .values([
        { ...outbox("o-meera", "sent", now, JSON.stringify({ to: PERSON, subject: "Thanks" })), lead_id: "l-meera-1" },
        outbox("o-comment", "pending", null, JSON.stringify({ text: `New comment by ${PERSON}` })),
        { ...outbox("o-arjun", "sent", now, JSON.stringify({ to: OTHER })), lead_id: "l-arjun" },
      ])
      .execute();
    await server.db
      .insertInto("chat_conversations")
      .values([
        conversation("c-meera", null, now, { email: PERSON }),
        conversation("c-typed", null, now),
        conversation("c-arjun", "l-arjun", now, { email: OTHER }),
      ])
      .execute();
    await server.db
      .insertInto("chat_messages")
      .values([
        message("c-meera", "Hi"),
        message("c-typed", `reach me at ${PERSON.toUpperCase()}`),
        message("c-arjun", "Hello"),
      ])
      .execute();
    await server.db
      .insertInto("subscribers")
      .values([subscriber("sub-meera", PERSON, "confirmed", now), subscriber("sub-arjun", OTHER, "confirmed", now)])
      .execute();
    await insertPost(server, { id: "post-1", slug: "ai-roi", title: "AI ROI" });
    await server.db
      .insertInto("comments")
      .values([
        {
          id: "cm-meera",
          post_id: "post-1",
          author_name: "Meera",
          email: PERSON,
          body: "Great read",
          status: "approved",
          created_at: now,
        },
        {
          id: "cm-arjun",
          post_id: "post-1",
          author_name: "Arjun",
          email: OTHER,
          body: "Agreed",
          status: "approved",
          created_at: now,
        },
      ])
      .execute();
    await server.db
      .insertInto("campaigns")
      .values({
        id: "camp-1",
        name: "November",
        subject: "News",
        body: "Hello",
        html: null,
        links: null,
        created_at: now,
        updated_at: now,
        sent_at: now,
        finished_at: now,
      })
      .execute();
    await server.db
      .insertInto("campaign_recipients")
      .values(
        [
          ["cr-meera", "sub-meera", PERSON],
          ["cr-arjun", "sub-arjun", OTHER],
        ].map(([id, sub, email]) => ({
          id,
          campaign_id: "camp-1",
          subscriber_id: sub,
          email,
          token_hash: null,
          next_attempt_at: now,
          claimed_at: null,
          sent_at: now,
          opened_at: null,
          clicked_at: null,
          last_error: null,
          created_at: now,
        })),
      )
      .execute();
    await server.db
      .insertInto("audit_log")
      .values([
        auditRow("a-target", now, { target: PERSON }),
        auditRow("a-details", now, { details: { email: PERSON, from: "new" } }),
        auditRow("a-other", now, { target: OTHER }),
      ])
      .execute();
    await server.db
      .insertInto("notifications")
      .values([notification("n-meera", null, now, `New lead from Meera Iyer <${PERSON}>`)])
      .execute();
    await server.db
      .insertInto("login_attempts")
      .values({ id: "la-1", email: PERSON, ip: "203.0.113.9", created_at: now })
      .execute();
  });

  /** Every text value of every table, lower-cased: where a copy of an address would be. */
  async function everything(): Promise<string> {
    const tables =
      server.kind === "postgres"
        ? (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
              server.db,
            )
          ).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(server.db)).rows;
    expect(tables.length).toBeGreaterThan(20);
    let all = "";
    for (const { name } of tables) {
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(server.db)).rows;
      for (const row of rows) {
        for (const v of Object.values(row)) if (typeof v === "string") all += `${v.toLowerCase()}\n`;
      }
    }
    return all;
  }

  it("is refused to an editor and needs the confirm step", async () => {
    const refused = await editor.post("/admin/settings", { intent: "erase", email: PERSON, confirm: "erase" });
    expect(refused.status).toBe(403);
    const unconfirmed = await admin.post("/admin/settings", { intent: "erase", email: PERSON });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Confirm the erasure first.");
    expect(await everything()).toContain(PERSON);
    expect(await ids("leads")).toEqual(["l-arjun", "l-meera-1", "l-meera-2"]);
  });

  it("from the Settings tab leaves no copy of the address, keeps everyone else's data, is audited by hash", async () => {
    expect(await everything()).toContain(PERSON);
    const res = await admin.post("/admin/settings", {
      intent: "erase",
      email: " Meera.Iyer@example.com ",
      confirm: "erase",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Erased: 2 lead(s), 2 chat(s), 1 subscription(s)");

    expect(await everything()).not.toContain(PERSON);
    expect(await ids("leads")).toEqual(["l-arjun"]);
    expect(await ids("lead_notes")).toEqual(["note-2"]);
    expect(await ids("chat_conversations")).toEqual(["c-arjun"]);
    expect(await ids("subscribers")).toEqual(["sub-arjun"]);
    expect(await ids("login_attempts")).toEqual([]);
    const comments = await server.db.selectFrom("comments").select(["id", "email", "body"]).orderBy("id").execute();
    expect(comments).toEqual([
      { id: "cm-arjun", email: OTHER, body: "Agreed" },
      { id: "cm-meera", email: "", body: "Great read" },
    ]);
    const box = await server.db.selectFrom("outbox").select(["id", "payload"]).orderBy("id").execute();
    expect(box).toEqual([
      { id: "o-arjun", payload: JSON.stringify({ to: OTHER }) },
      { id: "o-comment", payload: JSON.stringify({ text: "New comment by " }) },
    ]);
    const recipients = await server.db
      .selectFrom("campaign_recipients")
      .select(["id", "email"])
      .orderBy("id")
      .execute();
    expect(recipients).toEqual([
      { id: "cr-arjun", email: OTHER },
      { id: "cr-meera", email: "" },
    ]);
    const hash = addressHash(PERSON);
    const audit = await server.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    const byId = new Map(audit.map((a) => [a.id, a]));
    expect(byId.get("a-target")?.target).toBe(hash);
    expect(JSON.parse(byId.get("a-details")?.details ?? "{}")).toEqual({ email: hash, from: "new" });
    expect(byId.get("a-other")?.target).toBe(OTHER);
    const erasure = audit.find((a) => a.action === "person.erase");
    expect(erasure).toMatchObject({ actor: "asha@example.com", target: hash });
    expect(JSON.parse(erasure?.details ?? "{}")).toMatchObject({ leads: 2, conversations: 2, subscribers: 1 });
  });

  it("from a lead's detail erases the person and goes back to the leads list", async () => {
    const res = await admin.post("/admin/leads/l-meera-2", {
      intent: "erase",
      email: "Meera.Iyer@Example.com",
      confirm: "erase",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/leads");
    expect(await everything()).not.toContain(PERSON);
    expect(await ids("leads")).toEqual(["l-arjun"]);
  });
});
