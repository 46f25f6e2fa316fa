import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadsForExportInBatches } from "../../server/leads/lead-export";
import { insertLeads } from "../factories";
import { startTestServer } from "./test-server";

// The CSV export reads leads in keyset pages (created_at, id) on the database the run uses: every lead
// once, newest first, also when several share one time and a page ends between them.
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
  const lead = (id: string, createdAt: string, name: string) => ({
    id,
    type: "contact" as const,
    name,
    payload: {},
    createdAt,
  });
  await insertLeads(server, [
    lead("a", "2026-11-20T10:00:00.000Z", "Priya Sharma"),
    lead("b", "2026-11-21T10:00:00.000Z", "Rahul Joshi"),
    lead("c", "2026-11-21T10:00:00.000Z", "Priya Iyer"),
    lead("d", "2026-11-21T10:00:00.000Z", "Neha Rao"),
    lead("e", "2026-11-22T10:00:00.000Z", "Priya Nair"),
  ]);
});
afterAll(async () => server?.close());

const all = async (q: string, batch: number) => {
  const pages: string[][] = [];
  for await (const rows of leadsForExportInBatches(
    server.db,
    { q, type: "", status: "", from: "", to: "", page: 1 },
    batch,
  )) {
    pages.push(rows.map((r) => r.id));
  }
  return pages;
};

describe("leads for the CSV export, in pages", () => {
  it.each([
    [1, [["e"], ["d"], ["c"], ["b"], ["a"]]],
    [2, [["e", "d"], ["c", "b"], ["a"]]],
    [5, [["e", "d", "c", "b", "a"]]],
    [500, [["e", "d", "c", "b", "a"]]],
  ])("pages of %d: every lead once, newest first, ties by id", async (batch, expected) => {
    expect(await all("", batch)).toEqual(expected);
  });

  it("keeps the filter on every page", async () => {
    expect(await all("PRIYA", 2)).toEqual([["e", "c"], ["a"]]);
  });
});
