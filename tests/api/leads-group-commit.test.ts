import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/schema";
import { commitInGroup } from "../../server/leads/group-commit";
import { insertLead } from "../factories";
import { startTestServer, type TestServer } from "./test-server";

// Leads arriving together share one commit; one bad write must not take the others down with it.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

/** A sign-up lead written in the group's transaction. */
const write = (trx: Kysely<Database>, id: string, email: string) =>
  insertLead(
    { db: trx },
    { id, type: "newsletter", name: null, email, payload: {}, createdAt: new Date().toISOString() },
  );

describe("commitInGroup", () => {
  it("commits the good writes of a group, rolls back only the failing one and hands it its error", async () => {
    const ids = ["g-1", "g-2", "g-3", "g-4"];
    const results = await Promise.allSettled([
      commitInGroup(s.db, async (trx) => void (await write(trx, ids[0], "a@example.com"))),
      // Two rows, then a duplicate sign-up address: the whole write goes, including its first row.
      commitInGroup(s.db, async (trx) => {
        await write(trx, ids[1], "b@example.com");
        await write(trx, "g-dup", "a@example.com");
      }),
      commitInGroup(s.db, async (trx) => void (await write(trx, ids[2], "c@example.com"))),
      commitInGroup(s.db, async (trx) => void (await write(trx, ids[3], "d@example.com"))),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/unique|duplicate/i);
    // Only this test's rows: the other test's leads may be stored already.
    const stored = await s.db.selectFrom("leads").select("id").where("id", "like", "g-%").orderBy("id").execute();
    expect(stored.map((r) => r.id)).toEqual(["g-1", "g-3", "g-4"]);
  });

  it("answers nobody before the commit: a lead is readable as soon as its promise resolves", async () => {
    const done = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        commitInGroup(s.db, async (trx) => void (await write(trx, `h-${i}`, `h${i}@example.com`))).then(
          async () => (await s.db.selectFrom("leads").select("id").where("id", "=", `h-${i}`).executeTakeFirst())?.id,
        ),
      ),
    );
    expect(done).toEqual(Array.from({ length: 25 }, (_, i) => `h-${i}`));
  });
});
