import { randomUUID } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimAlert } from "../../server/ops/alerts";
import { insertSubscriber } from "../factories";
import { deadPort, headerOf, startReceiver, startSmtpPeer, textOf } from "./outbox-peers";
import { eventually, freshDatabase, spawnServer } from "./spawn-server";

// Operations, against the real server as a child process: health endpoints and the drain on SIGTERM,
// JSON request logs, Prometheus metrics behind a token, and the early delivery alerts, with real
// SMTP and HTTP peers.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const TOKEN = "metrics-token-0123456789abcdef";
const SECRET = "whsec-ops-test-0123456789";

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase("ops-");
});
afterAll(async () => fresh.cleanup());

const baseEnv = () => ({
  DATABASE_URL: fresh.url,
  OUTBOX_DIR: path.join(fresh.tmp, "outbox"),
  OUTBOX_POLL_MS: "50",
  LOG_REQUESTS: "true",
  LOG_LEVEL: "info",
  SITE_URL: "https://narmadaai.in",
});

const lead = (i: number | string) => ({
  type: "contact",
  form: { name: `Ops Test ${i}`, email: `ops${i}@example.com`, message: `Lead number ${i}` },
});
const postLead = (base: string, i: number | string) =>
  fetch(`${base}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(lead(i)),
  });

/** One sample's value from Prometheus text (0 when the series does not exist yet). */
function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}} `) || l === `${name}{${labels}}`);
  return line ? Number(line.split(" ").pop()) : 0;
}

/** Raw HTTP/1.1 on one socket: requests written when asked, everything read kept. */
function rawConnection(base: string) {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  let received = "";
  socket.on("data", (d: Buffer) => {
    received += d.toString();
  });
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  return {
    write: (text: string) => socket.write(text),
    received: () => received,
    closed,
  };
}

describe(`health, logs and metrics (${dbLabel})`, () => {
  // One server for these read-mostly checks (a start costs seconds); it must still exit 0 on SIGTERM.
  let server: Awaited<ReturnType<typeof spawnServer>>;
  beforeAll(async () => {
    server = await spawnServer({ ...baseEnv(), METRICS_TOKEN: TOKEN });
  }, 90_000);
  afterAll(async () => {
    if (server) expect(await server.kill("SIGTERM")).toBe(0);
  });

  it("live and ready answer 200, and every stdout line is JSON with a reqId and no query string", async () => {
    const live = await fetch(`${server.base}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", db: dbLabel });
    expect(ready.headers.get("cache-control")).toBe("no-store");

    // A proxy's request id is kept and echoed; without one the server makes one up.
    const tagged = await fetch(`${server.base}/api/health/ready?token=s3cr3t-in-query&x=1`, {
      headers: { "X-Request-Id": "lb-7f3a-0001" },
    });
    expect(tagged.headers.get("x-request-id")).toBe("lb-7f3a-0001");
    const untagged = await fetch(`${server.base}/api/health/live`);
    const generated = untagged.headers.get("x-request-id") ?? "";
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    // A header that is not a plain token is replaced, not echoed.
    const hostile = await fetch(`${server.base}/api/health/live`, { headers: { "X-Request-Id": "a b\tc<script>" } });
    expect(hostile.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    let lines: Record<string, unknown>[] = [];
    await eventually(() => {
      lines = server.stdoutLines().map((l) => JSON.parse(l) as Record<string, unknown>);
      return lines.some((l) => l.reqId === generated);
    }, 5000);
    for (const l of lines) {
      expect(l).toMatchObject({ level: expect.any(String), time: expect.any(String), msg: expect.any(String) });
      expect(Number.isNaN(Date.parse(String(l.time)))).toBe(false);
    }
    const line = lines.find((l) => l.reqId === "lb-7f3a-0001");
    expect(line).toMatchObject({
      level: "info",
      area: "http",
      method: "GET",
      path: "/api/health/ready",
      route: "/api/health/ready",
      status: 200,
      ms: expect.any(Number),
    });
    expect(server.output.join("")).not.toContain("s3cr3t-in-query");
    expect(lines.find((l) => l.reqId === generated)).toMatchObject({ path: "/api/health/live", status: 200 });
  }, 90_000);

  it("/metrics: 404 without the right token, Prometheus text with it, and the lead counter moves", async () => {
    const scrape = async () => {
      const res = await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/plain");
      return res.text();
    };
    expect((await fetch(`${server.base}/metrics`)).status).toBe(404);
    const wrong = await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(404);
    expect((await fetch(`${server.base}/metrics`, { headers: { Authorization: TOKEN } })).status).toBe(404);

    const before = await scrape();
    expect(before).toContain("# TYPE http_request_duration_seconds histogram");
    expect(before).toContain("nodejs_eventloop_lag_seconds");
    expect(before).toContain("outbox_oldest_pending_age_seconds");
    const leadsBefore = sample(before, "leads_total", 'type="contact"');

    expect((await postLead(server.base, "m1")).status).toBe(201);
    expect((await postLead(server.base, "m2")).status).toBe(201);
    // A path no route knows: counted, but under a bounded label, never its own series.
    await fetch(`${server.base}/api/posts/no-such-article-q9z/reactions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "like" }),
    });

    const after = await scrape();
    expect(sample(after, "leads_total", 'type="contact"')).toBe(leadsBefore + 2);
    expect(sample(after, "http_request_duration_seconds_count", 'method="POST",route="/api/leads",status="201"')).toBe(
      2,
    );
    expect(
      sample(
        after,
        "http_request_duration_seconds_count",
        'method="POST",route="/api/posts/:slug/reactions",status="404"',
      ),
    ).toBe(1);
    expect(after).not.toContain("no-such-article-q9z");
    // Demo mode (no SMTP_URL): the worker writes .eml files; the deliveries counter counts them.
    await eventually(async () => sample(await scrape(), "outbox_deliveries_total", 'kind="team_email"') >= 2, 10_000);
    expect(sample(await scrape(), "outbox_deliveries_total", 'kind="visitor_email"')).toBeGreaterThanOrEqual(2);
  }, 90_000);
});

describe(`drain on SIGTERM (${dbLabel})`, () => {
  it("ready turns 503 while a slow request finishes, new connections are refused, and the exit code is 0", async () => {
    // The chat relays to this CRM-style webhook, which takes 1.5 s: the request stays in flight.
    const chatHook = await startReceiver(() => 200, { delayMs: 1500 });
    const server = await spawnServer({ ...baseEnv(), CHAT_WEBHOOK_URL: chatHook.url });
    try {
      expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);
      const conn = rawConnection(server.base);
      const body = JSON.stringify({ message: "Do you build AI chatbots for clinics?" });
      conn.write(
        `POST /api/chat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      expect(await eventually(() => chatHook.calls.length > 0, 5000)).toBe(true);
      const exited = server.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
      // A balancer's health check on a kept-alive connection sees the drain.
      conn.write("GET /api/health/ready HTTP/1.1\r\nHost: localhost\r\n\r\n");
      await expect(fetch(`${server.base}/api/health/live`)).rejects.toThrow();
      expect(await exited).toBe(0);
      await conn.closed;
      const responses = conn.received().split(/(?=HTTP\/1\.1 )/);
      expect(responses).toHaveLength(2);
      expect(responses[0]).toMatch(/^HTTP\/1\.1 200 /);
      expect(responses[1]).toMatch(/^HTTP\/1\.1 503 /);
      expect(responses[1]).toContain('{"status":"draining"');
    } finally {
      await chatHook.close();
    }
  }, 90_000);

  it("a SIGTERM in a slow SMTP round: no duplicate, no recipient interrupted, the rest sent after restart", async () => {
    const smtp = await startSmtpPeer({ delayMs: 1200 });
    await fresh.db.deleteFrom("outbox").execute();
    const campaignId = randomUUID();
    const now = new Date().toISOString();
    const emails = Array.from({ length: 8 }, (_, i) => `reader${i}@example.com`);
    await fresh.db
      .insertInto("campaigns")
      .values({
        id: campaignId,
        name: "Drain test",
        subject: "AI for logistics: our November notes",
        body: "Three things we learned shipping route optimisation.",
        status: "sending",
        html: "<p>Three things we learned shipping route optimisation.</p>",
        links: "[]",
        created_at: now,
        updated_at: now,
        sent_at: now,
        finished_at: null,
      })
      .execute();
    for (const email of emails) {
      const subscriberId = await insertSubscriber(fresh, { email, created_at: now });
      await fresh.db
        .insertInto("campaign_recipients")
        .values({
          id: randomUUID(),
          campaign_id: campaignId,
          subscriber_id: subscriberId,
          email,
          status: "pending",
          token_hash: null,
          next_attempt_at: now,
          claimed_at: null,
          sent_at: null,
          opened_at: null,
          clicked_at: null,
          last_error: null,
          created_at: now,
        })
        .execute();
    }
    const env = {
      ...baseEnv(),
      SMTP_URL: smtp.url(),
      CAMPAIGN_BATCH_SIZE: "8",
      CAMPAIGN_RATE_PER_MINUTE: "1000",
      SHUTDOWN_GRACE_SECONDS: "20",
    };
    try {
      const first = await spawnServer(env);
      const leadIds: string[] = [];
      for (const i of [1, 2]) leadIds.push(((await (await postLead(first.base, `d${i}`)).json()) as { id: string }).id);
      // SIGTERM while campaign e-mails are on the wire (the server holds each for 1.2 s before accepting it).
      const sending = async () =>
        (
          await fresh.db
            .selectFrom("campaign_recipients")
            .select("id")
            .where("campaign_id", "=", campaignId)
            .where("status", "=", "sending")
            .execute()
        ).length;
      expect(await eventually(async () => (await sending()) > 0 && smtp.receiving() >= 1, 15_000)).toBe(true);
      const startedAt = Date.now();
      expect(await first.kill("SIGTERM")).toBe(0);
      expect(Date.now() - startedAt).toBeLessThan(20_000);

      const recipients = () =>
        fresh.db
          .selectFrom("campaign_recipients")
          .select(["email", "status"])
          .where("campaign_id", "=", campaignId)
          .execute();
      const afterStop = await recipients();
      expect(afterStop.filter((r) => r.status === "interrupted" || r.status === "sending")).toEqual([]);
      const campaignMail = () => smtp.messages.filter((m) => headerOf(m.raw, "Subject").startsWith("AI for logistics"));
      // Every recipient marked sent was accepted by the server; no other was.
      expect(
        afterStop
          .filter((r) => r.status === "sent")
          .map((r) => r.email)
          .sort(),
      ).toEqual(
        campaignMail()
          .flatMap((m) => m.to)
          .sort(),
      );
      // The round under way finished (some sent), and what it had not started waits (some pending).
      expect(afterStop.some((r) => r.status === "sent")).toBe(true);
      expect(afterStop.some((r) => r.status === "pending")).toBe(true);

      // The slow mail server was needed only to catch a round mid-way; the restart's rounds need not wait.
      smtp.setDelay(0);
      const second = await spawnServer(env);
      try {
        expect(await eventually(async () => (await recipients()).every((r) => r.status === "sent"), 30_000)).toBe(true);
        const outboxSent = async () =>
          (await fresh.db.selectFrom("outbox").select("status").where("lead_id", "in", leadIds).execute()).every(
            (r) => r.status === "sent",
          );
        expect(await eventually(outboxSent, 30_000)).toBe(true);
      } finally {
        expect(await second.kill("SIGTERM")).toBe(0);
      }
      // Each recipient and each lead e-mail exactly once: counted by Message-ID.
      const ids = smtp.messages.map((m) => headerOf(m.raw, "Message-ID"));
      expect(ids.length).toBe(new Set(ids).size);
      expect(
        campaignMail()
          .flatMap((m) => m.to)
          .sort(),
      ).toEqual([...emails].sort());
      expect(smtp.messages.length).toBe(emails.length + leadIds.length * 2);
    } finally {
      await smtp.close();
    }
  }, 180_000);
});

describe(`early delivery alerts (${dbLabel})`, () => {
  it("one alert per kind an hour, then the count of failures held back, and replicas agree", async () => {
    const kind = `test_kind_${randomUUID().slice(0, 8)}`;
    const t0 = Date.parse("2026-11-25T09:00:00Z");
    expect(await claimAlert(fresh.db, kind, t0)).toEqual({ send: true, heldBack: 0 });
    expect(await claimAlert(fresh.db, kind, t0 + 10_000)).toEqual({ send: false, heldBack: 0 });
    expect(await claimAlert(fresh.db, kind, t0 + 20_000)).toEqual({ send: false, heldBack: 0 });
    expect(await claimAlert(fresh.db, kind, t0 + 3_599_000)).toEqual({ send: false, heldBack: 0 });
    // An hour after the first alert: the next one, with the 3 failures in between.
    expect(await claimAlert(fresh.db, kind, t0 + 3_600_000)).toEqual({ send: true, heldBack: 3 });
    expect(await claimAlert(fresh.db, kind, t0 + 3_601_000)).toEqual({ send: false, heldBack: 0 });
    expect(await claimAlert(fresh.db, kind, t0 + 7_200_000)).toEqual({ send: true, heldBack: 1 });
    // Ten replicas failing at the same moment: exactly one alert.
    const other = `${kind}_b`;
    const all = await Promise.all(Array.from({ length: 10 }, () => claimAlert(fresh.db, other, t0)));
    expect(all.filter((a) => a.send)).toHaveLength(1);
  });

  it("the 2nd failed attempt alerts admins by notification and by the alert SMTP peer, once per kind", async () => {
    // Ready stays 200 all along: a mail server down and a stuck outbox are not the replica's fault.
    await fresh.db.deleteFrom("rate_limits").execute();
    await fresh.db.deleteFrom("notifications").execute();
    await fresh.db.deleteFrom("outbox").execute();
    const alertPeer = await startSmtpPeer();
    const crm = await startReceiver(() => 503);
    const server = await spawnServer({
      ...baseEnv(),
      // The lead mail's server is down; the alerts go out through another one.
      SMTP_URL: `smtp://127.0.0.1:${await deadPort()}`,
      ALERT_SMTP_URL: alertPeer.url(),
      ALERT_EMAIL: "ops@narmadaai.in",
      LEADS_WEBHOOK_URL: crm.url,
      LEADS_WEBHOOK_SECRET: SECRET,
      OUTBOX_BACKOFF_SECONDS: "0.2",
      METRICS_TOKEN: TOKEN,
    });
    try {
      const ids: string[] = [];
      for (const i of [1, 2, 3]) ids.push(((await (await postLead(server.base, `a${i}`)).json()) as { id: string }).id);
      const rowsFailedTwice = async () =>
        (
          await fresh.db
            .selectFrom("outbox")
            .select("id")
            .where("lead_id", "in", ids)
            .where("kind", "in", ["team_email", "webhook"])
            .where("attempts", ">=", 2)
            .execute()
        ).length;
      expect(await eventually(async () => (await rowsFailedTwice()) === 6, 15_000)).toBe(true);
      // A stuck queue does not make the server unready (a restart would not help): it shows in the metrics.
      const ready = await fetch(`${server.base}/api/health/ready`);
      expect(ready.status).toBe(200);
      const failing = await fresh.db
        .selectFrom("outbox")
        .select("last_error")
        .where("lead_id", "=", ids[0])
        .where("kind", "=", "team_email")
        .executeTakeFirstOrThrow();
      expect(failing.last_error).toMatch(/ECONNREFUSED/);
      const text = await (
        await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
      ).text();
      expect(sample(text, "outbox_rows", 'kind="team_email",status="pending"')).toBeGreaterThanOrEqual(1);
      expect(sample(text, "outbox_delivery_failures_total", 'kind="team_email"')).toBeGreaterThanOrEqual(2);
      expect(await eventually(() => alertPeer.messages.length >= 2, 10_000)).toBe(true);
      // Give a third alert the chance to appear (it must not).
      await new Promise((r) => setTimeout(r, 500));

      const subjects = alertPeer.messages.map((m) => headerOf(m.raw, "Subject")).sort();
      expect(subjects).toEqual([
        "[Narmada AI Technologies] Alert: CRM webhook delivery failing",
        "[Narmada AI Technologies] Alert: team e-mail delivery failing",
      ]);
      expect(alertPeer.messages.every((m) => m.to.join() === "ops@narmadaai.in")).toBe(true);
      const team = alertPeer.messages.find((m) => headerOf(m.raw, "Subject").includes("team e-mail"));
      const teamText = textOf(team?.raw ?? "");
      expect(teamText).toContain("ECONNREFUSED");
      expect(teamText).toMatch(/Open the lead: https:\/\/narmadaai\.in\/admin\/leads\/[0-9a-f-]{36}/);

      const alerts = await fresh.db
        .selectFrom("notifications")
        .select(["kind", "title", "body", "link"])
        .where("title", "like", "Delivery alert:%")
        .orderBy("title")
        .execute();
      expect(alerts).toEqual([
        {
          kind: "delivery_failed",
          title: "Delivery alert: CRM webhook failing",
          body: expect.stringMatching(/^Attempt 2 of 8 failed: .*503/),
          link: expect.stringMatching(/^\/admin\/leads\//),
        },
        {
          kind: "delivery_failed",
          title: "Delivery alert: team e-mail failing",
          body: expect.stringMatching(/^Attempt 2 of 8 failed: .*ECONNREFUSED/),
          link: expect.stringMatching(/^\/admin\/leads\//),
        },
      ]);
      // The other two leads' failures are held back and counted for the next alert.
      const held = await fresh.db
        .selectFrom("rate_limits")
        .select(["key", "count"])
        .where("key", "in", ["alert:team_email", "alert:webhook"])
        .orderBy("key")
        .execute();
      expect(held.map((r) => [r.key, Number(r.count)])).toEqual([
        ["alert:team_email", 2],
        ["alert:webhook", 2],
      ]);
    } finally {
      expect(await server.kill("SIGTERM")).toBe(0);
      await alertPeer.close();
      await crm.close();
    }
  }, 90_000);
});
