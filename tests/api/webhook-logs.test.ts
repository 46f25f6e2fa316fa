import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, freshDatabase, spawnServer } from "./spawn-server";

// For n8n or Make the webhook URL's path is the secret (anyone who has it can post to the automation),
// and a query may hold a token: the real server, as a child process, must show only the webhook's host
// in its logs, whatever the chat and CRM webhooks answer.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const CHAT_PATH = "/webhook/SECRET-PATH-123?token=abc";
const CRM_PATH = "/crm/SECRET-CRM-456?key=def";
const SECRET_PARTS = ["SECRET-PATH-123", "token=abc", "SECRET-CRM-456", "key=def"];
const METRICS_TOKEN = "metrics-token-webhook-logs-0123";

/** A receiver that answers every call 500 (a broken automation) and notes the paths it was called at. */
const paths: string[] = [];
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    paths.push(req.url ?? "");
    res.writeHead(500, { "Content-Type": "application/json" }).end('{"error":"workflow failed"}');
  });
});

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let port = 0;
beforeAll(async () => {
  fresh = await freshDatabase("webhook-logs-");
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await fresh?.cleanup();
});

describe(`webhook URLs in the logs (${dbLabel})`, () => {
  it("a failing chat or CRM webhook is logged by host only (no path or query): logs, metrics, stored error", async () => {
    const host = `127.0.0.1:${port}`;
    const server = await spawnServer({
      DATABASE_URL: fresh.url,
      OUTBOX_DIR: path.join(fresh.tmp, "outbox"),
      OUTBOX_POLL_MS: "50",
      LOG_REQUESTS: "true",
      LOG_LEVEL: "debug",
      SITE_URL: "https://narmadaai.in",
      METRICS_TOKEN,
      CHAT_WEBHOOK_URL: `http://${host}${CHAT_PATH}`,
      LEADS_WEBHOOK_URL: `http://${host}${CRM_PATH}`,
      LEADS_WEBHOOK_SECRET: "whsec-webhook-logs-0123456789",
    });
    try {
      // A chat message with an address: the add_contact call, then the message call, both answered 500.
      const chat = await fetch(`${server.base}/api/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message: "Please call me back, I am priya@example.com" }),
      });
      expect(chat.status).toBe(200);
      // A lead: its CRM webhook row is tried and fails with the receiver's 500.
      const lead = await fetch(`${server.base}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          type: "contact",
          form: { name: "Webhook Logs", email: "logs@example.com", message: "A lead for the CRM" },
        }),
      });
      expect(lead.status).toBe(201);
      const failed = async () =>
        (await fresh.db.selectFrom("outbox").select("last_error").where("kind", "=", "webhook").executeTakeFirst())
          ?.last_error ?? null;
      expect(await eventually(async () => (await failed()) !== null)).toBe(true);
      // The receiver was really called at the secret paths: the settings are in use.
      expect(paths).toEqual(expect.arrayContaining([CHAT_PATH, CRM_PATH]));
      expect(await failed()).toBe("the receiver answered HTTP 500");

      const metrics = await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      const ready = await fetch(`${server.base}/api/health/ready`);
      const exposed = `${await metrics.text()}\n${await ready.text()}`;

      // The add_contact failure is logged, naming the host.
      expect(
        await eventually(() => server.stdoutLines().some((l) => l.includes(`add_contact to ${host} answered 500`))),
      ).toBe(true);
      expect(server.stdoutLines().some((l) => l.includes("webhook failed (status 500)"))).toBe(true);
      expect(
        await eventually(() =>
          server.stdoutLines().some((l) => /CRM webhook for lead \S+ failed \(attempt 1 of 8\)/.test(l)),
        ),
      ).toBe(true);
      expect(await server.kill("SIGTERM")).toBe(0);
      const everything = `${server.output.join("")}\n${exposed}`;
      for (const part of SECRET_PARTS) expect(everything).not.toContain(part);
    } finally {
      await server.kill("SIGKILL");
    }
  }, 120_000);
});
