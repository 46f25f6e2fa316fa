import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseSettings } from "~/lib/settings.server";
import { runMaintenance } from "../../server/maintenance/job";
import { DEFAULT_RETENTION } from "../../server/maintenance/policy";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { insertSubscriber } from "../factories";
import { startSmtpPeer, textOf } from "./outbox-peers";
import { startTestServer, type TestServer } from "./test-server";

// The newsletter's confirmation links over their lifetime, with the real app, a real SMTP peer and the
// real outbox worker: no row of any table ever holds a usable token (only its hash), and an address
// that signs up again starts a fresh opt-in that retention does not cut short.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const SITE = "https://narmadaai.in";
const DAY = 86_400_000;
const ENV = { RATE_LIMIT_MAX: "1000", SITE_URL: SITE };
const quiet = { log: () => {}, warn: () => {}, error: () => {} };

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let s: TestServer;
let worker: ReturnType<typeof outboxWorkerFrom>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  const env = { ...ENV, SMTP_URL: smtp.url() };
  s = await startTestServer(env);
  const settings = parseSettings({ DATABASE_URL: "sqlite::memory:", ...env });
  worker = outboxWorkerFrom({ db: s.db, kind: s.kind, close: async () => {} }, settings, { log: quiet });
});
afterAll(async () => {
  await worker?.stop();
  await s?.close();
  await smtp?.close();
});
afterEach(async () => {
  smtp.messages.length = 0;
  for (const t of ["subscribers", "outbox", "lead_events", "notifications", "leads", "maintenance_runs"] as const) {
    await s.db.deleteFrom(t).execute();
  }
});

const subscribe = async (email: string) => {
  const res = await s.postJson("/api/leads", { type: "newsletter", form: { email, source: "blog-newsletter" } });
  expect(res.status).toBe(201);
};
const drain = async () => {
  while ((await worker.runOnce()) > 0) {}
};
const subscriber = (email: string) =>
  s.db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
const confirm = (token: string) =>
  fetch(`${s.base}/newsletter/confirm`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `token=${token}`,
  });

/** The tokens of the confirmation e-mails the SMTP peer received for `to`, oldest first. */
function tokensMailedTo(to: string): string[] {
  return smtp.messages
    .filter((m) => m.to.includes(to))
    .map((m) => /^https:\/\/narmadaai\.in\/newsletter\/confirm\?token=([\w-]{43})$/m.exec(textOf(m.raw))?.[1] ?? "");
}

/** Every row of every table the database has (found by introspection, not listed here), as one text. */
async function everyRow(): Promise<{ tables: string[]; text: string }> {
  const tables = (await s.db.introspection.getTables()).filter((t) => !t.isView);
  let text = "";
  for (const t of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.id(t.name)}`.execute(s.db);
    text += JSON.stringify(rows.rows, (_key, v: unknown) => {
      if (typeof v === "bigint") return String(v);
      const bytes = v as { type?: string; data?: number[] } | null;
      // Binary columns (SQLite's FTS pages, PostgreSQL bytea) are searched as bytes too.
      return bytes?.type === "Buffer" && Array.isArray(bytes.data) ? Buffer.from(bytes.data).toString("latin1") : v;
    });
  }
  return { tables: tables.map((t) => t.name), text };
}

describe(`newsletter confirmation tokens (${dbLabel})`, () => {
  it("no table holds the e-mailed token before or after the e-mail goes out, and its link confirms", async () => {
    await subscribe("Reader@Example.com");
    const queued = await everyRow();
    expect(queued.tables).toEqual(expect.arrayContaining(["outbox", "subscribers", "leads"]));
    expect(queued.text).toContain('"kind":"confirm_email"');

    await drain();
    const [token] = tokensMailedTo("reader@example.com");
    expect(token).toMatch(/^[\w-]{43}$/);
    const sent = await everyRow();
    expect(queued.text).not.toContain(token);
    expect(sent.text).not.toContain(token);
    // Only its SHA-256 is kept, on the subscriber.
    const hash = createHash("sha256")
      .update(token ?? "")
      .digest("hex");
    expect((await subscriber("reader@example.com"))?.confirm_token_hash).toBe(hash);

    const res = await confirm(token ?? "");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Your subscription is confirmed");
    expect((await subscriber("reader@example.com"))?.status).toBe("confirmed");
  });

  it("a sent link works until the next e-mail goes out, and no queued e-mail goes to a confirmed address", async () => {
    await subscribe("twice@example.com");
    await drain();
    const [first] = tokensMailedTo("twice@example.com");
    // Eleven minutes later (past the 10-minute resend guard) the visitor asks again: a second e-mail is queued.
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    await s.db.updateTable("subscribers").set({ confirm_sent_at: elevenMinutesAgo }).execute();
    await subscribe("twice@example.com");
    const queued = await s.db.selectFrom("outbox").select("status").where("kind", "=", "confirm_email").execute();
    expect(queued.map((r) => r.status).sort()).toEqual(["pending", "sent"]);

    // The first e-mail's link confirms before the worker gets to the second one...
    expect((await confirm(first ?? "")).status).toBe(200);
    await drain();
    // ...which is then not sent: there is nothing left to confirm.
    expect(tokensMailedTo("twice@example.com")).toEqual([first]);
    expect((await subscriber("twice@example.com"))?.status).toBe("confirmed");
  });

  it("a repeat sign-up starts over with fresh dates: retention keeps it and its new link confirms", async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    // Three pending or lapsed addresses, all older than the 7 days an unconfirmed address is kept.
    await subscribe("returns@example.com");
    await subscribe("never.returns@example.com");
    await drain();
    await s.db
      .updateTable("subscribers")
      .set({
        created_at: daysAgo(8),
        confirm_sent_at: daysAgo(8),
        updated_at: daysAgo(8),
        confirm_expires_at: daysAgo(1),
      })
      .execute();
    await insertSubscriber(s, {
      email: "came.back@example.com",
      status: "unsubscribed",
      created_at: daysAgo(700),
      confirmed_at: daysAgo(700),
      unsubscribed_at: daysAgo(400),
    });

    smtp.messages.length = 0;
    await subscribe("returns@example.com");
    await subscribe("came.back@example.com");
    await drain();
    const report = await runMaintenance(s, DEFAULT_RETENTION);
    // Only the address that never came back is removed.
    expect(report?.subscribers).toBe(1);
    expect(await subscriber("never.returns@example.com")).toBeUndefined();

    for (const email of ["returns@example.com", "came.back@example.com"]) {
      const row = await subscriber(email);
      expect(row).toMatchObject({ status: "pending", confirmed_at: null, unsubscribed_at: null });
      expect(Date.now() - Date.parse(row?.created_at ?? "")).toBeLessThan(60_000);
      const tokens = tokensMailedTo(email);
      expect(tokens).toHaveLength(1);
      expect((await confirm(tokens[0] ?? "")).status).toBe(200);
      expect((await subscriber(email))?.status).toBe("confirmed");
    }
  });
});
