import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitInGroup } from "../../server/leads/group-commit";
import { startTestServer, type TestServer } from "./test-server";

// Leads arriving together share one commit; one bad write must not take the others down with it.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

const row = (id: string, email: string) => ({
  id,
  type: "newsletter" as const,
  name: null,
  email,
  company: null,
  phone: null,
  payload: "{}",
  created_at: new Date().toISOString(),
});

describe("commitInGroup", () => {
  it("commits the good writes of a group, rolls back only the failing one and hands it its error", async () => {
    const ids = ["g-1", "g-2", "g-3", "g-4"];
    const results = await Promise.allSettled([
      commitInGroup(
        s.db,
        async (trx) => void (await trx.insertInto("leads").values(row(ids[0], "a@example.com")).execute()),
      ),
      // Two rows, then a duplicate sign-up address: the whole write goes, including its first row.
      commitInGroup(s.db, async (trx) => {
        await trx.insertInto("leads").values(row(ids[1], "b@example.com")).execute();
        await trx.insertInto("leads").values(row("g-dup", "a@example.com")).execute();
      }),
      commitInGroup(
        s.db,
        async (trx) => void (await trx.insertInto("leads").values(row(ids[2], "c@example.com")).execute()),
      ),
      commitInGroup(
        s.db,
        async (trx) => void (await trx.insertInto("leads").values(row(ids[3], "d@example.com")).execute()),
      ),
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
        commitInGroup(
          s.db,
          async (trx) =>
            void (await trx
              .insertInto("leads")
              .values(row(`h-${i}`, `h${i}@example.com`))
              .execute()),
        ).then(
          async () => (await s.db.selectFrom("leads").select("id").where("id", "=", `h-${i}`).executeTakeFirst())?.id,
        ),
      ),
    );
    expect(done).toEqual(Array.from({ length: 25 }, (_, i) => `h-${i}`));
  });
});
