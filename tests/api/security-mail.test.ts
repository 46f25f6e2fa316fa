import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { OutboxKind } from "~/lib/statuses";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { type AdminServer, addUser, type Browser, signIn, startAdminServer, TEST_PASSWORD } from "./admin-helpers";
import { contactForm } from "./lead-fixtures";
import { headerOf, startReceiver, startSmtpPeer, textOf } from "./outbox-peers";

// The mail worker and the restore, attacked: hostile outbox payloads (from a restore file or written
// straight into the table) must not make the worker read a file or fetch a URL; a restore cannot touch
// the outbox, sessions, sign-in attempts or existing audit rows, and needs the admin's password; the
// public forms cannot be used to mail someone else what one typed, nor to flood an inbox.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const SECRET = `file-secret-${randomUUID()}`;
const TYPED_NAME = "Zarkon Quillfeather";
const TYPED_MESSAGE = "Claim your prize at http://spam.example/win today";

let server: AdminServer;
let admin: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let worker: ReturnType<typeof outboxWorkerFrom>;
let secretFile: string;
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "security-mail-"));
  secretFile = path.join(tmp, "secret.txt");
  fs.writeFileSync(secretFile, SECRET);
  smtp = await startSmtpPeer();
  receiver = await startReceiver();
  server = await startAdminServer({
    RATE_LIMIT_MAX: "1000",
    SMTP_URL: smtp.url(),
    SITE_URL: "https://narmadaai.in",
    SALES_EMAIL: "sales@narmadaai.in",
    MAIL_FROM: "Narmada AI <no-reply@narmadaai.in>",
  });
  admin = await signIn(server, "asha@example.com", "admin");
  worker = outboxWorkerFrom({ db: server.db, kind: server.kind, close: async () => {} }, server.settings, {
    log: { log: () => {}, warn: () => {}, error: () => {} },
  });
}, 240_000);

afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await smtp?.close();
  await receiver?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

afterEach(async () => {
  smtp.messages.length = 0;
  receiver.calls.length = 0;
  for (const t of ["outbox", "notifications", "subscribers", "leads", "rate_limits"] as const)
    await server.db.deleteFrom(t).execute();
});

/** Runs worker rounds until nothing is due. */
async function drain() {
  while ((await worker.runOnce()) > 0) {}
}

const outboxRows = () => server.db.selectFrom("outbox").selectAll().orderBy("id").execute();

async function postLead(body: unknown) {
  const res = await server.postJson("/api/leads", body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The payloads an attacker would put in an outbox row: file contents, a URL to fetch, a raw message. */
function hostilePayloads(url: string): [OutboxKind, unknown][] {
  const message = { from: "x@example.com", to: "victim@example.com", subject: "Hello", text: "Hi" };
  const lead = {
    id: "l1",
    type: "contact",
    name: "A",
    email: "victim@example.com",
    company: null,
    phone: null,
    payload: {},
    created_at: new Date().toISOString(),
  };
  return [
    ["report_email", { message: { ...message, text: { path: secretFile } } }],
    ["report_email", { message: { ...message, html: { href: url } } }],
    ["report_email", { message: { ...message, text: { href: url } } }],
    ["report_email", { message: { ...message, raw: `From: x@example.com\r\nSubject: raw\r\n\r\n${SECRET}` } }],
    ["report_email", { message: { ...message, raw: { path: secretFile } } }],
    [
      "report_email",
      {
        message: { ...message, attachments: [{ filename: "a.pdf", contentType: "application/pdf", path: secretFile }] },
      },
    ],
    [
      "report_email",
      { message: { ...message, attachments: [{ filename: "a.pdf", contentType: "application/pdf", href: url }] } },
    ],
    ["team_email", { lead: { ...lead, name: { path: secretFile } } }],
    ["visitor_email", { lead, raw: { path: secretFile } }],
    [
      "comment_email",
      {
        comment: {
          commentId: "c1",
          postTitle: "T",
          postSlug: "t",
          name: "N",
          email: "n@example.com",
          body: { href: url },
          createdAt: "2026-01-01T00:00:00.000Z",
        },
      },
    ],
    ["confirm_email", { confirm: { email: "victim@example.com", token: { path: secretFile } } }],
  ];
}

function outboxRow(kind: OutboxKind, payload: unknown) {
  const now = new Date(Date.now() - 1000).toISOString();
  return {
    id: `hostile-${randomUUID()}`,
    lead_id: null,
    kind,
    payload: JSON.stringify(payload),
    status: "pending" as const,
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    last_error: null,
    sent_at: null,
    created_at: now,
  };
}

/** The downloaded backup with extra rows written into it, in its own format (SQLite file or JSON). */
function withRows(file: Uint8Array, extra: Record<string, Record<string, unknown>[]>): Uint8Array {
  if (Buffer.from(file.subarray(0, 16)).toString("latin1") !== "SQLite format 3\0") {
    const doc = JSON.parse(Buffer.from(file).toString("utf8")) as { tables: Record<string, unknown[]> };
    for (const [table, rows] of Object.entries(extra)) {
      // A row with the id of one already in the file takes its place, as in the SQLite file below.
      const ids = new Set(rows.map((r) => r.id));
      const kept = (doc.tables[table] ?? []).filter((r) => !ids.has((r as { id?: unknown }).id));
      doc.tables[table] = [...kept, ...rows];
    }
    return Buffer.from(JSON.stringify(doc));
  }
  const name = path.join(tmp, `backup-${randomUUID()}.db`);
  fs.writeFileSync(name, file);
  const db = new SQLite(name);
  for (const [table, rows] of Object.entries(extra)) {
    for (const row of rows) {
      const cols = Object.keys(row);
      db.prepare(
        `insert or replace into "${table}" (${cols.map((c) => `"${c}"`).join(", ")}) values (${cols.map(() => "?").join(", ")})`,
      ).run(...cols.map((c) => row[c] as string | number | null));
    }
  }
  db.close();
  const bytes = fs.readFileSync(name);
  fs.rmSync(name);
  return bytes;
}

async function download() {
  const res = await admin.post("/admin/backup/download", {});
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

function restoreForm(file: Uint8Array, password?: string) {
  const form = new FormData();
  form.set("confirm", "yes");
  if (password !== undefined) form.set("password", password);
  form.set("file", new Blob([new Uint8Array(file)]), "backup");
  return form;
}

/** Restores as the admin (who is signed out by it) and signs in again. */
async function restore(file: Uint8Array) {
  const res = await admin.post("/admin/backup", restoreForm(file, TEST_PASSWORD));
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toMatch(/^\/admin\/login\?restored=1&saved=site-backup-[\w.-]+$/);
  await admin.login("asha@example.com");
}

const restoreRows = () =>
  server.db.selectFrom("audit_log").select("id").where("action", "=", "backup.restore").orderBy("id").execute();

const allSent = () => smtp.messages.map((m) => m.raw).join("\n");

describe(`hostile outbox payloads (${dbLabel})`, () => {
  it("outbox rows written by hand with path, href or raw fail at once: nothing read, fetched or sent", async () => {
    const rows = hostilePayloads(receiver.url).map(([kind, payload]) => outboxRow(kind, payload));
    await server.db.insertInto("outbox").values(rows).execute();
    // And one honest row beside them, which goes out as usual.
    const honest = await postLead({ type: "launch_notify", form: { email: "early@example.com" } });

    await drain();

    const after = await server.db.selectFrom("outbox").selectAll().where("id", "like", "hostile-%").execute();
    expect(after).toHaveLength(rows.length);
    for (const row of after) {
      // Failed for good on the first attempt (no retry scheduled), with the reason and no value quoted.
      expect([row.status, Number(row.attempts)]).toEqual(["failed", 1]);
      expect(row.last_error).toMatch(
        /invalid (report_email|team_email|visitor_email|comment_email|confirm_email) payload/,
      );
      expect(row.last_error).not.toContain(secretFile);
    }
    expect(receiver.calls).toHaveLength(0);
    // Only the honest lead's team e-mail reached the mail server, and no file's contents did.
    expect(smtp.messages.map((m) => m.to)).toEqual([["sales@narmadaai.in"]]);
    expect(headerOf(smtp.messages[0].raw, "Subject")).toBe("New Launch sign-up lead: early@example.com");
    expect(allSent()).not.toContain(SECRET);
    const honestRows = await server.db.selectFrom("outbox").select("status").where("lead_id", "=", honest).execute();
    expect(honestRows.map((r) => r.status)).toEqual(["sent"]);
    // The team hears about each one, as about any delivery given up on.
    const failed = await server.db
      .selectFrom("notifications")
      .select("body")
      .where("kind", "=", "delivery_failed")
      .execute();
    expect(failed.length).toBeGreaterThanOrEqual(rows.length);

    // Another round sends nothing more: the failed rows are not retried.
    await drain();
    expect(smtp.messages).toHaveLength(1);
  });
});

describe(`restore (${dbLabel})`, () => {
  it("a restore file carrying hostile outbox rows leaves the live outbox exactly as it was", async () => {
    await postLead({ type: "contact", form: contactForm });
    const file = await download();
    const live = await outboxRows();
    expect(live.map((r) => r.kind).sort()).toEqual(["team_email", "visitor_email"]);

    const hostile = hostilePayloads(receiver.url).map(([kind, payload]) => outboxRow(kind, payload));
    await restore(withRows(file, { outbox: hostile }));

    expect(await outboxRows()).toEqual(live);
    await drain();
    expect(receiver.calls).toHaveLength(0);
    expect(allSent()).not.toContain(SECRET);
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(["priya@example.com", "sales@narmadaai.in"]);
    expect((await outboxRows()).map((r) => r.status)).toEqual(["sent", "sent"]);
  }, 60_000);

  it("without the admin's password, or with a wrong one, nothing is restored", async () => {
    await postLead({ type: "contact", form: contactForm });
    const file = await download();
    await server.db.deleteFrom("outbox").execute();
    await server.db.deleteFrom("leads").execute();
    const restoresBefore = await restoreRows();
    const before = {
      leads: await server.db.selectFrom("leads").selectAll().execute(),
      users: await server.db.selectFrom("users").selectAll().orderBy("id").execute(),
      outbox: await outboxRows(),
    };

    const missing = await admin.post("/admin/backup", restoreForm(file));
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Enter your password to confirm the restore.");

    const wrong = await admin.post("/admin/backup", restoreForm(file, "not my password at all"));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your password was not correct. Nothing was restored.");

    expect({
      leads: await server.db.selectFrom("leads").selectAll().execute(),
      users: await server.db.selectFrom("users").selectAll().orderBy("id").execute(),
      outbox: await outboxRows(),
    }).toEqual(before);
    const refused = await server.db.selectFrom("audit_log").select("id").where("action", "=", "backup.restore_refused");
    expect(await refused.execute()).toHaveLength(1);
    expect(await restoreRows()).toEqual(restoresBefore);
    // Still signed in: a refused restore changes nothing.
    expect((await admin.get("/admin")).status).toBe(200);
  }, 60_000);

  it("adds the backup's audit rows, replacing none, audits itself, and leaves sessions and sign-ins alone", async () => {
    await addUser(server, "ravi@example.com", "editor");
    const editor = server.client();
    await editor.login("ravi@example.com");
    expect((await editor.get("/admin")).status).toBe(200);
    // A failed sign-in leaves a throttle record, which a restore must neither wipe nor replace.
    const stranger = server.client();
    expect((await stranger.login("ravi@example.com", "a wrong password here")).status).not.toBe(302);

    const liveEntry = {
      id: "audit-live-1",
      user_id: null,
      actor: "asha@example.com",
      action: "lead.update",
      target: "lead-1",
      details: "{}",
      ip: null,
      created_at: "2026-05-01T00:00:00.000Z",
    };
    await server.db.insertInto("audit_log").values(liveEntry).execute();
    const file = await download();

    const auditBefore = await server.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    const sessionsBefore = await server.db.selectFrom("sessions").selectAll().orderBy("id").execute();
    const attemptsBefore = await server.db.selectFrom("login_attempts").selectAll().orderBy("id").execute();
    expect(attemptsBefore.length).toBeGreaterThan(0);
    const editorId = "user-ravi@example.com";
    const mySession = sessionsBefore.find((s) => s.user_id !== editorId);

    const restoredEntry = {
      ...liveEntry,
      id: "audit-restored-1",
      action: "post.save",
      created_at: "2026-04-01T00:00:00.000Z",
    };
    const tampered = { ...liveEntry, action: "user.delete", actor: "mallory@example.com" };
    const now = new Date().toISOString();
    const forged = {
      id: "a".repeat(64),
      user_id: editorId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      ip: null,
      user_agent: null,
    };
    await restore(
      withRows(file, {
        audit_log: [restoredEntry, tampered],
        sessions: [forged],
        login_attempts: [{ id: "forged-attempt", email: "asha@example.com", ip: "203.0.113.9", created_at: now }],
      }),
    );

    const auditAfter = await server.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    // Every live row is still there, unchanged (the tampered copy of audit-live-1 did not replace it).
    for (const row of auditBefore) expect(auditAfter).toContainEqual(row);
    expect(auditAfter.find((r) => r.id === "audit-live-1")).toEqual(liveEntry);
    expect(auditAfter).toContainEqual(restoredEntry);
    // This restore is audited (after the one of an earlier test), with the number of audit rows it added.
    const restores = auditAfter.filter((r) => r.action === "backup.restore" && !auditBefore.some((b) => b.id === r.id));
    expect(restores).toHaveLength(1);
    expect(JSON.parse(restores[0].details)).toMatchObject({ auditRowsAdded: 1 });
    // The backup's own copies of live rows are not added twice.
    expect(new Set(auditAfter.map((r) => r.id)).size).toBe(auditAfter.length);

    // Sessions: the editor's is untouched, the forged one was not written; the admin's ended by signing out.
    const sessionsAfter = await server.db.selectFrom("sessions").selectAll().orderBy("id").execute();
    expect(sessionsAfter).toContainEqual(sessionsBefore.find((s) => s.user_id === editorId));
    expect(sessionsAfter.map((s) => s.id)).not.toContain(forged.id);
    expect(sessionsAfter.map((s) => s.id)).not.toContain(mySession?.id);
    expect((await editor.get("/admin")).status).toBe(200);
    expect(await server.db.selectFrom("login_attempts").selectAll().orderBy("id").execute()).toEqual(attemptsBefore);
  }, 60_000);
});

describe(`acknowledgements and report e-mails (${dbLabel})`, () => {
  it("the acknowledgement is fixed text with our details: nothing the visitor typed", async () => {
    await postLead({
      type: "contact",
      form: { ...contactForm, name: TYPED_NAME, company: "Quillfeather Spam Ltd", message: TYPED_MESSAGE },
    });
    await drain();
    const [ack] = smtp.messages.filter((m) => m.to[0] === "priya@example.com");
    expect(headerOf(ack.raw, "To")).toBe("priya@example.com");
    expect(textOf(ack.raw)).toBe(
      [
        "Hello,",
        "",
        "Thank you for contacting us. We'll reply within 24 hours.",
        "",
        "If you have anything to add, simply reply to this e-mail.",
        "",
        server.settings.BRAND_NAME,
        `${server.settings.CONTACT_EMAIL} | ${server.settings.CONTACT_PHONE}`,
        server.settings.CONTACT_ADDRESS,
        "https://narmadaai.in",
      ].join("\n"),
    );
    for (const typed of ["Zarkon", "Quillfeather", "spam.example", "prize"]) expect(ack.raw).not.toContain(typed);
    // The team still gets everything.
    const team = smtp.messages.find((m) => m.to[0] === "sales@narmadaai.in");
    expect(textOf(team?.raw ?? "")).toContain(`Message: ${TYPED_MESSAGE}`);
  });

  it("queues no 4th acknowledgement or report e-mail to one address in a day, yet stores the lead", async () => {
    const forms = [
      { type: "contact", form: { ...contactForm, email: "Target@Example.com" } },
      {
        type: "get_started",
        form: { ...contactForm, email: "target@example.com", outcomes: ["Reduce Costs"], timePreference: "Next week" },
      },
      { type: "contact", form: { ...contactForm, email: "TARGET@example.com" } },
      { type: "contact", form: { ...contactForm, email: "target@EXAMPLE.com" } },
    ];
    const ids: string[] = [];
    for (const body of forms) ids.push(await postLead(body));
    // The report e-mail counts against the same allowance: also not queued.
    const report = await server.postJson("/api/reports", {
      type: "roi_report",
      lead: { name: "Priya Sharma", email: "target@example.com", company: "Malwa Textiles" },
      inputs: { investment: "30000", supportTickets: "1000", supportCostPerTicket: "10" },
    });
    expect(report.status).toBe(201);
    expect(await report.json()).toMatchObject({ delivery: "email" });
    // Another address has its own allowance.
    await postLead({ type: "contact", form: { ...contactForm, email: "someone.else@example.com" } });

    expect(await server.leadCount()).toBe(6);
    await drain();
    const to = (address: string) => smtp.messages.filter((m) => m.to[0] === address);
    expect(to("target@example.com")).toHaveLength(3);
    expect(to("someone.else@example.com")).toHaveLength(1);
    expect(to("sales@narmadaai.in")).toHaveLength(6);
    const kinds = await server.db
      .selectFrom("outbox")
      .select(["lead_id", "kind"])
      .where("kind", "in", ["visitor_email", "report_email"])
      .execute();
    expect(kinds.filter((k) => ids.includes(String(k.lead_id)))).toHaveLength(3);
    // Counted under a hash: the address itself is not in the counter table.
    const keys = await server.db.selectFrom("rate_limits").select("key").execute();
    expect(keys.some((k) => k.key.includes("target"))).toBe(false);
  }, 60_000);
});

describe(`newsletter (${dbLabel})`, () => {
  it("answers a new and a known address alike, and drops the confirmation token once the e-mail is sent", async () => {
    const first = await server.postJson("/api/leads", { type: "newsletter", form: { email: "reader@example.com" } });
    const again = await server.postJson("/api/leads", { type: "newsletter", form: { email: "Reader@example.com" } });
    await server.db.updateTable("subscribers").set({ status: "confirmed" }).execute();
    const confirmed = await server.postJson("/api/leads", {
      type: "newsletter",
      form: { email: "reader@example.com" },
    });
    const answers = await Promise.all([first, again, confirmed].map(async (r) => [r.status, await r.json()] as const));
    for (const [status, body] of answers) {
      expect(status).toBe(201);
      expect(Object.keys(body as object)).toEqual(["id"]);
    }
    expect(new Set(answers.map(([, b]) => (b as { id: string }).id)).size).toBe(3);

    // Without JavaScript: the same redirect for both.
    const form = (email: string) => ({ email, source: "blog", returnTo: "/blog" });
    const newForm = await server.client().post("/newsletter", form("new.reader@example.com"));
    const knownForm = await server.client().post("/newsletter", form("reader@example.com"));
    expect([newForm.status, newForm.headers.get("location")]).toEqual([302, "/blog?subscribed=1"]);
    expect([knownForm.status, knownForm.headers.get("location")]).toEqual([302, "/blog?subscribed=1"]);

    await drain();
    // reader@ was confirmed before the worker ran: its queued e-mail is not sent (its token is made at send time).
    expect(smtp.find(/confirm your subscription/i).map((m) => m.to[0])).toEqual(["new.reader@example.com"]);
    const mail = smtp.messages.find((m) => m.to[0] === "new.reader@example.com");
    const token = /confirm\?token=([\w-]{43})/.exec(textOf(mail?.raw ?? ""))?.[1];
    expect(token).toBeDefined();
    const rows = await server.db.selectFrom("outbox").selectAll().where("kind", "=", "confirm_email").execute();
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(
      rows.map((r) => JSON.parse(r.payload)).sort((a, b) => a.confirm.email.localeCompare(b.confirm.email)),
    ).toEqual([{ confirm: { email: "new.reader@example.com" } }, { confirm: { email: "reader@example.com" } }]);
    // Not in a backup either: on SQLite a page-by-page copy, so not even in a page's freed space.
    expect(Buffer.from(await download()).toString("latin1")).not.toContain(token);
  });
});
