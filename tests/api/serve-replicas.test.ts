import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../server/db/connect";
import { startSmtpPeer } from "./outbox-peers";
import { emptyDatabase, PRODUCTION_ENV, runToEnd, type Served, startServe } from "./serve-helpers";
import { eventually } from "./spawn-server";

// The production layout in miniature: `npm run migrate`, then two `npm run serve` replicas on one
// PostgreSQL database behind a load balancer (this test's own node:http proxy, which, like Caddy's
// lb_try_duration, tries the other replica when one refuses the connection). One replica is
// SIGKILLed halfway through 300 leads. Every lead the balancer acknowledged must be stored and
// reach the mail server at least once; a second copy only for a row that was claimed at the kill.

const LEADS = 300;
const SALES = "sales@kshipra.example";

/** Round robin over the replicas; a refused connection goes to the next one, anything else is a 502. */
async function startBalancer(upstreams: string[]) {
  let turn = 0;
  const forward = (target: string, req: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const out = http.request(
        `${target}${req.url}`,
        {
          method: req.method,
          agent: false,
          headers: { ...req.headers, host: new URL(target).host, "x-forwarded-for": req.socket.remoteAddress },
        },
        async (res) => {
          try {
            const chunks: Buffer[] = [];
            for await (const c of res) chunks.push(c as Buffer);
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) });
          } catch (err) {
            reject(err);
          }
        },
      );
      out.on("error", reject);
      out.end(body);
    });
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    let why = "";
    const first = turn++;
    for (let tried = 0; tried < upstreams.length; tried++) {
      const target = upstreams[(first + tried) % upstreams.length];
      try {
        const answer = await forward(target, req, body);
        res.writeHead(answer.status, { "content-type": answer.headers["content-type"] ?? "text/plain" });
        res.end(answer.body);
        return;
      } catch (err) {
        // Refused: nothing reached that replica, so the other may take it. Cut mid-way: not acknowledged.
        why = String((err as NodeJS.ErrnoException).code ?? err);
        if (why !== "ECONNREFUSED") break;
      }
    }
    res.writeHead(502).end(why);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("two serve replicas on PostgreSQL, one killed mid-way", () => {
  let target: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    target = await emptyDatabase("serve_replicas");
  });
  afterAll(async () => target?.drop());

  it(`${LEADS} leads: every acknowledged one stored and e-mailed at least once`, async () => {
    const smtp = await startSmtpPeer();
    const env = {
      ...PRODUCTION_ENV,
      DATABASE_URL: target.url,
      SMTP_URL: smtp.url(),
      SALES_EMAIL: SALES,
      MIGRATE_ON_START: "false",
      OUTBOX_POLL_MS: "20",
      // A killed replica's claimed rows go to the other after this.
      OUTBOX_LEASE_SECONDS: "4",
      LOG_REQUESTS: "false",
    };
    const migrated = await runToEnd("npm", ["run", "-s", "migrate"], { env });
    expect(migrated.code, migrated.output).toBe(0);
    const replicas: Served[] = await Promise.all([
      startServe({ env, args: ["--api-only"] }),
      startServe({ env, args: ["--api-only"] }),
    ]);
    const balancer = await startBalancer(replicas.map((r) => r.base));
    const database = connectDatabase(target.url);
    try {
      const acknowledged = new Map<string, string>(); // lead id → the visitor's address
      let sent = 0;
      const refused: string[] = [];
      let claimedAtKill = new Set<string>();
      const post = async (i: number) => {
        const email = `visitor${i}@malwa-textiles.example`;
        const res = await fetch(`${balancer.url}/api/leads`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            type: "contact",
            form: {
              name: "Priya Sharma",
              email,
              company: "Malwa Textiles",
              phone: "+91 98260 12345",
              service: "AI Integration",
              message: "We want to automate order intake from email.",
            },
          }),
        });
        if (res.status === 201) acknowledged.set(((await res.json()) as { id: string }).id, email);
        else {
          expect(res.status).toBe(502);
          refused.push(`${i}:${await res.text()}`);
        }
      };
      // Ten visitors at a time; the first replica dies after a third of the leads.
      const queue = Array.from({ length: LEADS }, (_, i) => i);
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
            await post(i);
            if (++sent === LEADS / 3) {
              await replicas[0].stop("SIGKILL");
              // Rows claimed now (by either worker) are the only ones that may be sent twice.
              const { rows } = await sql<{ id: string }>`
                select id from outbox where status = 'pending' and locked_until is not null`.execute(database.db);
              claimedAtKill = new Set(rows.map((r) => r.id));
            }
          }
        }),
      );
      expect(acknowledged.size, refused.join(" ")).toBeGreaterThan(LEADS * 0.9);

      // Stored: every acknowledged id is a row.
      const stored = await database.db.selectFrom("leads").select("id").execute();
      const storedIds = new Set(stored.map((r) => r.id));
      expect([...acknowledged.keys()].filter((id) => !storedIds.has(id))).toEqual([]);

      // Delivered: the team e-mail names the visitor's address; the acknowledgement goes to it.
      const teamMails = (email: string) => smtp.messages.filter((m) => m.to.includes(SALES) && m.raw.includes(email));
      const acks = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
      const undelivered = () =>
        [...acknowledged.values()].filter((email) => teamMails(email).length === 0 || acks(email).length === 0);
      await eventually(() => undelivered().length === 0, 40_000);
      expect(undelivered()).toEqual([]);

      // Twice only for a row claimed when the replica died.
      const rows = await database.db
        .selectFrom("outbox")
        .select(["id", "lead_id", "kind", "status"])
        .where("lead_id", "in", [...acknowledged.keys()])
        .execute();
      const emailOf = (leadId: string | null) => acknowledged.get(leadId ?? "") ?? "";
      const twice = rows.filter((r) =>
        r.kind === "team_email"
          ? teamMails(emailOf(r.lead_id)).length > 1
          : r.kind === "visitor_email" && acks(emailOf(r.lead_id)).length > 1,
      );
      expect(twice.filter((r) => !claimedAtKill.has(r.id))).toEqual([]);
      // And every row ends sent (the last ones are marked just after the mail server took them).
      const unsent = () =>
        database.db
          .selectFrom("outbox")
          .select("id")
          .where("lead_id", "in", [...acknowledged.keys()])
          .where("status", "!=", "sent")
          .execute();
      await eventually(async () => (await unsent()).length === 0, 10_000);
      expect(await unsent()).toEqual([]);
      console.log(
        `[serve replicas] ${acknowledged.size} of ${LEADS} acknowledged, ${smtp.messages.length} e-mails, ${twice.length} sent twice, ${claimedAtKill.size} rows claimed at the kill`,
      );
    } finally {
      await database.close();
      await balancer.close();
      await Promise.all(replicas.map((r) => r.stop()));
      await smtp.close();
    }
  }, 240_000);
});
