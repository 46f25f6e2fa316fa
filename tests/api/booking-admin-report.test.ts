import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { BookingStatus } from "~/lib/statuses";
import { leadSourcesReport } from "../../server/analytics/lead-sources";
import { addUser, insertLeads } from "../factories";
import { startTestServer } from "./test-server";

// Analytics' leads by source and campaign count strategy calls too (issue #38): of a period's leads,
// those with a call booked (booked, held or a no-show: a call that stood) and those whose call was
// held, each lead once however many calls it had. A hand-built set on SQLite and PostgreSQL.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const NOW = new Date("2027-01-10T12:00:00.000Z");

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const linkedin = { utm_source: "linkedin", utm_campaign: "launch" };
const google = { referrer_host: "google.com" };
const newsletter = { utm_source: "newsletter", utm_campaign: "diwali" };

it(`counts calls booked and held per source and campaign (${dbLabel})`, async () => {
  const consultant = await addUser(s, "asha@narmadaai.in", "admin");
  // [lead, where it came from, its calls' statuses]
  const set: [string, Record<string, string>, BookingStatus[]][] = [
    ["li-booked", linkedin, ["booked"]],
    ["li-held", linkedin, ["held"]],
    ["li-cancelled", linkedin, ["cancelled"]],
    ["li-none", linkedin, []],
    ["g-noshow", google, ["no_show"]],
    ["g-held", google, ["held"]],
    // Cancelled once, then held: one lead, one call booked, one held.
    ["nl-twice", newsletter, ["cancelled", "held"]],
  ];
  await insertLeads(
    s,
    set.map(([id, from]) => ({
      id,
      type: "get_started" as const,
      name: id,
      createdAt: "2027-01-08T06:00:00.000Z",
      ...from,
    })),
  );
  let hour = 4;
  for (const [leadId, , statuses] of set)
    for (const status of statuses) {
      const start = `2027-01-09T${String(hour++).padStart(2, "0")}:30:00.000Z`;
      await s.db
        .insertInto("bookings")
        .values({
          id: randomUUID(),
          lead_id: leadId,
          consultant_id: consultant,
          starts_at: start,
          ends_at: start.replace(":30:", ":59:"),
          zone: "Asia/Kolkata",
          status,
          sequence: 0,
          mailbox_hash: leadId,
          created_at: "2027-01-08T06:00:00.000Z",
          updated_at: "2027-01-08T06:00:00.000Z",
        })
        .execute();
    }

  const report = await leadSourcesReport(s.db, 7, NOW);
  const calls = (rows: typeof report.bySource) => rows.map((r) => [r.key, r.leads, r.callsBooked, r.callsHeld]);
  // Worked out by hand from the table above.
  expect(calls(report.bySource)).toEqual([
    ["linkedin", 4, 2, 1],
    ["google.com", 2, 2, 1],
    ["newsletter", 1, 1, 1],
  ]);
  expect(calls(report.byCampaign)).toEqual([
    ["launch", 4, 2, 1],
    ["", 2, 2, 1],
    ["diwali", 1, 1, 1],
  ]);
});
