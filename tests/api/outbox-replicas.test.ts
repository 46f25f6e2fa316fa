import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver, type WebhookCall } from "./outbox-peers";
import { eventually, freshDatabase, spawnServer } from "./spawn-server";

// Two server processes, each with its own outbox worker, on one PostgreSQL database: FOR UPDATE SKIP
// LOCKED must keep them from sending one row at the same moment. (SQLite serves one process.)

const url = process.env.TEST_DATABASE_URL;
const SECRET = "whsec-replica-test-0123456789";

describe.skipIf(!url)("two replicas on one PostgreSQL database", () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase("outbox-replicas-");
  });
  afterAll(async () => fresh.cleanup());

  it("300 leads: each delivered, none by both workers at once", async () => {
    // A slow CRM (20 ms an answer) widens the window in which two senders could overlap.
    const receiver = await startReceiver(() => 200, { delayMs: 20 });
    const env = {
      DATABASE_URL: fresh.url,
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: SECRET,
      OUTBOX_POLL_MS: "20",
      OUTBOX_DIR: fresh.tmp,
    };
    const replicas = await Promise.all([spawnServer(env), spawnServer(env)]);
    try {
      const ids: string[] = [];
      let busy = 0;
      // Half the leads through each replica, all at once. 150 at once fill a replica's pool queue
      // (PG_MAX_WAITING, server/db/pool-admission.ts): a lead refused as busy stored nothing, and is sent
      // again after its Retry-After, as a visitor does (the form keeps what they typed).
      await Promise.all(
        Array.from({ length: 300 }, async (_, i) => {
          for (;;) {
            const res = await fetch(`${replicas[i % 2].base}/api/leads`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ type: "newsletter", form: { email: `replica${i}@example.com` } }),
            });
            if (res.status === 429 && busy < 1000) {
              expect([res.headers.get("retry-after"), await res.json()]).toEqual([
                "1",
                { error: { message: "The service is busy. Please try again in a moment." } },
              ]);
              busy++;
              await new Promise((r) => setTimeout(r, 1000));
              continue;
            }
            expect(res.status).toBe(201);
            ids.push(((await res.json()) as { id: string }).id);
            return;
          }
        }),
      );
      const byKey = () => {
        const map = new Map<string, WebhookCall[]>();
        for (const c of receiver.calls) {
          const key = String(c.headers["idempotency-key"]);
          map.set(key, [...(map.get(key) ?? []), c]);
        }
        return map;
      };
      await eventually(() => ids.every((id) => byKey().has(id)), 30_000);
      const calls = byKey();
      expect(ids.filter((id) => !calls.has(id))).toEqual([]);
      // Two calls for one key overlapping in time would be the same row sent by both workers at once.
      const overlapping = [...calls.values()].filter((list) =>
        list.some((a, i) =>
          list.some(
            (b, j) =>
              i !== j &&
              a.at <= (b.doneAt ?? Number.POSITIVE_INFINITY) &&
              b.at <= (a.doneAt ?? Number.POSITIVE_INFINITY),
          ),
        ),
      );
      expect(overlapping).toEqual([]);
      const duplicates = receiver.calls.length - calls.size;
      expect(duplicates).toBe(0);
      // Both workers took part.
      const logs = replicas.map((r) => r.output.join("").match(/CRM webhook for lead .* delivered/g)?.length ?? 0);
      console.log(
        `[replicas test] ${receiver.calls.length} webhook calls; logged per replica: ${logs.join(", ")}; ${busy} busy answers sent again`,
      );
      expect(logs.every((n) => n > 0)).toBe(true);
    } finally {
      await Promise.all(replicas.map((r) => r.kill("SIGTERM")));
      await receiver.close();
    }
  }, 90_000);
});
