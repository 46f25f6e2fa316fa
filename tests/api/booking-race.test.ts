import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_TEXTS } from "~/lib/booking";
import { BASE_ENV, type BookingRig, istJan, MONDAY_8AM_IST, startBooking } from "./booking-helpers";
import { getStartedForm } from "./lead-fixtures";
import { startTestServer, type TestServer } from "./test-server";

// Never a double booking (issue #38): one consultant, twenty visitors posting the same slot at once.
// On PostgreSQL half of them go through a second app server on the same database (a second replica);
// on SQLite one process owns the file.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

describe(`one slot, twenty visitors at once (${dbLabel})`, () => {
  let b: BookingRig;
  let replica: TestServer | undefined;
  beforeAll(async () => {
    b = await startBooking();
    // Started before any row is written: it empties the shared database as it starts.
    if (process.env.TEST_DATABASE_URL)
      replica = await startTestServer({ ...BASE_ENV }, { now: () => new Date(MONDAY_8AM_IST) });
    await b.addConsultant("asha@narmadaai.in", "Asha Verma");
  });
  afterAll(async () => {
    await replica?.close();
    await b.close();
  });

  it("gives exactly one booking: one 201 and nineteen 409 with the spec's text", async () => {
    const servers = replica ? [b.s, replica] : [b.s];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        servers[i % servers.length].postJson("/api/leads", {
          type: "get_started",
          form: { ...getStartedForm, email: `visitor${i}@example.com`, slot: istJan(5, 10) },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of answers.filter((a) => a.status === 409)) {
      const body = (await r.json()) as { error: { message: string }; refusal: string };
      expect(body.error.message).toBe(BOOKING_TEXTS.taken);
      expect(body.refusal).toBe("taken");
    }
    const bookings = await b.bookings();
    expect(bookings.map((x) => [x.starts_at, x.status])).toEqual([["2027-01-05T04:30:00.000Z", "booked"]]);
    // Nothing partial: one lead, its outbox rows, nothing of the nineteen others.
    expect(await b.s.leadCount()).toBe(1);
    const outboxLeads = await b.s.db.selectFrom("outbox").select("lead_id").distinct().execute();
    expect(outboxLeads.map((r) => r.lead_id)).toEqual([bookings[0].lead_id]);
  });
});
