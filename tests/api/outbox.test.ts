import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseSettings } from "~/lib/settings.server";
import { storeLead } from "../../server/leads/store-lead";
import { claimDue } from "../../server/outbox/claim";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { listUndelivered, retryFailed } from "../../server/outbox/manage";
import type { WorkerOptions } from "../../server/outbox/worker";
import { contactForm, getStartedForm } from "./lead-fixtures";
import {
  deadPort,
  headerOf,
  pdfAttachmentOf,
  signatureValid,
  startReceiver,
  startSmtpPeer,
  textOf,
} from "./outbox-peers";
import { startTestServer, type TestServer } from "./test-server";

// The lead pipeline end to end: the real app on a real database (SQLite, or PostgreSQL with
// TEST_DATABASE_URL), a real SMTP server and a real webhook receiver, and the real worker driven
// round by round on a test clock, so retries an hour apart take no time.

const SECRET = "whsec-test-0123456789abcdef";
const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

type Peers = { smtp: Awaited<ReturnType<typeof startSmtpPeer>>; receiver: Awaited<ReturnType<typeof startReceiver>> };

/** The app plus a worker on a test clock; `drain` runs rounds until nothing is due at the clock's time. */
async function startPipeline(
  env: Record<string, string>,
  workerOptions: Partial<WorkerOptions> & { webhookTimeoutMs?: number } = {},
) {
  const fullEnv = {
    RATE_LIMIT_MAX: "1000",
    SITE_URL: "https://narmadaai.in",
    SALES_EMAIL: "sales@narmadaai.in",
    MAIL_FROM: "Narmada AI <no-reply@narmadaai.in>",
    ...env,
  };
  const s = await startTestServer(fullEnv);
  const settings = parseSettings({ DATABASE_URL: "sqlite::memory:", ...fullEnv });
  let clock = new Date(Date.now() + 1000);
  const logged: string[] = [];
  const log = {
    log: (m: string) => logged.push(m),
    warn: (m: string) => logged.push(m),
    error: (m: string) => logged.push(m),
  };
  const worker = outboxWorkerFrom({ db: s.db, kind: s.kind, close: async () => {} }, settings, {
    now: () => clock,
    random: () => 0.5,
    log,
    ...workerOptions,
  });
  return {
    s,
    settings,
    logged,
    worker,
    /** Rounds until nothing is due; the clock never runs behind the real time rows are written at. */
    sync() {
      if (clock.getTime() < Date.now()) clock = new Date(Date.now() + 1);
      return clock;
    },
    async drain() {
      this.sync();
      while ((await worker.runOnce()) > 0) {}
      // An alert e-mail of a failed round is sent beside it: it must not land in the next test's mailbox.
      await worker.settleAlerts();
    },
    /** Moves the test clock on (the rows' own times come from the real clock, before it). */
    advance(seconds: number) {
      clock = new Date(clock.getTime() + seconds * 1000);
    },
    now: () => clock,
    async rows(leadId: string) {
      const rows = await s.db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).orderBy("kind").execute();
      return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
    },
    /** Waits (polling) until the running worker has brought the lead's rows to these statuses. */
    async settles(leadId: string, statuses: string[]) {
      await vi.waitFor(async () => expect((await this.rows(leadId)).map((r) => r.status)).toEqual(statuses), {
        timeout: 5000,
        interval: 20,
      });
    },
    async notifications() {
      return s.db.selectFrom("notifications").selectAll().orderBy("created_at").execute();
    },
    async close() {
      await worker.stop();
      await s.close();
    },
  };
}
type Pipeline = Awaited<ReturnType<typeof startPipeline>>;

async function postLead(s: TestServer, body: unknown) {
  const res = await s.postJson("/api/leads", body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe(`lead pipeline with SMTP and a CRM webhook (${dbLabel})`, () => {
  let peers: Peers;
  let p: Pipeline;
  let answer: (n: number) => number | "hang" = () => 200;
  beforeAll(async () => {
    peers = { smtp: await startSmtpPeer(), receiver: await startReceiver((n) => answer(n)) };
    p = await startPipeline({
      SMTP_URL: peers.smtp.url(),
      LEADS_WEBHOOK_URL: peers.receiver.url,
      LEADS_WEBHOOK_SECRET: SECRET,
    });
  });
  afterAll(async () => {
    await p.close();
    await peers.smtp.close();
    await peers.receiver.close();
  });
  afterEach(async () => {
    answer = () => 200;
    peers.smtp.messages.length = 0;
    peers.receiver.calls.length = 0;
    await p.s.db.deleteFrom("outbox").execute();
    await p.s.db.deleteFrom("notifications").execute();
    await p.s.db.deleteFrom("leads").execute();
    // Each address may get only so many e-mails a day ("mail-to:" windows): a test must not spend another's.
    await p.s.db.deleteFrom("rate_limits").execute();
  });

  it("commits a contact lead with three pending rows and a notification, and sends nothing in the request", async () => {
    const id = await postLead(p.s, { type: "contact", form: contactForm });
    const rows = await p.rows(id);
    expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ["team_email", "pending", 0],
      ["visitor_email", "pending", 0],
      ["webhook", "pending", 0],
    ]);
    expect(peers.smtp.messages).toEqual([]);
    expect(peers.receiver.calls).toEqual([]);
    expect(await p.notifications()).toMatchObject([
      { kind: "lead", title: "New Contact form lead: Priya Sharma (priya@example.com)", link: `/admin/leads/${id}` },
    ]);
  });

  it("delivers a contact lead: a team e-mail with every field, an acknowledgement and a signed webhook", async () => {
    const attribution = {
      landing_page: "/services",
      utm_source: "linkedin",
      utm_campaign: "launch",
      sent_from: "/contact",
    };
    const id = await postLead(p.s, { type: "contact", form: contactForm, attribution });
    await p.drain();

    const rows = await p.rows(id);
    expect(rows.map((r) => [r.kind, r.status, r.attempts, r.last_error])).toEqual([
      ["team_email", "sent", 1, null],
      ["visitor_email", "sent", 1, null],
      ["webhook", "sent", 1, null],
    ]);
    for (const r of rows) expect(r.sent_at).toBe(p.now().toISOString());

    const [team] = peers.smtp.find(/^New Contact form lead/);
    expect(team.to).toEqual(["sales@narmadaai.in"]);
    expect(headerOf(team.raw, "Subject")).toBe("New Contact form lead: Priya Sharma (priya@example.com)");
    expect(headerOf(team.raw, "Reply-To")).toBe("Priya Sharma <priya@example.com>");
    const teamText = textOf(team.raw);
    for (const line of [
      "Type: Contact form",
      "Name: Priya Sharma",
      "Email: priya@example.com",
      "Company: Malwa Textiles",
      "Phone: +91 98260 12345",
      "Service: AI Integration",
      "Message: We want to automate order intake from email.",
      `Open the lead: https://narmadaai.in/admin/leads/${id}`,
    ]) {
      expect(teamText).toContain(line);
    }

    const [ack] = peers.smtp.find(/^We received your message/);
    expect(ack.to).toEqual(["priya@example.com"]);
    expect(headerOf(ack.raw, "Subject")).toBe("We received your message - Narmada AI Technologies");
    expect(headerOf(ack.raw, "Reply-To")).toBe("hello@narmadaai.in");
    const ackText = textOf(ack.raw);
    expect(ackText).toContain("We'll reply within 24 hours.");
    // Fixed text: nothing the visitor typed is sent back to the typed address.
    expect(ackText).not.toContain("Priya");
    expect(ackText).not.toContain("We want to automate order intake from email.");
    expect(peers.smtp.messages).toHaveLength(2);

    expect(peers.receiver.calls).toHaveLength(1);
    const call = peers.receiver.calls[0];
    expect(call.headers["content-type"]).toBe("application/json");
    expect(call.headers["idempotency-key"]).toBe(id);
    expect(signatureValid(call.body, call.headers["x-signature"], SECRET)).toBe(true);
    expect(signatureValid(call.body, call.headers["x-signature"], "another-secret-0123456789")).toBe(false);
    const lead = await p.s.db.selectFrom("leads").select("created_at").where("id", "=", id).executeTakeFirstOrThrow();
    expect(JSON.parse(call.body)).toEqual({
      id,
      type: "contact",
      name: "Priya Sharma",
      email: "priya@example.com",
      company: "Malwa Textiles",
      phone: "+91 98260 12345",
      payload: contactForm,
      created_at: lead.created_at,
      // Where the lead came from, every key present (null when not known).
      attribution: {
        landing_page: "/services",
        referrer_host: null,
        utm_source: "linkedin",
        utm_medium: null,
        utm_campaign: "launch",
        utm_term: null,
        utm_content: null,
        sent_from: "/contact",
      },
    });
  });

  it.each([
    [
      "get_started",
      getStartedForm,
      ["team_email", "visitor_email", "webhook"],
      "New Get Started lead: Neha Joshi (neha@example.com)",
      ["Outcomes: Reduce Costs, AI-Powered Apps", "Time preference: Next week", "Phone: (none)"],
      "Thanks for getting started with Narmada AI Technologies",
    ],
    [
      "newsletter",
      { email: "Reader@Example.com", source: "blog" },
      // The double opt-in's confirmation goes out with the lead (tests/api/campaigns.test.ts follows it).
      ["confirm_email", "team_email", "webhook"],
      "New Newsletter sign-up lead: reader@example.com",
      ["Email: reader@example.com", "Source: blog"],
      "Please confirm your subscription to the Narmada AI Technologies newsletter",
    ],
    [
      "launch_notify",
      { email: "early@example.com" },
      ["team_email", "webhook"],
      "New Launch sign-up lead: early@example.com",
      ["Type: Launch sign-up", "Email: early@example.com"],
      null,
    ],
  ])("a %s lead gets the rows %j and the right messages", async (type, form, kinds, subject, lines, ackSubject) => {
    const id = await postLead(p.s, { type, form });
    await p.drain();
    expect((await p.rows(id)).map((r) => [r.kind, r.status])).toEqual(kinds.map((k) => [k, "sent"]));
    const team = peers.smtp.messages.filter((m) => m.to[0] === "sales@narmadaai.in");
    expect(team.map((m) => headerOf(m.raw, "Subject"))).toEqual([subject]);
    for (const line of lines) expect(textOf(team[0].raw)).toContain(line);
    const visitor = peers.smtp.messages.filter((m) => m.to[0] !== "sales@narmadaai.in");
    expect(visitor.map((m) => headerOf(m.raw, "Subject"))).toEqual(ackSubject ? [ackSubject] : []);
    if (ackSubject && type !== "newsletter") expect(textOf(visitor[0].raw)).toContain("We'll reply within 24 hours");
    expect(peers.receiver.calls.map((c) => JSON.parse(c.body).type)).toEqual([type]);
  });

  it("a report lead answers 201 (delivery email) at once, then the PDF, team e-mail and webhook go out", async () => {
    const res = await p.s.postJson("/api/reports", {
      type: "roi_report",
      lead: { name: "Priya Sharma", email: "Priya@Example.com", company: "Malwa Textiles" },
      inputs: { investment: "30000", supportTickets: "1000", supportCostPerTicket: "10" },
    });
    expect(res.status).toBe(201);
    const { id, delivery } = (await res.json()) as { id: string; delivery: string };
    expect(delivery).toBe("email");
    expect(peers.smtp.messages).toEqual([]);
    await p.drain();
    expect((await p.rows(id)).map((r) => [r.kind, r.status])).toEqual([
      ["report_email", "sent"],
      ["team_email", "sent"],
      ["webhook", "sent"],
    ]);
    const [report] = peers.smtp.find(/^Your AI ROI Report/);
    expect(report.to).toEqual(["Priya@example.com"]);
    expect(pdfAttachmentOf(report.raw).subarray(0, 5).toString()).toBe("%PDF-");
    const [team] = peers.smtp.find(/^New ROI report lead/);
    // 1000 tickets × $10 × 12 × 35% = $42,000 a year of support savings, recomputed on the server.
    expect(textOf(team.raw)).toContain("Results: breakdown: support: 42000");
    expect(textOf(team.raw)).toContain("Inputs: investment: 30000");
  });

  it("a chat lead's team e-mail shows the transcript as committed, not later edits", async () => {
    const transcript = [
      { text: "Hi, I need a support chatbot for our clinic", isBot: false, timestamp: "2026-11-23T10:00:00.000Z" },
      { text: "Happy to help! May I have your name and email?", isBot: true, timestamp: "2026-11-23T10:00:02.000Z" },
      { text: "I'm Arjun Mehta, arjun@example.com", isBot: false, timestamp: "2026-11-23T10:00:30.000Z" },
    ];
    const id = await storeLead(p.s.db, {
      type: "chat",
      name: "Arjun Mehta",
      email: "arjun@example.com",
      phone: "9826012345",
      payload: { transcript },
    });
    // The chat goes on after the lead is stored; those updates do not pass through storeLead.
    await p.s.db
      .updateTable("leads")
      .set({ payload: JSON.stringify({ transcript: [...transcript, { text: "later", isBot: false }] }) })
      .where("id", "=", id)
      .execute();
    await p.drain();
    expect((await p.rows(id)).map((r) => [r.kind, r.status])).toEqual([
      ["team_email", "sent"],
      ["webhook", "sent"],
    ]);
    const [team] = peers.smtp.messages;
    expect(headerOf(team.raw, "Subject")).toBe("New Chat lead: Arjun Mehta (arjun@example.com)");
    const text = textOf(team.raw);
    expect(text).toContain("Phone: 9826012345");
    expect(text).toContain("Chat transcript (3 messages):");
    expect(text).toContain("[2026-11-23T10:00:00.000Z] Visitor: Hi, I need a support chatbot for our clinic");
    expect(text).toContain("[2026-11-23T10:00:02.000Z] Assistant: Happy to help! May I have your name and email?");
    expect(text).not.toContain("later");
    expect(JSON.parse(peers.receiver.calls[0].body).payload.transcript).toEqual(transcript);
    expect(await p.notifications()).toMatchObject([
      { kind: "lead", title: "New Chat lead: Arjun Mehta (arjun@example.com)" },
    ]);
  });

  it("retries a webhook failing twice after 1 min then 5 min, and delivers the same body the third time", async () => {
    answer = (n) => (n <= 2 ? 500 : 200);
    const id = await postLead(p.s, { type: "newsletter", form: { email: "retry@example.com" } });
    const hook = async () => (await p.rows(id)).find((r) => r.kind === "webhook")!;

    await p.drain();
    let row = await hook();
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "the receiver answered HTTP 500" });
    // random() = 0.5: no jitter, exactly the schedule.
    expect(row.next_attempt_at).toBe(new Date(p.now().getTime() + 60_000).toISOString());
    expect((await p.rows(id)).find((r) => r.kind === "team_email")!.status).toBe("sent");

    p.advance(59);
    await p.drain();
    expect((await hook()).attempts).toBe(1);
    p.advance(1);
    await p.drain();
    row = await hook();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row.next_attempt_at).toBe(new Date(p.now().getTime() + 300_000).toISOString());

    p.advance(300);
    await p.drain();
    row = await hook();
    expect(row).toMatchObject({ status: "sent", attempts: 3, last_error: null, sent_at: p.now().toISOString() });
    expect(peers.receiver.calls).toHaveLength(3);
    expect(new Set(peers.receiver.calls.map((c) => c.body)).size).toBe(1);
    expect(peers.receiver.calls.map((c) => c.headers["idempotency-key"])).toEqual([id, id, id]);
    expect(peers.receiver.calls.every((c) => signatureValid(c.body, c.headers["x-signature"], SECRET))).toBe(true);
  });

  it("a row claimed by a worker that crashed is picked up once its lease runs out", async () => {
    const id = await postLead(p.s, { type: "launch_notify", form: { email: "lease@example.com" } });
    const lost = await claimDue(p.s.db, p.s.kind, { now: p.sync(), leaseMs: 120_000, limit: 10 });
    expect(lost.rows.map((r) => r.lead_id)).toEqual([id, id]);
    await p.drain();
    expect(peers.smtp.messages).toEqual([]);
    p.advance(120);
    await p.drain();
    expect((await p.rows(id)).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ["team_email", "sent", 1],
      ["webhook", "sent", 1],
    ]);
  });
});

describe(`faults (${dbLabel})`, () => {
  it("a receiver that is down: retried on schedule, failed after 8 with reason and notice, retried by hand", async () => {
    const smtp = await startSmtpPeer();
    const port = await deadPort();
    const p = await startPipeline({
      SMTP_URL: smtp.url(),
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads?token=abc`,
      LEADS_WEBHOOK_SECRET: SECRET,
    });
    try {
      const id = await postLead(p.s, { type: "newsletter", form: { email: "down@example.com" } });
      const hook = async () => (await p.rows(id)).find((r) => r.kind === "webhook")!;
      // Waits after attempts 1..7: 1 min, 5 min, 30 min, 2 h, 12 h, 12 h, 12 h.
      const waits = [60, 300, 1800, 7200, 43200, 43200, 43200];
      await p.drain();
      for (const [i, wait] of waits.entries()) {
        const row = await hook();
        expect(row).toMatchObject({ status: "pending", attempts: i + 1 });
        expect(Date.parse(row.next_attempt_at) - p.now().getTime()).toBe(wait * 1000);
        p.advance(wait);
        await p.drain();
      }
      const failed = await hook();
      expect(failed).toMatchObject({ status: "failed", attempts: 8, locked_until: null, sent_at: null });
      expect(failed.last_error).toMatch(/ECONNREFUSED/);
      expect(failed.last_error).not.toContain(SECRET);
      expect(failed.last_error).not.toContain("token=abc");
      expect((await p.rows(id)).find((r) => r.kind === "team_email")!.status).toBe("sent");
      expect(await p.notifications()).toMatchObject([
        { kind: "lead", link: `/admin/leads/${id}` },
        // The early alert of the 2nd failed attempt (server/ops/alerts.ts), then the final one.
        {
          kind: "delivery_failed",
          title: "Delivery alert: CRM webhook failing",
          body: expect.stringMatching(/^Attempt 2 of 8 failed: .*ECONNREFUSED/),
          link: `/admin/leads/${id}`,
        },
        {
          kind: "delivery_failed",
          title: "Delivery failed: CRM webhook for down@example.com",
          body: expect.stringMatching(/^After 8 attempts: .*ECONNREFUSED/),
          link: `/admin/leads/${id}`,
        },
      ]);
      // Nothing more happens on its own.
      p.advance(10 * 86_400);
      await p.drain();
      expect((await hook()).attempts).toBe(8);

      expect(await listUndelivered(p.s.db)).toEqual([
        expect.objectContaining({ id: failed.id, kind: "webhook", status: "failed", attempts: 8 }),
      ]);
      expect(await retryFailed(p.s.db, [failed.id], new Date(Date.now() - 1000))).toBe(1);
      expect(await hook()).toMatchObject({ status: "pending", attempts: 0 });
      await p.drain();
      expect(await hook()).toMatchObject({ status: "pending", attempts: 1 });
    } finally {
      await p.close();
      await smtp.close();
    }
  });

  it("a receiver that never answers counts as a failure after the timeout", async () => {
    const receiver = await startReceiver(() => "hang");
    const p = await startPipeline(
      { LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET, OUTBOX_DIR: tmpDir() },
      // 1 s, not less: the receiver runs in this process, and on a busy machine a shorter limit could
      // end the request before the receiver had read it (no call recorded, a fresh-clone run failed so).
      { webhookTimeoutMs: 1000 },
    );
    try {
      const id = await postLead(p.s, { type: "newsletter", form: { email: "slow@example.com" } });
      await p.drain();
      expect((await p.rows(id)).find((r) => r.kind === "webhook")).toMatchObject({
        status: "pending",
        attempts: 1,
        last_error: "no answer within 1 s",
      });
      expect(receiver.calls).toHaveLength(1);
    } finally {
      await p.close();
      await receiver.close();
    }
  });

  it("a wrong SMTP password: the visitor gets 201, e-mails wait to retry with the reason, no secret stored", async () => {
    const smtp = await startSmtpPeer({ password: "right-password" });
    const p = await startPipeline({ SMTP_URL: smtp.url("mailer", "wrong-pass-123") });
    try {
      const id = await postLead(p.s, { type: "contact", form: contactForm });
      await p.drain();
      const rows = await p.rows(id);
      expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual([
        ["team_email", "pending", 1],
        ["visitor_email", "pending", 1],
      ]);
      for (const r of rows) {
        expect(r.last_error).toMatch(/535/);
        expect(r.last_error).not.toContain("wrong-pass-123");
        expect(r.last_error?.toLowerCase()).not.toContain("priya@example.com");
      }
      expect(smtp.messages).toEqual([]);
    } finally {
      await p.close();
      await smtp.close();
    }
  });

  it("during a burst the running worker holds back, then delivers once the hold runs out", async () => {
    let burst = true;
    const p = await startPipeline(
      { OUTBOX_DIR: tmpDir() },
      { now: () => new Date(), pollMs: 20, holdBack: () => burst, maxHoldMs: 60_000 },
    );
    try {
      p.worker.start();
      const id = await postLead(p.s, { type: "launch_notify", form: { email: "burst@example.com" } });
      // Several poll intervals pass while the burst lasts: nothing is delivered.
      await new Promise((r) => setTimeout(r, 200));
      expect((await p.rows(id)).map((r) => r.status)).toEqual(["pending"]);
      burst = false;
      await p.settles(id, ["sent"]);
    } finally {
      await p.close();
    }
  });

  it("a burst longer than the hold does not starve the queue", async () => {
    const p = await startPipeline(
      { OUTBOX_DIR: tmpDir() },
      { now: () => new Date(), pollMs: 20, holdBack: () => true, maxHoldMs: 100 },
    );
    try {
      p.worker.start();
      const id = await postLead(p.s, { type: "launch_notify", form: { email: "starve@example.com" } });
      await p.settles(id, ["sent"]);
    } finally {
      await p.close();
    }
  });

  it("demo mode (no SMTP_URL) writes each e-mail as an .eml file, marks its row sent and logs one line", async () => {
    const dir = tmpDir();
    const p = await startPipeline({ OUTBOX_DIR: dir });
    try {
      const id = await postLead(p.s, { type: "contact", form: contactForm });
      await p.drain();
      expect((await p.rows(id)).map((r) => [r.kind, r.status])).toEqual([
        ["team_email", "sent"],
        ["visitor_email", "sent"],
      ]);
      const files = fs.readdirSync(dir).sort();
      expect(files).toEqual([
        expect.stringMatching(new RegExp(`_team_email_${id}\\.eml$`)),
        expect.stringMatching(new RegExp(`_visitor_email_${id}\\.eml$`)),
      ]);
      const team = fs.readFileSync(path.join(dir, files[0]), "utf8");
      expect(headerOf(team, "To")).toBe("sales@narmadaai.in");
      expect(headerOf(team, "Subject")).toBe("New Contact form lead: Priya Sharma (priya@example.com)");
      expect(textOf(team)).toContain(`Open the lead: https://narmadaai.in/admin/leads/${id}`);
      expect(p.logged.filter((l) => l.includes(id)).sort()).toEqual([
        expect.stringMatching(/^team e-mail for lead .* written to .*\.eml \(demo mode: SMTP_URL is not set\)$/),
        expect.stringMatching(/^visitor e-mail for lead .* written to .*\.eml \(demo mode/),
      ]);
    } finally {
      await p.close();
    }
  });
});

function tmpDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "outbox-test-"));
}
