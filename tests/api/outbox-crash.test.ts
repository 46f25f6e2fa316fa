import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver } from "./outbox-peers";
import { eventually, freshDatabase, spawnServer } from "./spawn-server";

// The real server as a child process, killed with SIGKILL while 200 leads arrive, then started
// again: every lead that was answered 201 must be in the database and reach the CRM receiver.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const SECRET = "whsec-crash-test-0123456789";

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase("outbox-crash-");
});
afterAll(async () => fresh.cleanup());

describe(`crash between commit and delivery (${dbLabel})`, () => {
  it("after SIGKILL and a restart every lead answered 201 is stored and delivered at least once", async () => {
    const receiver = await startReceiver(() => 200, { delayMs: 5 });
    const env = {
      DATABASE_URL: fresh.url,
      OUTBOX_DIR: path.join(fresh.tmp, "outbox"),
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: SECRET,
      OUTBOX_POLL_MS: "50",
      // A killed worker's claims run out after 2 s, so the restarted one takes them over quickly.
      OUTBOX_LEASE_SECONDS: "2",
      OUTBOX_BACKOFF_SECONDS: "0.2",
    };
    try {
      const first = await spawnServer(env);
      const answered: string[] = [];
      let killed: Promise<unknown> | undefined;
      const send = async (i: number): Promise<void> => {
        try {
          const res = await fetch(`${first.base}/api/leads`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              type: "contact",
              form: { name: `Crash Test ${i}`, email: `crash${i}@example.com`, message: `Lead number ${i}` },
            }),
          });
          if (res.status === 201) answered.push(((await res.json()) as { id: string }).id);
          // Refused as busy (PostgreSQL's pool queue full, PG_MAX_WAITING): nothing stored, sent again
          // after its Retry-After as a visitor would.
          else if (res.status === 429 && !killed) {
            await new Promise((r) => setTimeout(r, 1000));
            return send(i);
          }
        } catch {
          // Cut off by the kill: the visitor saw an error and no 201.
        }
        // Mid-run: once 60 leads are answered, the process dies without any chance to clean up.
        if (answered.length >= 60 && !killed) killed = first.kill("SIGKILL");
      };
      await Promise.all(Array.from({ length: 200 }, (_, i) => send(i)));
      await killed;
      expect(answered.length).toBeGreaterThanOrEqual(60);

      const stored = await fresh.db.selectFrom("leads").select("id").execute();
      const storedIds = new Set(stored.map((r) => r.id));
      expect(answered.filter((id) => !storedIds.has(id))).toEqual([]);
      // No lead without its three rows (team e-mail, acknowledgement, webhook).
      const rows = await fresh.db.selectFrom("outbox").select(["lead_id", "kind"]).execute();
      expect(rows.length).toBe(stored.length * 3);

      const second = await spawnServer(env);
      try {
        const deliveredKeys = () => new Set(receiver.calls.map((c) => String(c.headers["idempotency-key"])));
        const allDelivered = await eventually(() => stored.every((r) => deliveredKeys().has(r.id)), 30_000);
        expect(stored.filter((r) => !deliveredKeys().has(r.id))).toEqual([]);
        expect(allDelivered).toBe(true);
        await eventually(async () => {
          const left = await fresh.db.selectFrom("outbox").select("id").where("status", "!=", "sent").execute();
          return left.length === 0;
        });
        const unsent = await fresh.db.selectFrom("outbox").select("id").where("status", "!=", "sent").execute();
        expect(unsent).toEqual([]);
      } finally {
        // SIGTERM: the worker finishes its round, the server closes, the process exits cleanly.
        expect(await second.kill("SIGTERM")).toBe(0);
      }
      const duplicates = receiver.calls.length - new Set(receiver.calls.map((c) => c.headers["idempotency-key"])).size;
      console.log(
        `[crash test] ${answered.length} of 200 answered 201 before SIGKILL, ${stored.length} stored, ` +
          `${receiver.calls.length} webhook calls, ${duplicates} duplicate${duplicates === 1 ? "" : "s"} (sent before the kill, not yet marked)`,
      );
    } finally {
      await receiver.close();
    }
  }, 90_000);
});
